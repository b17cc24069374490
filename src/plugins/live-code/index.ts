import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export {liveCodePagesStep} from './liveCodePagesStep';

/**
 * Live code blocks, run only where the page's Content-Security-Policy allows eval. Two halves:
 * - this theme wraps @docusaurus/theme-live-codeblock's LiveCodeBlock (./theme): the editor loads on
 *   demand, the element around it marks the page as one with live code, and a page reached from one
 *   whose policy refuses eval loads again in full (./client/documentPolicy.ts); its Playground/Editor
 *   lets Tab leave the editor;
 * - liveCodePagesStep, a step of the after-build pipeline (config/afterBuild.ts), lists the marked
 *   pages for the hosts, which send those pages the policy that allows eval (config/hosting.ts).
 * Listed in config/plugins.ts's themes after @docusaurus/theme-live-codeblock, whose component it wraps.
 */
export default function liveCodePlugin(): Plugin {
  return {
    name: 'live-code',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getClientModules() {
      return [path.join(__dirname, 'client/documentPolicy')];
    },
  };
}

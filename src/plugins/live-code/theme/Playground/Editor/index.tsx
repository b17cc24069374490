import React from 'react';
import {LiveEditor} from 'react-live';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Translate from '@docusaurus/Translate';
import PlaygroundHeader from '@theme/Playground/Header';
import styles from './styles.module.css';

/**
 * theme-live-codeblock's editor, ejected for one prop: react-live's editor takes Tab to indent by
 * default, which traps a keyboard inside it (WCAG 2.1.2). With `tabMode="focus"`, Tab and Shift+Tab move
 * the focus on as in any field, and the theme still sees the key (its keyboard focus rings). The stock
 * component passes no props through, so a wrapper cannot set it. Its styles add the focus ring that
 * react-live's inline `outline: none` removed.
 */
export default function PlaygroundEditor(): React.ReactNode {
  const isBrowser = useIsBrowser();
  return (
    <>
      <PlaygroundHeader>
        <Translate id="theme.Playground.liveEditor" description="The live editor label of the live codeblocks">
          Live Editor
        </Translate>
      </PlaygroundHeader>
      {/* Mounted again once in the browser, as the stock editor is: the server cannot know the dark theme. */}
      <LiveEditor key={String(isBrowser)} className={styles.playgroundEditor} tabMode="focus" />
    </>
  );
}

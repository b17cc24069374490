import {describe, expect, it} from 'vitest';
import type {DocsVersionListing} from './collectCopyPages';
import {llmsFolder, llmsFullTxt, llmsTxt, type LlmsContext} from './llmsTxt';

const context: LlmsContext = {
  siteTitle: 'Docusaurus',
  tagline: 'Docs from Markdown.',
  siteRoot: 'https://docs.example.org/',
  copyPathOf: (permalink) => `${permalink.replace(/\/$/, '')}.md`,
};

const canary: DocsVersionListing = {
  instance: 'default',
  label: 'Canary',
  path: '/docs/',
  isLast: true,
  sections: [
    {label: 'Docs', docs: [{permalink: '/docs/intro/', title: 'Introduction [start]', description: 'Where to begin.'}]},
    {label: 'Guides', docs: [{permalink: '/docs/guides/', title: 'Guides', description: ''}]},
  ],
};
const released: DocsVersionListing = {...canary, label: '3.8.1', path: '/docs/3.8.1/', isLast: false};

describe('llmsFolder', () => {
  it("is the site's root for the last version and the version's folder for the others", () => {
    expect(llmsFolder(canary, '/')).toBe('/');
    expect(llmsFolder(released, '/')).toBe('/docs/3.8.1/');
  });
});

describe('llmsTxt', () => {
  it('has a title, a summary, the links to the full text and other versions, then a section per group', () => {
    const community = [
      {label: 'Community', docs: [{permalink: '/community/support/', title: 'Support', description: 'Help.'}]},
    ];
    expect(llmsTxt(canary, [released], context, '/', community)).toBe(
      [
        '# Docusaurus documentation, version Canary',
        '',
        "> Docs from Markdown. The documentation of version Canary, whose pages start at https://docs.example.org/docs/; each link below is a page's Markdown copy.",
        '',
        'The full text of every page of this version, in this order, is in [llms-full.txt](https://docs.example.org/llms-full.txt). Other versions: [3.8.1](https://docs.example.org/docs/3.8.1/llms.txt).',
        '',
        '## Docs',
        '',
        '- [Introduction \\[start\\]](https://docs.example.org/docs/intro.md): Where to begin.',
        '',
        '## Guides',
        '',
        '- [Guides](https://docs.example.org/docs/guides.md)',
        '',
        '## Community',
        '',
        '- [Support](https://docs.example.org/community/support.md): Help.',
        '',
      ].join('\n'),
    );
  });
});

describe('llmsFullTxt', () => {
  it('holds every copy in order, each after a rule and its address', () => {
    const full = llmsFullTxt(released, context, (permalink) => `# ${permalink}\n\nText.\n`);
    expect(full).toBe(
      [
        '# Docusaurus documentation, version 3.8.1: full text',
        '',
        '> Docs from Markdown. Every page of version 3.8.1, in sidebar order, each under its address.',
        '',
        '---\n\nURL: https://docs.example.org/docs/intro/\n\n# /docs/intro/\n\nText.',
        '',
        '---\n\nURL: https://docs.example.org/docs/guides/\n\n# /docs/guides/\n\nText.',
        '',
      ].join('\n'),
    );
  });
});

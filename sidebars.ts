import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

const sidebars = {
  docs: ['introduction'],
  api: ['cli', {type: 'category', label: 'Miscellaneous', items: ['api/misc/create-docusaurus']}],
} satisfies SidebarsConfig;

export default sidebars;

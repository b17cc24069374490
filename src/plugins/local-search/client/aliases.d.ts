// Typings of the module aliases set up in ../index.ts.
declare module '@local-search/stock-lite-client' {
  export * from 'algoliasearch/lite';
}

declare module '@local-search/stock-docsearch-modal' {
  export {DocSearchModal} from '@docsearch/react';
}

declare module '@local-search/stock-head' {
  export {default} from '@docusaurus/Head';
}

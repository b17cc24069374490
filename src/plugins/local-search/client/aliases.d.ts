// Typings of the module alias set up in ../index.ts.
declare module '@local-search/stock-lite-client' {
  export * from 'algoliasearch/lite';
}

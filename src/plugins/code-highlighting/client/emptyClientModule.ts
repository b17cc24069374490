// Stands in for theme-classic's Prism client module (see index.ts): nothing to run on every page.
export {};

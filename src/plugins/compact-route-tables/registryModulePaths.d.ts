// Written by this plugin's configureWebpack (index.ts) before either bundle compiles: RegistryEntry[].
declare module '@generated/compact-route-tables/registry-module-paths.json' {
  const modulePaths: {chunkName: string; modulePath: string}[];
  export default modulePaths;
}

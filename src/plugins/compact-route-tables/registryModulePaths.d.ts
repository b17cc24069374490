// Written by this plugin's configureWebpack (index.ts) before either bundle compiles: RegistryEntry[].
declare module '@generated/compact-route-tables/registry-module-paths.json' {
  const modulePaths: {chunkName: string; modulePath: string}[];
  export default modulePaths;
}

// Written beside it: the generated route tree (lazyRoutes.ts, RouteOutline[]).
declare module '@generated/compact-route-tables/route-outline.json' {
  type RouteOutline = {path: string; exact: boolean; routes?: RouteOutline[]};
  const routes: RouteOutline[];
  export default routes;
}

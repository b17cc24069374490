// `npm run bench:scale`: how build, search and page weight grow with the size of the site (scripts/bench/scale.ts
// says what it measures and how to choose the sizes). Node 20 runs no TypeScript, so jiti compiles it as it loads.
import {createRequire} from 'node:module';

const jiti = createRequire(import.meta.url)('jiti')(import.meta.url, {nativeModules: ['lighthouse']});
await jiti('./bench/scale.ts').runScaleBench();

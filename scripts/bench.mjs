// `npm run bench`: the benchmark of scripts/bench/ (main.ts says what it measures; settings.ts, how to
// choose). Node 20 runs no TypeScript, so jiti compiles it as it loads. Lighthouse is left to Node's own
// require: it is an ES module that reads import.meta, which jiti's CommonJS output cannot run.
import {createRequire} from 'node:module';

const jiti = createRequire(import.meta.url)('jiti')(import.meta.url, {nativeModules: ['lighthouse']});
await jiti('./bench/main.ts').runBench();

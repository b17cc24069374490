// `npm run bench:ablation`: what each piece of framework code the project owns buys
// (scripts/bench/ablation.ts says how). Node 20 runs no TypeScript, so jiti compiles it as it loads.
import {createRequire} from 'node:module';

const jiti = createRequire(import.meta.url)('jiti')(import.meta.url);
await jiti('./bench/ablation.ts').runAblation();

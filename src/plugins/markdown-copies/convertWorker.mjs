// One thread of convertPages (./convertPages.ts): converts the pages the main thread sends, one at a
// time. A plain script that loads the TypeScript through jiti, as Docusaurus loads the plugin itself.
import {createRequire} from 'node:module';
import {parentPort, workerData} from 'node:worker_threads';

const jiti = createRequire(import.meta.url)('jiti')(import.meta.url);
const {convertOne, twinLookup} = jiti('./convertPages.ts');
const markdownTwin = twinLookup(workerData.twins);

parentPort.on('message', ({index, job}) => {
  convertOne(job, markdownTwin).then(
    (result) => parentPort.postMessage({index, result}),
    (error) => parentPort.postMessage({index, error: `the copy of ${job.permalink}: ${error.message}`}),
  );
});

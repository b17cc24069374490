import {readFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import {pageToMarkdown, type ConvertContext, type PageMarkdown} from './pageToMarkdown';

/** A page to convert: its permalink (for messages), its built HTML file and its absolute URL. */
export type ConvertJob = {permalink: string; file: string; pageUrl: string};

/** What a worker answers for a job: the copy, or the error's message. */
type ConvertAnswer = {index: number} & ({result: PageMarkdown} | {error: string});

/** The twins of the site's pages, as the worker gets them: the copy of each page path (decoded, with a trailing slash). */
export type Twins = [pathname: string, copy: string][];

/**
 * The page's copy, if it has one; a link may leave out the trailing slash that the page's path has. Each
 * worker makes it once (./convertWorker.mjs), for all the pages it converts.
 * @public
 */
export function twinLookup(twins: Twins): ConvertContext['markdownTwin'] {
  const byPath = new Map(twins);
  return (pathname) => byPath.get(pathname) ?? byPath.get(`${pathname}/`);
}

/**
 * Converts one page in this thread: what each worker does for each job (./convertWorker.mjs).
 * @public
 */
export async function convertOne(
  {file, pageUrl}: ConvertJob,
  markdownTwin: ConvertContext['markdownTwin'],
): Promise<PageMarkdown> {
  return pageToMarkdown(await readFile(file, 'utf8'), {pageUrl, markdownTwin});
}

/**
 * Jobs each worker holds at once: the next page is already read and waiting when one is answered, so a
 * worker never idles on the round trip to this thread or on reading a file.
 */
const queueDepth = 2;

/**
 * Converts the pages on worker threads, one per core: parsing a page's HTML and writing its Markdown is
 * all computation, about 10 ms a page on this project's machines, so one thread would hold the build for
 * the sum. Answers come in the order of the jobs; a page that fails rejects with its message.
 */
export async function convertPages(
  jobs: readonly ConvertJob[],
  twins: Twins,
  threads = Math.min(os.availableParallelism(), jobs.length),
): Promise<PageMarkdown[]> {
  const results: PageMarkdown[] = new Array(jobs.length);
  let next = 0;
  const workers = Array.from(
    {length: threads},
    // A page's trees are short-lived garbage of a few MB: a larger young generation than a worker's
    // default collects them less often (about 10 % of the step's time).
    () =>
      new Worker(path.join(__dirname, 'convertWorker.mjs'), {
        workerData: {twins},
        resourceLimits: {maxYoungGenerationSizeMb: 96},
      }),
  );
  try {
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve, reject) => {
            let inFlight = 0;
            const give = () => {
              if (next >= jobs.length) {
                if (inFlight === 0) {
                  resolve();
                }
                return;
              }
              const index = next++;
              inFlight += 1;
              worker.postMessage({index, job: jobs[index]});
            };
            worker.on('message', (answer: ConvertAnswer) => {
              inFlight -= 1;
              if ('error' in answer) {
                reject(new Error(answer.error));
                return;
              }
              results[answer.index] = answer.result;
              give();
            });
            worker.on('error', reject);
            for (let queued = 0; queued < queueDepth; queued += 1) {
              give();
            }
          }),
      ),
    );
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
  return results;
}

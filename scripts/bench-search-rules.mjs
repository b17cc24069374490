// `npm run bench:search-rules`: what each ranking rule of the local search engine buys, on the pages of an
// existing production build (run `npm run build` first). For each rule of the engine, a copy of the engine with
// the rule's constant set to the value that turns it off ranks every judged query; for each of the plugin's
// options that feed the ranking, an index written with the option off. The table gives the change against the
// site as it is, on the tuned half and on the two parts of the held-out half. Writes bench/search-rules.json
// and bench/search-rules.md. Nothing here fails on a number.
import {copyFile, mkdtemp, readFile, readdir, rm, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {normalizePluginOptions} from '@docusaurus/utils-validation';

const require = createRequire(import.meta.url);
const jiti = require('jiti')(import.meta.url);
const {displayOrder, firstRelevantRank, judgedSets, readJudgedSet, summarizeRelevance} = jiti('./searchRelevance.ts');
const {pagesFirst} = jiti('../src/plugins/local-search/client/pagesFirst.ts');
const {indexFiles} = jiti('../src/plugins/local-search/writeIndex.ts');
const {readSectionSearches, withSectionSearches} = jiti('../src/plugins/local-search/sectionSearches.ts');
const {validateOptions} = jiti('../src/plugins/local-search/options.ts');
const {localSearchOptions} = jiti('../config/search.ts');
const {builtRoutePaths, builtSiteRecords, modalParams} = await import('./searchTyping.mjs');
const {rankingRules, withRuleOff} = jiti('./searchRules.ts');

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const engineDir = path.join(root, 'src/plugins/local-search/engine');

/**
 * The judged queries in three parts: the tuned half, and the held-out half split where the ranking's
 * authors stopped reading it. The first part (written from the pages, the first readers' set and sets 2
 * to 14) is where the misses were read while rules were chosen; the sets after the fourteenth were
 * measured, and only two of them (29 and 31) had misses read.
 */
function judgedParts() {
  const read = (files) => Object.values(files).flatMap((file) => readJudgedSet(file, root).queries);
  const later = ([phrasing]) => Number(/^readers(\d+)$/.exec(phrasing)?.[1] ?? 0) >= 15;
  const heldOut = Object.entries(judgedSets.heldOut);
  return {
    tuned: read(judgedSets.tuned),
    heldOutFirst: read(Object.fromEntries(heldOut.filter((entry) => !later(entry)))),
    heldOutLater: read(Object.fromEntries(heldOut.filter(later))),
  };
}

/** The index files the site's build writes from `records`, with `rule`'s option (if any) turned off. */
async function indexOf(records, rule) {
  const options = validateOptions({
    validate: normalizePluginOptions,
    options: {...localSearchOptions, ...(rule?.option ? {[rule.option]: rule.value} : {})},
  });
  const searches = options.sectionSearches
    ? await readSectionSearches(path.resolve(root, options.sectionSearches))
    : new Map();
  return indexFiles(withSectionSearches(records, searches).records, options.contentWeights, options.scopedPaths).files;
}

/** A copy of the engine in a folder of its own, with `rule`'s constant (if any) turned off. */
async function engineCopy(rule) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'search-rules-'));
  for (const file of await readdir(engineDir)) {
    if (file.endsWith('.ts') && !file.endsWith('.test.ts'))
      await copyFile(path.join(engineDir, file), path.join(dir, file));
  }
  if (rule?.constant) {
    const file = path.join(dir, rule.file);
    await writeFile(file, withRuleOff(await readFile(file, 'utf8'), rule));
  }
  return dir;
}

/** The engine of `dir` on an index held in memory (`files`, by path in the index directory). */
function engineOn(dir, files) {
  const {LocalSearchIndex} = jiti(path.join(dir, 'searchIndex.ts'));
  return new LocalSearchIndex(async (file) => JSON.parse(files.get(file)));
}

/** Each judged query's rank as the modal shows the hits. */
async function ranks(index, queries) {
  const result = [];
  for (const {query, relevant} of queries) {
    const {hits} = await index.search(modalParams(query));
    result.push(firstRelevantRank(displayOrder(pagesFirst(hits)), relevant));
  }
  return result;
}

const reciprocal = (rank) => (rank !== null && rank <= 10 ? 1 / rank : 0);
const signed = (value) => {
  const rounded = Math.round(value * 1000) / 1000;
  return rounded > 0 ? `+${rounded.toFixed(3)}` : rounded < 0 ? rounded.toFixed(3) : '0.000';
};

// The site's pages as search records, once: each index below is written from them.
const buildDir = path.join(root, 'build');
const {records} = await builtSiteRecords(buildDir, await builtRoutePaths(buildDir));
const siteIndex = await indexOf(records, null);
const parts = judgedParts();
const measure = async (rule) => {
  const files = rule?.option ? await indexOf(records, rule) : siteIndex;
  const dir = await engineCopy(rule);
  try {
    // One index for the three parts: what it reads once, it keeps.
    const index = engineOn(dir, files);
    const measured = {};
    for (const [part, queries] of Object.entries(parts)) {
      const partRanks = await ranks(index, queries);
      // Every query has hits here: bench:search counts those without.
      measured[part] = {
        ranks: partRanks,
        summary: summarizeRelevance(
          partRanks,
          partRanks.map(() => 1),
        ),
      };
    }
    return measured;
  } finally {
    await rm(dir, {recursive: true});
  }
};

const baseline = await measure(null);
const results = [];
for (const rule of rankingRules) {
  const off = await measure(rule);
  const change = Object.fromEntries(
    Object.keys(parts).map((part) => {
      const pairs = off[part].ranks.map((rank, i) => reciprocal(rank) - reciprocal(baseline[part].ranks[i]));
      return [
        part,
        {
          mrrAt10: Math.round((pairs.reduce((sum, d) => sum + d, 0) / pairs.length) * 10000) / 10000,
          recallAt5: Math.round((off[part].summary.recallAt5 - baseline[part].summary.recallAt5) * 1000) / 1000,
          better: pairs.filter((d) => d > 0).length,
          worse: pairs.filter((d) => d < 0).length,
        },
      ];
    }),
  );
  results.push({...rule, change});
  console.log(rule.constant ?? rule.option, JSON.stringify(change));
}

const summary = Object.fromEntries(Object.entries(baseline).map(([part, {summary: figures}]) => [part, figures]));
await writeFile(
  path.join(root, 'bench/search-rules.json'),
  `${JSON.stringify({date: new Date().toISOString(), baseline: summary, rules: results}, null, 2)}\n`,
);
const cell = ({mrrAt10, better, worse}) => `${signed(-mrrAt10)} (${worse} better, ${better} worse)`;
await writeFile(
  path.join(root, 'bench/search-rules.md'),
  `# Search: what each ranking rule buys

Written by \`npm run bench:search-rules\` on ${new Date().toISOString().slice(0, 10)}, on the pages of the production build. The figures
in full are in \`bench/search-rules.json\`.

Each row turns one rule off, its constant in \`src/plugins/local-search/engine/\` or the plugin's option set to the
value given (an option's index written anew from the built pages), and ranks every judged query of \`bench:search\`
again, as the modal shows the hits. A figure is what the rule **buys**: MRR@10
with the rule less MRR@10 without it, then the queries it ranks better and worse.

- **Tuned**: the half the ranking was tuned on (${parts.tuned.length} queries).
- **Held out, first sets**: the held-out sets written from the pages and the first fourteen readers' sets
  (${parts.heldOutFirst.length} queries), whose misses were read while rules were chosen.
- **Held out, later sets**: the readers' sets from the fifteenth on (${parts.heldOutLater.length} queries), measured
  as rules were chosen; only two of them (the 29th and 31st) had their misses read.

With every rule on: tuned MRR@10 ${summary.tuned.mrrAt10}, held out ${summary.heldOutFirst.mrrAt10} (first sets) and ${summary.heldOutLater.mrrAt10} (later sets).

| Rule | Turned off by | Tuned | Held out, first sets | Held out, later sets |
| --- | --- | --- | --- | --- |
${results
  .map(
    ({constant, off, option, value, what, change}) =>
      `| ${what} | \`${constant ? `${constant} = ${off}` : `${option}: ${JSON.stringify(value)}`}\` | ${cell(change.tuned)} | ${cell(change.heldOutFirst)} | ${cell(change.heldOutLater)} |`,
  )
  .join('\n')}
`,
);

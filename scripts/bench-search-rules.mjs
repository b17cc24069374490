// `npm run bench:search-rules`: what each ranking rule of the local search engine buys, on the index of an
// existing production build (run `npm run build` first). For each rule, a copy of the engine with the rule's
// constant set to the value that turns it off ranks every judged query; the table gives the change against
// the engine as it is, on the tuned half and on the two parts of the held-out half. Writes
// bench/search-rules.json and bench/search-rules.md. Nothing here fails on a number.
import {copyFile, mkdtemp, readFile, readdir, rm, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const jiti = require('jiti')(import.meta.url);
const {displayOrder, firstRelevantRank, judgedSets, readJudgedSet, summarizeRelevance} = jiti('./searchRelevance.ts');
const {pagesFirst} = jiti('../src/plugins/local-search/client/pagesFirst.ts');
const {modalParams, readIndexDirectory} = await import('./searchTyping.mjs');

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const engineDir = path.join(root, 'src/plugins/local-search/engine');

/**
 * The rules, each as the constant that weighs it (in `file` of the engine) and the value that turns it off.
 * A constant that is no longer declared once as `const name = …;` stops the script, naming it.
 */
const rules = [
  {
    constant: 'coverageExponent',
    file: 'ranking.ts',
    off: '0',
    what: "a question's sections ordered by score times words held, cubed",
  },
  {constant: 'questionWords', file: 'ranking.ts', off: '99', what: 'queries of four words or more read as questions'},
  {
    constant: 'searchMatchWeight',
    file: 'searchMatch.ts',
    off: '0',
    what: 'the hits shown reordered by their phrasings',
  },
  {
    constant: 'headingWordPenalty',
    file: 'ranking.ts',
    off: '0',
    what: "a heading's words beyond the query's weigh it down",
  },
  {
    constant: 'pageTitleShare',
    file: 'ranking.ts',
    off: '0',
    what: "a block of text inherits a share of its page title's score",
  },
  {constant: 'joinedWeight', file: 'ranking.ts', off: '0', what: 'joined pairs (`docs:version`) score'},
  {constant: 'pageTitleBoost', file: 'ranking.ts', off: '1', what: "a page title's words count more than a heading's"},
  {constant: 'frequencyWeight', file: 'ranking.ts', off: '0', what: "a section's frequency of the words (BM25)"},
  {
    constant: 'definitionBoosts',
    file: 'ranking.ts',
    off: '{title: 1, text: 1, heading: 1}',
    what: 'a record whose own text is the query',
  },
  {
    constant: 'pageBreadthWeights',
    file: 'ranking.ts',
    off: '{words: 0, sections: 0}',
    what: "a page's other sections that hold the words",
  },
];

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

/** A copy of the engine in a folder of its own, with `rule` (if any) turned off. */
async function engineCopy(rule) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'search-rules-'));
  for (const file of await readdir(engineDir)) {
    if (file.endsWith('.ts') && !file.endsWith('.test.ts'))
      await copyFile(path.join(engineDir, file), path.join(dir, file));
  }
  if (rule) {
    const file = path.join(dir, rule.file);
    const source = await readFile(file, 'utf8');
    const declaration = new RegExp(`^const ${rule.constant} = [^;]+;$`, 'gm');
    const found = source.match(declaration)?.length ?? 0;
    if (found !== 1) {
      throw new Error(
        `bench:search-rules: ${rule.file} declares "const ${rule.constant} = …;" ${found} times, not once.`,
      );
    }
    await writeFile(file, source.replace(declaration, `const ${rule.constant} = ${rule.off};`));
  }
  return dir;
}

/** Each judged query's rank as the modal shows the hits, with the engine of `dir` on the site's index. */
async function ranks(dir, files, queries) {
  const {LocalSearchIndex} = jiti(path.join(dir, 'searchIndex.ts'));
  const index = new LocalSearchIndex(async (file) => JSON.parse(files.get(file)));
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

const files = await readIndexDirectory(path.join(root, 'build/search-index'));
const parts = judgedParts();
const measure = async (rule) => {
  const dir = await engineCopy(rule);
  try {
    const measured = {};
    for (const [part, queries] of Object.entries(parts)) {
      const partRanks = await ranks(dir, files, queries);
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
for (const rule of rules) {
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
  console.log(rule.constant, JSON.stringify(change));
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

Written by \`npm run bench:search-rules\` on ${new Date().toISOString().slice(0, 10)}, on the index of the production build. The figures
in full are in \`bench/search-rules.json\`.

Each row turns one rule off (its constant in \`src/plugins/local-search/engine/\` set to the value given) and ranks
every judged query of \`bench:search\` again, as the modal shows the hits. A figure is what the rule **buys**: MRR@10
with the rule less MRR@10 without it, then the queries it ranks better and worse.

- **Tuned**: the half the ranking was tuned on (${parts.tuned.length} queries).
- **Held out, first sets**: the held-out sets written from the pages and the first fourteen readers' sets
  (${parts.heldOutFirst.length} queries), whose misses were read while rules were chosen.
- **Held out, later sets**: the readers' sets from the fifteenth on (${parts.heldOutLater.length} queries), measured
  as rules were chosen; only two of them (the 29th and 31st) had their misses read.

With every rule on: tuned MRR@10 ${summary.tuned.mrrAt10}, held out ${summary.heldOutFirst.mrrAt10} (first sets) and ${summary.heldOutLater.mrrAt10} (later sets).

| Rule | Constant, off | Tuned | Held out, first sets | Held out, later sets |
| --- | --- | --- | --- | --- |
${results
  .map(
    ({constant, off, what, change}) =>
      `| ${what} | \`${constant} = ${off}\` | ${cell(change.tuned)} | ${cell(change.heldOutFirst)} | ${cell(change.heldOutLater)} |`,
  )
  .join('\n')}
`,
);

import {readFileSync} from 'node:fs';
import path from 'node:path';
import {groupBy} from '../src/plugins/local-search/engine/groupBy';

/**
 * Relevance of search answers against the judged query sets (`judgedSets`): each query lists the pages
 * that answer it, and a query's rank is the place of the first of them among the hits as the DocSearch
 * modal shows them.
 */

/**
 * The judged sets of `npm run bench:search`, by path from the project root: the half the ranking is tuned
 * on and the half it never saw, each with queries written from the page sources and queries phrased as
 * readers ask (from GitHub issues and forum questions), in their own words rather than the pages'. The
 * held-out half has twenty-eight more sets of readers' queries, written later by sessions that never saw the engine.
 */
export const judgedSets = {
  tuned: {pages: 'bench/search-queries.json', readers: 'bench/search-queries-readers.json'},
  heldOut: {
    pages: 'bench/search-queries-held-out.json',
    readers: 'bench/search-queries-held-out-readers.json',
    readers2: 'bench/search-queries-held-out-readers-2.json',
    readers3: 'bench/search-queries-held-out-readers-3.json',
    readers4: 'bench/search-queries-held-out-readers-4.json',
    readers5: 'bench/search-queries-held-out-readers-5.json',
    readers6: 'bench/search-queries-held-out-readers-6.json',
    readers7: 'bench/search-queries-held-out-readers-7.json',
    readers8: 'bench/search-queries-held-out-readers-8.json',
    readers9: 'bench/search-queries-held-out-readers-9.json',
    readers10: 'bench/search-queries-held-out-readers-10.json',
    readers11: 'bench/search-queries-held-out-readers-11.json',
    readers12: 'bench/search-queries-held-out-readers-12.json',
    readers13: 'bench/search-queries-held-out-readers-13.json',
    readers14: 'bench/search-queries-held-out-readers-14.json',
    readers15: 'bench/search-queries-held-out-readers-15.json',
    readers16: 'bench/search-queries-held-out-readers-16.json',
    readers17: 'bench/search-queries-held-out-readers-17.json',
    readers18: 'bench/search-queries-held-out-readers-18.json',
    readers19: 'bench/search-queries-held-out-readers-19.json',
    readers20: 'bench/search-queries-held-out-readers-20.json',
    readers21: 'bench/search-queries-held-out-readers-21.json',
    readers22: 'bench/search-queries-held-out-readers-22.json',
    readers23: 'bench/search-queries-held-out-readers-23.json',
    readers24: 'bench/search-queries-held-out-readers-24.json',
    readers25: 'bench/search-queries-held-out-readers-25.json',
    readers26: 'bench/search-queries-held-out-readers-26.json',
    readers27: 'bench/search-queries-held-out-readers-27.json',
    readers28: 'bench/search-queries-held-out-readers-28.json',
    readers29: 'bench/search-queries-held-out-readers-29.json',
    readers30: 'bench/search-queries-held-out-readers-30.json',
    readers31: 'bench/search-queries-held-out-readers-31.json',
    readers32: 'bench/search-queries-held-out-readers-32.json',
  },
};

type Phrasing = keyof typeof judgedSets.tuned | keyof typeof judgedSets.heldOut;

/** How the queries of each phrasing in `judgedSets` were written, as bench:search's table names it. */
export const phrasingLabels: Record<Phrasing, string> = {
  pages: 'the page sources',
  readers: "readers' questions",
  readers2: "readers' questions, second set",
  readers3: "readers' questions, third set",
  readers4: "readers' questions, fourth set",
  readers5: "readers' questions, fifth set",
  readers6: "readers' questions, sixth set",
  readers7: "readers' questions, seventh set",
  readers8: "readers' questions, eighth set",
  readers9: "readers' questions, ninth set",
  readers10: "readers' questions, tenth set",
  readers11: "readers' questions, eleventh set",
  readers12: "readers' questions, twelfth set",
  readers13: "readers' questions, thirteenth set",
  readers14: "readers' questions, fourteenth set",
  readers15: "readers' questions, fifteenth set",
  readers16: "readers' questions, sixteenth set",
  readers17: "readers' questions, seventeenth set",
  readers18: "readers' questions, eighteenth set",
  readers19: "readers' questions, nineteenth set",
  readers20: "readers' questions, twentieth set",
  readers21: "readers' questions, twenty-first set",
  readers22: "readers' questions, twenty-second set",
  readers23: "readers' questions, twenty-third set",
  readers24: "readers' questions, twenty-fourth set",
  readers25: "readers' questions, twenty-fifth set",
  readers26: "readers' questions, twenty-sixth set",
  readers27: "readers' questions, twenty-seventh set",
  readers28: "readers' questions, twenty-eighth set",
  readers29: "readers' questions, twenty-ninth set",
  readers30: "readers' questions, thirtieth set",
  readers31: "readers' questions, thirty-first set",
  readers32: "readers' questions, thirty-second set",
};

/** Every judged file, both halves. */
export const judgedFiles = Object.values(judgedSets).flatMap((half): string[] => Object.values(half));

export type JudgedQuery = {query: string; relevant: string[]; kind: string};

/** One judged set's file: how it was written, and its queries. */
export function readJudgedSet(file: string, root = process.cwd()): {description: string; queries: JudgedQuery[]} {
  return JSON.parse(readFileSync(path.join(root, file), 'utf8'));
}

type Hit = {url?: string; hierarchy?: {lvl0?: string | null; lvl1?: string | null}};

/**
 * The hits in the modal's order, as DocSearch 3.9 lists them: grouped by section (lvl0) in the order
 * each section first appears, at most `perGroup` hits a section (its default is 5), and within a
 * section, a page's hits together (by page title, lvl1) in the order each page first appears.
 */
export function displayOrder<T extends Hit>(hits: T[], perGroup = 5): T[] {
  const sections = groupBy(hits, (hit) => hit.hierarchy?.lvl0 ?? '');
  return [...sections.values()]
    .flatMap((section) => [...groupBy(section.slice(0, perGroup), (hit) => hit.hierarchy?.lvl1 ?? '').values()])
    .flat();
}

/** The 1-based place of the first hit on a relevant page (its path, without #anchor), or null. */
export function firstRelevantRank(hits: Hit[], relevant: string[]): number | null {
  const index = hits.findIndex((hit) => relevant.includes(new URL(hit.url ?? '', 'http://site').pathname));
  return index < 0 ? null : index + 1;
}

export type RelevanceSummary = {
  queries: number;
  mrrAt10: number;
  recallAt1: number;
  recallAt5: number;
  withoutHits: number;
};

/** MRR@10 and recall@k over the queries' ranks; `hitCounts` counts the queries that found nothing. */
export function summarizeRelevance(ranks: (number | null)[], hitCounts: number[]): RelevanceSummary {
  const share = (test: (rank: number | null) => boolean) => round(ranks.filter(test).length / ranks.length);
  return {
    queries: ranks.length,
    mrrAt10: round(
      ranks.reduce<number>((sum, rank) => sum + (rank !== null && rank <= 10 ? 1 / rank : 0), 0) / ranks.length,
    ),
    recallAt1: share((rank) => rank === 1),
    recallAt5: share((rank) => rank !== null && rank <= 5),
    withoutHits: hitCounts.filter((count) => count === 0).length,
  };
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

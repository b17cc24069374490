import {fieldBoosts, type BucketEntry, type ShardEntry, type ShardMeta} from './indexFormat';
import {exactQuality, isPrefixWord, matchQuality, typoQuality} from './matching';
import type {ParsedQuery} from './queryParser';
import type {SearchRecord} from './types';

/**
 * Ranking: which records answer a query, and in what order. A record must contain every informative
 * word of the query (stop words are optional, and weigh nothing in its score, as with Algolia's
 * `removeStopWords`); when no record does, the records that contain the most of them answer, the
 * rarest words weighing most, so a query never ends on an empty list only because one of its words
 * is missing from the site. A block of text is also found by its page's title, as DocSearch
 * searches each record's whole hierarchy.
 */

/** Words that say little about what a reader looks for: optional in a query that has other words. */
const stopWords = new Set(
  (
    'a an and are as at be by can could do does for from how i if in into is it its me my of on or should so ' +
    'that the their them then there these this to use using was we what when where which who why will with ' +
    'would you your'
  ).split(' '),
);

/** How much more a word in a page title counts than one in a section heading. */
const pageTitleBoost = 1.25;

/**
 * The share of its page title's score that a block of text inherits: a page title is a heading to
 * the text below it, and a heading found as a record's context weighs a quarter of one found as
 * its own heading (`fieldBoosts`).
 */
const pageTitleShare = fieldBoosts[1] / fieldBoosts[0];

/**
 * When fewer records than this (the hits the modal shows per section) hold every word, the records
 * that miss one word follow them: a question's verb ("add", "change") is often not on the page
 * that answers it.
 */
const fewHits = 5;

/** Words a query can require at most: each one is a bit of a 32-bit mask. */
const maxWords = 31;

export type Shard = ShardEntry & {
  meta: ShardMeta;
  order: number;
  facets: {language: string; docusaurus_tag: string};
  /** Records whose text came with a term bucket (its leaders), by position: no text chunk needed. */
  leaders: Map<number, SearchRecord>;
  /** Per-record arrays for ranking, reused by every query (ranking is synchronous). */
  scratch: {
    scores: Float64Array;
    found: Uint32Array;
    exact: Uint32Array;
    keywords: Uint32Array;
    clean: Uint32Array;
    best: Float64Array;
  };
};

/** A term bucket; a term's positions are decoded the first time a query word matches it. */
export type Bucket = {
  entries: BucketEntry[];
  frequencies: number[];
  positions: ([Int32Array, Int32Array, Int32Array] | undefined)[];
  /** The terms that answered each query word. */
  matches: Map<string, TermMatch[]>;
};

/** A shard and, for each query word, the bucket of its first letter (null: no term starts with it). */
export type OpenShard = {shard: Shard; buckets: (Bucket | null)[]};

export type Candidate = {shard: Shard; position: number; score: number; level: number};

/** A term of a bucket that answers a query word, and how well. */
type TermMatch = {bucket: Bucket; term: number; quality: number};

/** A shard ready for ranking: its meta, its place among the shards, and empty per-record arrays. */
export function createShard(entry: ShardEntry, meta: ShardMeta, order: number): Shard {
  const {records} = entry;
  return {
    ...entry,
    meta,
    order,
    facets: {language: entry.language, docusaurus_tag: entry.tag},
    leaders: new Map(),
    scratch: {
      scores: new Float64Array(records),
      found: new Uint32Array(records),
      exact: new Uint32Array(records),
      keywords: new Uint32Array(records),
      clean: new Uint32Array(records),
      best: new Float64Array(records),
    },
  };
}

export function decodeBucket(entries: BucketEntry[]): Bucket {
  return {
    entries,
    frequencies: entries.map(([, title, context, content]) => title.length + context.length + content.length),
    positions: [],
    matches: new Map(),
  };
}

function bucketMatches(bucket: Bucket, word: string, isPrefix: boolean): TermMatch[] {
  const key = `${word}${isPrefix ? '*' : ''}`;
  let matches = bucket.matches.get(key);
  if (!matches) {
    matches = bucket.entries.flatMap(([term], index) => {
      const quality = matchQuality(term, word, isPrefix);
      return quality > 0 ? [{bucket, term: index, quality}] : [];
    });
    bucket.matches.set(key, matches);
  }
  return matches;
}

function decodePositions(gaps: number[]): Int32Array {
  const positions = new Int32Array(gaps.length);
  let position = 0;
  for (let i = 0; i < gaps.length; i += 1) {
    position += gaps[i]!;
    positions[i] = position;
  }
  return positions;
}

function termPositions(bucket: Bucket, term: number): [Int32Array, Int32Array, Int32Array] {
  let positions = bucket.positions[term];
  if (!positions) {
    const [, title, context, content] = bucket.entries[term]!;
    positions = [decodePositions(title), decodePositions(context), decodePositions(content)];
    bucket.positions[term] = positions;
  }
  return positions;
}

/** Page titles first, then headings by level, then text. */
function levelRank(meta: ShardMeta, position: number): number {
  const level = meta.levels[position];
  return level === 'c' ? 7 : Number(level);
}

/** The field that holds a record's own text: its heading, or for a block of text the text itself. */
function ownField(meta: ShardMeta, position: number): number {
  return meta.levels[position] === 'c' ? 2 : 0;
}

/**
 * Adds each record's best score for one query word to `scores` and sets the word's bit: in `found`;
 * in `clean` when a match needs no typo; in `exact` when the record's own text holds the word itself
 * (or another form of it); in `keywords` when a page title record's keywords do. `best` is a zeroed
 * scratch array, left zeroed.
 */
function addWordScores(shard: Shard, matches: TermMatch[], word: number, wordWeight: number): void {
  const {meta, scratch} = shard;
  const {scores, found, exact, keywords, clean, best} = scratch;
  const bit = 1 << word;
  const touched: number[] = [];
  for (const {bucket, term, quality} of matches) {
    const weight = quality * wordWeight;
    termPositions(bucket, term).forEach((positions, field) => {
      const fieldScore = fieldBoosts[field]! * weight;
      for (const position of positions) {
        // A word in a short heading says more about the record than in a long one, and a page's
        // title more than a section's heading.
        const score =
          field === 0
            ? (fieldScore * (meta.levels[position] === '1' ? pageTitleBoost : 1)) /
              headingLengthPenalty(Number(meta.ownWords[position]), 1)
            : fieldScore;
        if ((found[position]! & bit) === 0) {
          found[position]! |= bit;
          touched.push(position);
        }
        if (score > best[position]!) {
          best[position] = score;
        }
        if (quality > typoQuality) {
          clean[position]! |= bit;
        }
        if (quality >= exactQuality && field === ownField(meta, position)) {
          exact[position]! |= bit;
        }
        // A page title record's text field holds the page's front matter keywords.
        if (quality >= exactQuality && field === 2 && meta.levels[position] === '1') {
          keywords[position]! |= bit;
        }
      }
    });
  }
  for (const position of touched) {
    scores[position] += best[position]!;
    best[position] = 0;
  }
}

/**
 * A word in a short heading says more about the record than in a long one: a heading is weighed
 * down by its words beyond the `matched` ones.
 */
function headingLengthPenalty(ownWords: number, matched: number): number {
  return 1 + 0.15 * Math.max(0, ownWords - matched);
}

function bitCount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) {
    count += 1;
  }
  return count;
}

/**
 * A record whose own text is the query (a page titled "Swizzling" for "swizzle", the table cell that
 * defines `trailingSlash`) is the place that defines it: it outranks records that only mention it.
 * A page title weighs most; a block of text is lifted above the headings that only contain the
 * words, and a section heading that is the query (6 × 1.6) a little above such a block of text
 * (1 × 9), since a cell that holds the words as parts of an identifier (`disableDarkMode` for "dark
 * mode") also counts as one. Own text with more words than the query (a heading "docusaurus swizzle
 * [componentName]") gets the boost in proportion.
 *
 * A page's front matter keywords are its author's word for what the page answers, so they count as
 * its title's own text here, on pages of full content weight (the docs, by default): a blog post or
 * a changelog entry lists what it talks about, not what it defines.
 */
const definitionBoosts = {title: 4, text: 9, heading: 1.6};

function definitionBoost(
  meta: ShardMeta,
  position: number,
  exactMask: number,
  keywordMask: number,
  allWords: number,
): number {
  const all = (1 << allWords) - 1;
  if (allWords === 0 || (exactMask | keywordMask) !== all) {
    return 1;
  }
  const level = meta.levels[position];
  const ownWords = Number(meta.ownWords[position]);
  const boost =
    level === '1' ? definitionBoosts.title : level === 'c' ? definitionBoosts.text : definitionBoosts.heading;
  // A heading that is the query has no words beyond it: its words' length penalty is lifted. Not
  // when the page's keywords complete the query: the heading's own words may not be the query's.
  const lengthRelief =
    level === 'c' || exactMask !== all
      ? 1
      : headingLengthPenalty(ownWords, 1) / headingLengthPenalty(ownWords, allWords);
  return (1 + (boost - 1) * Math.min(1, allWords / ownWords)) * lengthRelief;
}

/**
 * The best record of each URL run of a shard, with the number of required words it contains: a
 * record's score is its words' scores, times its definition boost, times its page's content weight.
 * A block of text that contains a required word of its own also counts the words of its page's
 * title record (title, section and keywords) and a share of that record's score, so that a
 * question whose words are split between a page's title and one of its paragraphs finds that page.
 */
function rankShard(shard: Shard, required: number, wordCount: number): RankedCandidate[] {
  const {meta, scratch} = shard;
  const {scores, found, exact, keywords, clean} = scratch;
  const candidates: RankedCandidate[] = [];
  // One object filled for each record, copied only when it is its URL's best so far.
  const probe: RankedCandidate = {shard, position: 0, score: 0, level: 0, words: 0, typos: 0};
  let runStart = 0;
  let pageTitle = -1;
  const averageRun = shard.records / meta.urlRuns.length;
  meta.urlRuns.forEach((runLength, run) => {
    const runWeight = meta.runWeights[run] ?? 1;
    // A page's records follow its title record (see `ShardMeta.levels`).
    if (meta.levels[runStart] === '1') {
      pageTitle = runStart;
    }
    let best: RankedCandidate | undefined;
    for (let position = runStart; position < runStart + runLength; position += 1) {
      const own = found[position]! & required;
      if (own === 0) {
        continue;
      }
      const inherits = pageTitle >= 0 && meta.levels[position] === 'c';
      const wordMask = inherits ? own | (found[pageTitle]! & required) : own;
      probe.words = bitCount(wordMask);
      // Fewer words than the best so far: it cannot win (see compareRanked).
      if (best && probe.words < best.words) {
        continue;
      }
      const cleanMask = inherits ? clean[position]! | clean[pageTitle]! : clean[position]!;
      probe.position = position;
      probe.score =
        scores[position]! *
          definitionBoost(meta, position, exact[position]!, runWeight >= 1 ? keywords[position]! : 0, wordCount) +
        (inherits ? pageTitleShare * scores[pageTitle]! : 0);
      probe.level = levelRank(meta, position);
      probe.typos = bitCount(wordMask & ~cleanMask);
      if (!best || compareRanked(probe, best) < 0) {
        best = {...probe};
      }
    }
    if (best) {
      // Counted only for a section that answers: most sections of a shard hold none of the words.
      best.score *= runWeight * sectionFrequency(found, runStart, runLength, required, averageRun);
      candidates.push(best);
    }
    runStart += runLength;
  });
  return candidates;
}

/**
 * A section's frequency of a word, as BM25 counts it: saturating (k1), normalised by the section's length
 * against the average section (b), with BM25's usual constants; `frequencyWeight` is its share of the
 * score. Chosen on the tuned judged set, then measured once on the held-out one (bench/search.md).
 */
const bm25 = {k1: 1.2, b: 0.75};
const frequencyWeight = 0.5;

/**
 * How much a section (a URL run: a page's title or a heading, and the blocks of text below it) is about
 * the query's words: for each required word, the number of its records that hold it, saturated and
 * length-normalised as BM25 weighs a term's frequency, averaged over the words. A section that treats a
 * topic outranks one that mentions it once, other things equal.
 */
function sectionFrequency(
  found: Uint32Array,
  runStart: number,
  runLength: number,
  required: number,
  averageRun: number,
): number {
  const norm = bm25.k1 * (1 - bm25.b + (bm25.b * runLength) / averageRun);
  let total = 0;
  let words = 0;
  for (let rest = required; rest !== 0; rest &= rest - 1) {
    const bit = rest & -rest;
    let count = 0;
    for (let position = runStart; position < runStart + runLength; position += 1) {
      if (found[position]! & bit) {
        count += 1;
      }
    }
    total += count / (count + norm);
    words += 1;
  }
  return words === 0 ? 1 : 1 + frequencyWeight * (total / words);
}

/** The required words a candidate contains, and how many of them only through a typo. */
type RankedCandidate = Candidate & {words: number; typos: number};

/**
 * More required words first; then, as Algolia's first ranking criterion, fewer words matched only
 * through a typo ("note" for "node" comes after every page that says "node"); then the score.
 */
function compareRanked(a: RankedCandidate, b: RankedCandidate): number {
  return (
    b.words - a.words ||
    a.typos - b.typos ||
    b.score - a.score ||
    a.level - b.level ||
    a.shard.order - b.shard.order ||
    a.position - b.position
  );
}

/** The bits of the words a record must contain: the words that are not stop words, or all if all are. */
function requiredMask(parsed: ParsedQuery, wordCount: number): number {
  let mask = 0;
  let all = 0;
  for (let word = 0; word < wordCount; word += 1) {
    all |= 1 << word;
    if (!stopWords.has(parsed.words[word]!) || isPrefixWord(parsed, word)) {
      mask |= 1 << word;
    }
  }
  return mask === 0 ? all : mask;
}

/**
 * Ranks the records of every shard searched. A word found in fewer records weighs more (inverse
 * document frequency, counted over all the shards searched); all the forms, completions and typo
 * variants of a word weigh the same, so that a rare variant does not outrank the word itself.
 * The records that contain the most required words answer; with advanced syntax (phrases,
 * exclusions) every word is required, as the reader asked for exactly that.
 */
export function rank(opened: OpenShard[], parsed: ParsedQuery): Candidate[] {
  const wordCount = Math.min(parsed.words.length, maxWords);
  const matchesPerShard = opened.map(({buckets}) =>
    parsed.words
      .slice(0, wordCount)
      .map((word, index) => (buckets[index] ? bucketMatches(buckets[index], word, isPrefixWord(parsed, index)) : [])),
  );
  const records = opened.reduce((sum, {shard}) => sum + shard.records, 0);
  const wordWeights = Array.from({length: wordCount}, (_, word) => {
    const frequency = matchesPerShard.reduce(
      (sum, shardMatches) =>
        sum + shardMatches[word]!.reduce((total, {bucket, term}) => total + bucket.frequencies[term]!, 0),
      0,
    );
    return Math.log(1 + records / Math.max(1, frequency));
  });
  const strict = parsed.phrases.length > 0 || parsed.excluded.length > 0;
  const required = strict ? (1 << wordCount) - 1 : requiredMask(parsed, wordCount);
  const requiredWords = bitCount(required);

  const candidates = opened.flatMap(({shard}, i) => {
    const {scores, found, exact, keywords, clean} = shard.scratch;
    scores.fill(0);
    found.fill(0);
    exact.fill(0);
    keywords.fill(0);
    clean.fill(0);
    matchesPerShard[i]!.forEach((matches, word) =>
      addWordScores(shard, matches, word, required & (1 << word) ? wordWeights[word]! : 0),
    );
    return rankShard(shard, required, wordCount);
  });
  const mostWords = candidates.reduce((most, {words}) => Math.max(most, words), 0);
  const complete = candidates.filter(({words}) => words === mostWords).length;
  const enough = strict ? requiredWords : mostWords >= 2 && complete < fewHits ? mostWords - 1 : mostWords;
  return candidates.filter(({words}) => words >= enough && words > 0).sort(compareRanked);
}

import {
  decodePositions,
  decodePositionsInto,
  fieldBoosts,
  type BucketEntry,
  type BucketFile,
  type ShardEntry,
  type ShardMeta,
} from './indexFormat';
import {
  compoundMatcher,
  compoundPairs,
  comparesStems,
  exactQuality,
  isPrefixWord,
  stem,
  stopWords,
  typoQuality,
  wordMatcher,
} from './matching';
import type {ParsedQuery} from './queryParser';

/**
 * Ranking: which records answer a query, and in what order. A record must contain every informative
 * word of the query (stop words are optional, and weigh nothing in its score, as with Algolia's
 * `removeStopWords`); when no record does, the records that contain the most of them answer, the
 * rarest words weighing most, so a query never ends on an empty list only because one of its words
 * is missing from the site. A block of text is also found by its page's title, as DocSearch
 * searches each record's whole hierarchy.
 */

/** How much more a word in a page title counts than one in a section heading. */
const pageTitleBoost = 1.25;

/**
 * The share of its page title's score that a block of text inherits: a page title is a heading to
 * the text below it, and a heading found as a record's context weighs a quarter of one found as
 * its own heading (`fieldBoosts`).
 */
const pageTitleShare = fieldBoosts[1] / fieldBoosts[0];

/**
 * When fewer sections than this (the hits the modal shows per group) hold every word, the sections
 * that miss one word follow them, then those that miss two, and so on until this many answer: a
 * question's verb ("add", "change") is often not on the page that answers it, and the section that
 * answers a long question may hold only a few of its words.
 */
const fewHits = 5;

/** Words a query can require at most: each one is a bit of a 32-bit mask. */
const maxWords = 31;

export type Shard = ShardEntry & {
  meta: ShardMeta;
  order: number;
  /** The meta's per-record facts as arrays, read for every record a query finds. */
  layout: {
    /** Heading level 1 to 6, or 7 for text (see `ShardMeta.levels`). */
    levels: Uint8Array;
    ownWords: Uint8Array;
    /** The URL run of each record, where each run starts, and the position of the page title above each record (-1: none). */
    runs: Int32Array;
    runStarts: Int32Array;
    pageTitles: Int32Array;
    /**
     * 1 for a run of text records under an anchor that no heading has: the cells of an option's table
     * row, which share the option's anchor (see `extractPage`).
     */
    rows: Uint8Array;
    /** For each row, the section heading its table sits under (-1: none, and for other runs). */
    rowHeadings: Int32Array;
    /** At each page title's position, the number of records of its page (0 elsewhere), and their average over the pages. */
    pageRecords: Int32Array;
    averagePage: number;
  };
  /**
   * Per-record arrays for ranking, reused by every query (ranking is synchronous). `touchedRuns` lists
   * the URL runs in which the last query found a record (`runTouched` marks them): the only runs whose
   * records' entries are not 0.
   */
  scratch: {
    scores: Float64Array;
    found: Uint32Array;
    exact: Uint32Array;
    keywords: Uint32Array;
    clean: Uint32Array;
    best: Float64Array;
    runTouched: Uint8Array;
    touchedRuns: number[];
  };
};

/** A term bucket; a term's positions are decoded the first time a query word matches it. */
export type Bucket = {
  entries: BucketEntry[];
  /** How many records all its terms are found in. */
  frequency: number;
  positions: ([Int32Array, Int32Array, Int32Array] | undefined)[];
  /** The terms that answered each query word, and each compound (see `bucketMatches`). */
  matches: Map<string, TermMatch[]>;
  /**
   * Each term's stem, worked out the first time a query word of four letters or more (`comparesStems`) is
   * matched against the bucket.
   */
  stems?: string[];
};

/**
 * A shard and, for each query word and each of its joined pairs (`ParsedQuery.joined`), the bucket of its
 * first letter (null: no term starts with it).
 */
export type OpenShard = {shard: Shard; buckets: (Bucket | null)[]; joinedBuckets: (Bucket | null)[]};

type Candidate = {shard: Shard; position: number; score: number; level: number};

/** A term of a bucket that answers a query word, and how well. */
type TermMatch = {bucket: Bucket; term: number; quality: number};

function shardLayout(meta: ShardMeta, records: number): Shard['layout'] {
  const levels = new Uint8Array(records);
  const ownWords = new Uint8Array(records);
  const digitZero = '0'.charCodeAt(0);
  const text = 'c'.charCodeAt(0);
  for (let position = 0; position < records; position += 1) {
    const level = meta.levels.charCodeAt(position);
    levels[position] = level === text ? 7 : level - digitZero;
    ownWords[position] = meta.ownWords.charCodeAt(position) - digitZero;
  }
  const runs = new Int32Array(records);
  const runStarts = new Int32Array(meta.urlRuns.length);
  const pageTitles = new Int32Array(records);
  const rows = new Uint8Array(meta.urlRuns.length);
  const rowHeadings = new Int32Array(meta.urlRuns.length).fill(-1);
  const pageRecords = new Int32Array(records);
  let pages = 0;
  let start = 0;
  let pageTitle = -1;
  let sectionHeading = -1;
  meta.urlRuns.forEach((length, run) => {
    runStarts[run] = start;
    // A page's records follow its title record (see `ShardMeta.levels`).
    if (levels[start] === 1) {
      pageTitle = start;
      pages += 1;
    }
    if (pageTitle >= 0) {
      pageRecords[pageTitle] += length;
    }
    runs.fill(run, start, start + length);
    pageTitles.fill(pageTitle, start, start + length);
    rows[run] = levels[start] === 7 ? 1 : 0;
    if (rows[run] === 1) {
      rowHeadings[run] = sectionHeading;
    } else {
      sectionHeading = levels[start] === 1 ? -1 : start;
    }
    start += length;
  });
  return {
    levels,
    ownWords,
    runs,
    runStarts,
    pageTitles,
    rows,
    rowHeadings,
    pageRecords,
    averagePage: records / Math.max(1, pages),
  };
}

/** A shard ready for ranking: its meta, its place among the shards, and empty per-record arrays. */
export function createShard(entry: ShardEntry, meta: ShardMeta, order: number): Shard {
  const {records} = entry;
  return {
    ...entry,
    meta,
    order,
    layout: shardLayout(meta, records),
    scratch: {
      scores: new Float64Array(records),
      found: new Uint32Array(records),
      exact: new Uint32Array(records),
      keywords: new Uint32Array(records),
      clean: new Uint32Array(records),
      best: new Float64Array(records),
      runTouched: new Uint8Array(meta.urlRuns.length),
      touchedRuns: [],
    },
  };
}

/**
 * How much a query word weighs: the fewer the records its terms are found in, the more (inverse
 * document frequency).
 */
export function wordWeight(records: number, frequency: number): number {
  return Math.log(1 + records / Math.max(1, frequency));
}

export function decodeBucket({terms, frequency}: BucketFile): Bucket {
  return {
    entries: terms,
    frequency,
    positions: [],
    matches: new Map(),
  };
}

/**
 * The terms of a bucket that answer a query word (`wordMatcher`) or, with `compound`, a compound of
 * the query (`compoundMatcher`); kept in the bucket for the next keystrokes.
 */
function bucketMatches(bucket: Bucket, word: string, isPrefix: boolean, compound = false): TermMatch[] {
  // A space keeps a compound's key apart from a word's: words hold none.
  const key = `${word}${isPrefix ? '*' : ''}${compound ? ' compound' : ''}`;
  let matches = bucket.matches.get(key);
  if (!matches) {
    const quality = (compound ? compoundMatcher : wordMatcher)(word, isPrefix);
    // The first keys of a word need no stems: the bucket's are worked out once, when one does.
    const stems = comparesStems(word) ? (bucket.stems ??= bucket.entries.map(([term]) => stem(term))) : null;
    const {entries} = bucket;
    matches = [];
    for (let index = 0; index < entries.length; index += 1) {
      const termQuality = quality(entries[index]![0], stems?.[index]);
      if (termQuality > 0) {
        matches.push({bucket, term: index, quality: termQuality});
      }
    }
    bucket.matches.set(key, matches);
  }
  return matches;
}

/** Whether a term of the bucket answers the word with at least the `minimum` quality. */
export function bucketAnswers(bucket: Bucket, word: string, isPrefix: boolean, minimum: number): boolean {
  return bucketMatches(bucket, word, isPrefix).some(({quality}) => quality >= minimum);
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

/** The number of records a term is found in. */
function termFrequency(bucket: Bucket, term: number): number {
  const [title, context, content] = termPositions(bucket, term);
  return title.length + context.length + content.length;
}

/** The field that holds a record's own text: its heading, or for a block of text the text itself. */
function ownField(levels: Uint8Array, position: number): number {
  return levels[position] === 7 ? 2 : 0;
}

/**
 * Where a word that only narrows decodes the terms it has not decoded yet: it visits most of its
 * letter's records once, and keeping each of its terms decoded would only be garbage to collect.
 */
let narrowingPositions = new Int32Array(1024);

/**
 * Adds each record's best score for one query word to `scores` and sets the word's bit: in `found`;
 * in `clean` when a match needs no typo; in `exact` when the record's own text holds the word itself
 * (or another form of it, or with `typoIsExact` a typo of it); in `keywords` when a page title
 * record's keywords do. `best` is a zeroed scratch array, left zeroed. With `within`, only records
 * that already hold one of those words, or whose page title does, count.
 */
function addWordScores(
  shard: Shard,
  matches: TermMatch[],
  word: number,
  wordWeight: number,
  within = 0,
  typoIsExact = false,
): void {
  const {levels, ownWords, pageTitles, runs} = shard.layout;
  const {scores, found, exact, keywords, clean, best, runTouched, touchedRuns} = shard.scratch;
  const bit = 1 << word;
  const wordTouched: number[] = [];
  for (const {bucket, term, quality} of matches) {
    const weight = quality * wordWeight;
    const decoded = within === 0 ? termPositions(bucket, term) : bucket.positions[term];
    for (let field = 0; field < fieldBoosts.length; field += 1) {
      let positions: Int32Array;
      let count: number;
      if (decoded) {
        positions = decoded[field]!;
        count = positions.length;
      } else {
        const encoded = bucket.entries[term]![field + 1] as string;
        if (narrowingPositions.length < encoded.length) {
          narrowingPositions = new Int32Array(encoded.length * 2);
        }
        positions = narrowingPositions;
        count = decodePositionsInto(encoded, positions);
      }
      const fieldScore = fieldBoosts[field]! * weight;
      for (let i = 0; i < count; i += 1) {
        const position = positions[i]!;
        const foundBits = found[position]!;
        // A block of text also holds the words of its page's title (see rankShard).
        if (within !== 0 && (foundBits & within) === 0) {
          const pageTitle = pageTitles[position]!;
          if (levels[position] !== 7 || pageTitle < 0 || (found[pageTitle]! & within) === 0) {
            continue;
          }
        }
        // A word in a short heading says more about the record than in a long one, and a page's
        // title more than a section's heading.
        const score =
          field === 0
            ? (fieldScore * (levels[position] === 1 ? pageTitleBoost : 1)) /
              headingLengthPenalty(ownWords[position]!, 1)
            : fieldScore;
        if ((foundBits & bit) === 0) {
          const run = runs[position]!;
          if (runTouched[run] === 0) {
            runTouched[run] = 1;
            touchedRuns.push(run);
          }
          found[position] = foundBits | bit;
          wordTouched.push(position);
        }
        if (score > best[position]!) {
          best[position] = score;
        }
        if (quality > typoQuality) {
          clean[position]! |= bit;
        }
        if ((quality >= exactQuality || typoIsExact) && field === ownField(levels, position)) {
          exact[position]! |= bit;
        }
        // A page title record's text field holds the page's front matter keywords.
        if (quality >= exactQuality && field === 2 && levels[position] === 1) {
          keywords[position]! |= bit;
        }
      }
    }
  }
  for (const position of wordTouched) {
    scores[position] += best[position]!;
    best[position] = 0;
  }
}

/**
 * How much a joined pair of the query (`docusaurus.config`, `docs:version`) weighs, times its inverse
 * document frequency: as much as two words, so that a record that holds the pair as the query writes it
 * outranks one that holds its words apart. Chosen on the tuned judged set: 1 changed nothing; 2 and 4 gave
 * the same ranks.
 */
const joinedWeight = 2;

/**
 * Adds the pair's score (`weight` times its field's boost) to each record that holds a joined pair of
 * the query. Only records in which the query found words count: the pair's words are query words, and
 * the scratch arrays of other records are not cleared for the next query.
 */
function addJoinedScores(shard: Shard, bucket: Bucket, term: number, weight: number): void {
  const {found, scores} = shard.scratch;
  // A term is listed once per record, under its weightiest field (see `BucketEntry`).
  termPositions(bucket, term).forEach((positions, field) => {
    for (const position of positions) {
      if (found[position] !== 0) {
        scores[position] += fieldBoosts[field]! * weight;
      }
    }
  });
}

/**
 * A word in a short heading says more about the record than in a long one: a heading is weighed
 * down by `headingWordPenalty` for each of its words beyond the `matched` ones.
 */
const headingWordPenalty = 0.15;

function headingLengthPenalty(ownWords: number, matched: number): number {
  return 1 + headingWordPenalty * Math.max(0, ownWords - matched);
}

function bitCount(mask: number): number {
  let count = 0;
  for (let rest = mask; rest !== 0; rest &= rest - 1) {
    count += 1;
  }
  return count;
}

/** The index of a mask's lowest set bit: the query word it stands for. */
function lowestWord(mask: number): number {
  return 31 - Math.clz32(mask & -mask);
}

/**
 * A record whose own text is the query (a page titled "Swizzling" for "swizzle", the table cell that
 * defines `trailingSlash`) is the place that defines it: it outranks records that only mention it.
 * A page title weighs most; a block of text is lifted above the headings that only contain the
 * words, and a section heading that is the query (6 × 1.6) a little above such a block of text
 * (1 × 9), since a cell that holds the words as parts of an identifier (`disableDarkMode` for "dark
 * mode") also counts as one. Own text with more words than the query (a heading "docusaurus swizzle
 * [componentName]") gets the boost in proportion. A block of text defines a query of several plain words
 * only as the cell of an option's row or as the text that opens its page (the page's description): a
 * list item that reads "the sidebarCollapsible option of the docs plugin" holds "docs plugin options"
 * and defines none of it.
 *
 * The cell that names an option (its row's first) also counts the words of the section heading above
 * its table as its own, when it holds one of the query's words itself (`exactMask` includes them, see
 * rankShard): `--wrap` is defined under "docusaurus swizzle", so "swizzle --wrap" finds its row as the
 * place that defines it, not a guide that writes the two words side by side. Not every cell: the rows
 * under the heading `useDocusaurusContext` would each outrank the heading for its name. And for the
 * boost only, not as words the row holds: counted so, every row held the heading's words, and
 * questions lost.
 *
 * A page's front matter keywords are its author's word for what the page answers, so they count as
 * its title's own text here, on pages of full content weight (the docs, by default): a blog post or
 * a changelog entry lists what it talks about, not what it defines.
 */
const definitionBoosts = {title: 4, text: 9, heading: 1.6};

export function definitionBoost(
  {levels, ownWords: ownWordCounts, rows, runs, pageTitles}: Shard['layout'],
  position: number,
  exactMask: number,
  keywordMask: number,
  allWords: number,
  namesOneThing: boolean,
): number {
  const all = (1 << allWords) - 1;
  if (allWords === 0 || (exactMask | keywordMask) !== all) {
    return 1;
  }
  const level = levels[position];
  // A query of several plain words is defined by a block of text only in an option's row ("markdown
  // preprocessor": `preprocessor` under "Markdown") or in the text that opens a page, which speaks for it.
  const run = runs[position]!;
  const pageTitle = pageTitles[position]!;
  if (level === 7 && !namesOneThing && rows[run] !== 1 && !(pageTitle >= 0 && runs[pageTitle] === run)) {
    return 1;
  }
  const ownWords = ownWordCounts[position]!;
  const boost = level === 1 ? definitionBoosts.title : level === 7 ? definitionBoosts.text : definitionBoosts.heading;
  // A heading that is the query has no words beyond it: its words' length penalty is lifted. Not
  // when the page's keywords complete the query: the heading's own words may not be the query's.
  const lengthRelief =
    level === 7 || exactMask !== all ? 1 : headingLengthPenalty(ownWords, 1) / headingLengthPenalty(ownWords, allWords);
  return (1 + (boost - 1) * Math.min(1, allWords / ownWords)) * lengthRelief;
}

/** What the query decides once for every shard it ranks (see `rank`). */
type QueryRanking = {
  /** The words a record must hold (a mask by word index). */
  required: number;
  /** How many of the query's words are ranked (at most `maxWords`). */
  wordCount: number;
  /** How many required words a run's best record must hold to answer. */
  enough: number;
  ranked: FirstRanked;
  /** The required words written as identifiers. */
  identifiers: number;
  /** The words some record holds without a typo (see compareRanked). */
  spelled: number;
  /** See `definitionBoost`. */
  namesOneThing: boolean;
};

/**
 * The best record of each URL run of a shard, with the number of required words it contains and of
 * those among them in the `identifiers` mask (the words written as identifiers): a record's score is
 * its words' scores, times its definition boost, times its page's content weight.
 * A block of text that contains a required word of its own also counts the words of its page's
 * title record (title, section and keywords) and a share of that record's score, so that a
 * question whose words are split between a page's title and one of its paragraphs finds that page.
 * Only the runs in which the query found a record are visited, and scored only when they hold
 * `enough` required words (see `runWordCounts`; without counts, every run is). A candidate's score is
 * also raised by its page's breadth (see `pageBreadth`). Each run's candidate is offered to `ranked`;
 * returns how many there were.
 */
function rankShard(
  shard: Shard,
  runWords: Uint8Array | null,
  {required, wordCount, enough, ranked, identifiers, spelled, namesOneThing}: QueryRanking,
): number {
  const {order} = ranked;
  const {meta, layout, scratch} = shard;
  const {levels, runStarts, pageTitles} = layout;
  const {scores, found, exact, keywords, clean} = scratch;
  let candidates = 0;
  // Two objects filled for each record and each run, swapped when the record is the run's best so far: a
  // candidate is copied only when it is among the first.
  let probe: RankedCandidate = {
    shard,
    position: 0,
    score: 0,
    level: 0,
    words: 0,
    typos: 0,
    misread: 0,
    identifiers: 0,
  };
  let best: RankedCandidate = {...probe};
  const averageRun = shard.records / meta.urlRuns.length;
  const requiredCount = bitCount(required);
  // Counts exist only for queries of several required words, and so pages' answers (see pageBreadth and
  // pageFrequency).
  const pages = runWords ? pageAnswers(shard, required, runWords, enough) : null;
  const {touchedRuns} = scratch;
  for (let index = 0; index < touchedRuns.length; index += 1) {
    if (runWords && runWords[index]! < enough) {
      continue;
    }
    const run = touchedRuns[index]!;
    const runWeight = meta.runWeights[run] ?? 1;
    const runStart = runStarts[run]!;
    const runEnd = runStart + meta.urlRuns[run]!;
    best.words = 0;
    best.misread = 0;
    best.identifiers = 0;
    const row = rowWords(layout, found, run, runStart, runEnd, required);
    const rowHeading = layout.rowHeadings[run]!;
    const headingExact = rowHeading >= 0 && exact[runStart] !== 0 ? exact[rowHeading]! : 0;
    for (let position = runStart; position < runEnd; position += 1) {
      const wordMask = recordWords(layout, found, position, required, row);
      if (wordMask === 0) {
        continue;
      }
      const pageTitle = pageTitles[position]!;
      const inherits = pageTitle >= 0 && levels[position] === 7;
      probe.words = bitCount(wordMask);
      probe.identifiers = bitCount(wordMask & identifiers);
      // Fewer identifiers, or as many and fewer words than the best so far reads: it cannot win (see compareRanked;
      // for a question, only fewer identifiers, see compareByCoverage).
      if (
        probe.identifiers < best.identifiers ||
        (order === compareRanked && probe.identifiers === best.identifiers && probe.words < best.words - best.misread)
      ) {
        continue;
      }
      const cleanMask = inherits ? clean[position]! | clean[pageTitle]! : clean[position]!;
      probe.position = position;
      probe.score =
        scores[position]! *
          definitionBoost(
            layout,
            position,
            exact[position]! | (position === runStart ? headingExact : 0),
            runWeight >= 1 ? keywords[position]! : 0,
            wordCount,
            namesOneThing,
          ) +
        (inherits ? pageTitleShare * scores[pageTitle]! : 0);
      probe.level = levels[position]!;
      probe.typos = bitCount(wordMask & ~cleanMask);
      probe.misread = bitCount(wordMask & ~cleanMask & spelled);
      if (best.words === 0 || order(probe, best) < 0) {
        const beaten = best;
        best = probe;
        probe = beaten;
      }
    }
    if (best.words >= enough) {
      // Counted only for a section that answers: most sections of a shard hold none of the words.
      const title = pageTitles[runStart]!;
      const page = pages?.get(title);
      best.score *=
        runWeight *
        sectionFrequency(found, runStart, meta.urlRuns[run]!, required, averageRun) *
        pageBreadth(page, best.words, requiredCount) *
        pageFrequency(page, layout, title, required);
      ranked.offer(best);
      candidates += 1;
    }
  }
  return candidates;
}

/**
 * The required words that the cells of an option's row hold together (see `Shard.layout.rows`), which
 * each cell counts as its own: "navbar logo alt text" is the row of `navbar.logo.alt`, whose name and
 * description are two cells. None for a run that is not a row.
 */
function rowWords(
  {rows}: Shard['layout'],
  found: Uint32Array,
  run: number,
  runStart: number,
  runEnd: number,
  required: number,
): number {
  let words = 0;
  if (rows[run] === 1) {
    for (let cell = runStart; cell < runEnd; cell += 1) {
      words |= found[cell]! & required;
    }
  }
  return words;
}

/**
 * The required words a record holds, as a mask: none when it holds none of its own; a block of text
 * also holds its page title's (see rankShard), and a cell of an option's row the row's (`row`, from
 * `rowWords`).
 */
function recordWords(
  {levels, pageTitles}: Shard['layout'],
  found: Uint32Array,
  position: number,
  required: number,
  row: number,
): number {
  const own = found[position]! & required;
  if (own === 0) {
    return 0;
  }
  const pageTitle = pageTitles[position]!;
  return (pageTitle >= 0 && levels[position] === 7 ? own | (found[pageTitle]! & required) : own) | row;
}

/**
 * For each run in which the query found a record (in the order of `touchedRuns`), the most required
 * words one of its records holds: the words of the candidate the run gives (see rankShard), known
 * before any is scored.
 */
function runWordCounts({layout, scratch, meta}: Shard, required: number): Uint8Array {
  const {found, touchedRuns} = scratch;
  const counts = new Uint8Array(touchedRuns.length);
  touchedRuns.forEach((run, index) => {
    const runStart = layout.runStarts[run]!;
    const runEnd = runStart + meta.urlRuns[run]!;
    const row = rowWords(layout, found, run, runStart, runEnd, required);
    let most = 0;
    for (let position = runStart; position < runEnd; position += 1) {
      most = Math.max(most, bitCount(recordWords(layout, found, position, required, row)));
    }
    counts[index] = most;
  });
  return counts;
}

/**
 * The fewest required words a run must hold to answer (see `fewHits`): the most that any run holds,
 * or fewer, down to one, until at least `fewHits` runs answer. Without counts (one required word),
 * every run that holds the word answers.
 */
function enoughWords(runWords: (Uint8Array | null)[]): number {
  const runsHolding: number[] = [];
  for (const counts of runWords) {
    for (const words of counts ?? []) {
      runsHolding[words] = (runsHolding[words] ?? 0) + 1;
    }
  }
  let runs = 0;
  for (let words = runsHolding.length - 1; words > 1; words -= 1) {
    runs += runsHolding[words] ?? 0;
    if (runs >= fewHits) {
      return words;
    }
  }
  return 1;
}

/**
 * What a page answers of a query: the required words its records hold, how many of its sections answer,
 * and for each required word (by its bit's index) how many of its records hold it.
 */
type PageAnswer = {words: number; sections: number; counts: number[]};

/**
 * For each page (by the position of its title record) in which the query found a record: the required
 * words of all its records and how many records hold each, and its sections (URL runs) that hold `enough`
 * of them (`runWords`, see `runWordCounts`), the runs that give a candidate.
 */
function pageAnswers(
  {layout, scratch, meta}: Shard,
  required: number,
  runWords: Uint8Array,
  enough: number,
): Map<number, PageAnswer> {
  const pages = new Map<number, PageAnswer>();
  scratch.touchedRuns.forEach((run, index) => {
    const runStart = layout.runStarts[run]!;
    const title = layout.pageTitles[runStart]!;
    if (title < 0) {
      return;
    }
    const page = pages.get(title) ?? {words: 0, sections: 0, counts: []};
    for (let position = runStart; position < runStart + meta.urlRuns[run]!; position += 1) {
      const words = scratch.found[position]! & required;
      page.words |= words;
      for (let rest = words; rest !== 0; rest &= rest - 1) {
        const word = lowestWord(rest);
        page.counts[word] = (page.counts[word] ?? 0) + 1;
      }
    }
    if (runWords[index]! >= enough) {
      page.sections += 1;
    }
    pages.set(title, page);
  });
  return pages;
}

/**
 * Weights of a page's breadth (see `pageBreadth`). Chosen on the 2,922 read judged queries (MRR@10
 * 0.817 → 0.823; flat from 0.5 to 1 and from 0.1 to 0.4), then measured once on a set written after
 * (the twenty-eighth: no query changed rank).
 */
const pageBreadthWeights = {words: 0.5, sections: 0.2};

/**
 * How much more a section that holds only some of the query's words counts for the page around it:
 * for the words its page holds elsewhere, and for each other section of the page that answers too.
 * A question's words are often spread over the page that answers it, while a section of another page
 * that happens to hold as many is alone: "upload build folder static host" finds the deployment
 * guide's section on static hosts before the static assets guide's on large media. A section that
 * holds every word is not raised by its page's breadth, so that the one that defines a term ("dark
 * mode") stays before the sections of a page that mentions it often (its page's frequency of the words
 * still counts, see `pageFrequency`); and none is lifted over a section that holds more.
 */
function pageBreadth(page: PageAnswer | undefined, words: number, requiredCount: number): number {
  if (!page || words >= requiredCount) {
    return 1;
  }
  // The page's words include the section's, and its sections the section itself.
  const elsewhere = bitCount(page.words) - words;
  return (
    (1 + (pageBreadthWeights.words * elsewhere) / requiredCount) *
    (1 + pageBreadthWeights.sections * Math.log(page.sections))
  );
}

/** Clears the entries of the runs in which the last query found records (see `Shard.scratch`). */
function clearScratch({scratch, layout, meta}: Shard): void {
  const {scores, found, exact, keywords, clean, runTouched, touchedRuns} = scratch;
  for (const run of touchedRuns) {
    const start = layout.runStarts[run]!;
    const end = start + meta.urlRuns[run]!;
    for (let position = start; position < end; position += 1) {
      scores[position] = 0;
      found[position] = 0;
      exact[position] = 0;
      keywords[position] = 0;
      clean[position] = 0;
    }
    runTouched[run] = 0;
  }
  touchedRuns.length = 0;
}

/**
 * A frequency of a word, as BM25 counts it: saturating (k1), normalised by the length of what holds it
 * against the average (b), with BM25's usual constants. `frequencyWeight` is a section's frequencies'
 * share of its score, `pageFrequencyWeight` its page's. Chosen on the tuned judged set, then measured
 * once on the held-out one (bench/search.md); the page's, see `pageFrequency`.
 */
const bm25 = {k1: 1.2, b: 0.75};
const frequencyWeight = 0.5;
const pageFrequencyWeight = 0.5;

/**
 * 1 + `weight` × each required word's frequency (`counts` holds the records that hold each word, by its bit's
 * index), saturated and length-normalised as BM25 weighs a term's frequency, averaged over the words: the
 * factor of `sectionFrequency` and `pageFrequency`, whose records are `length` long against `average`.
 */
function frequencyFactor(
  required: number,
  counts: ArrayLike<number | undefined>,
  length: number,
  average: number,
  weight: number,
): number {
  const norm = bm25.k1 * (1 - bm25.b + (bm25.b * length) / average);
  let total = 0;
  let words = 0;
  for (let rest = required; rest !== 0; rest &= rest - 1) {
    const held = counts[lowestWord(rest)] ?? 0;
    total += held / (held + norm);
    words += 1;
  }
  return words === 0 ? 1 : 1 + weight * (total / words);
}

/** Each query word's count of the records of a section that hold it, kept between calls: one per candidate. */
const sectionCounts = new Int32Array(maxWords + 1);

/**
 * How much a section (a URL run: a page's title or a heading, and the blocks of text below it) is about
 * the query's words: for each required word, the number of its records that hold it (`frequencyFactor`).
 * A section that treats a topic outranks one that mentions it once, other things equal.
 */
function sectionFrequency(
  found: Uint32Array,
  runStart: number,
  runLength: number,
  required: number,
  averageRun: number,
): number {
  sectionCounts.fill(0);
  for (let position = runStart; position < runStart + runLength; position += 1) {
    for (let rest = found[position]! & required; rest !== 0; rest &= rest - 1) {
      sectionCounts[lowestWord(rest)] += 1;
    }
  }
  return frequencyFactor(required, sectionCounts, runLength, averageRun, frequencyWeight);
}

/**
 * How much a section's page is about the query's words, counted as `sectionFrequency` counts a section's
 * but over all the records of the page (`PageAnswer.counts`) and against the average page: a section
 * of the guide that treats a topic outranks one of a page that mentions the topic's words in passing, as
 * a web search engine weighs a passage by its document. Only for queries of several required words (no
 * `page` otherwise): a single word names one thing, which the page that defines it, a reference among
 * many options, need not repeat (with one-word queries too, MRR@10 0.9033 where chosen, against 0.9043).
 * On the tuned half and the judged sets up to the fourteenth (1,622 queries): MRR@10 0.9021 → 0.9043 (18
 * better, 8 worse); on the sets after them, 0.8495 → 0.8513 (20 better, 11 worse). Chosen from 0.25 to 2
 * (0.9028 to 0.9043, flat from 0.4 to 1); weighting the words by their IDF gained 0.0004 more; the
 * pages' breadth (`pageBreadth`) is still needed beside it (without it, 0.8991).
 */
function pageFrequency(
  page: PageAnswer | undefined,
  {pageRecords, averagePage}: Shard['layout'],
  title: number,
  required: number,
): number {
  if (!page) {
    return 1;
  }
  return frequencyFactor(required, page.counts, pageRecords[title]!, averagePage, pageFrequencyWeight);
}

/**
 * The required words a candidate contains, how many of them only through a typo, how many of those
 * the index also holds without one (`misread`: "the" for "theme" is another word, not a misspelling
 * the reader made), and how many of the words the query writes as identifiers (`ParsedQuery.identifiers`).
 */
export type RankedCandidate = Candidate & {words: number; typos: number; misread: number; identifiers: number};

/** An order of ranked candidates: `compareRanked`, or `compareByCoverage` for a question. */
export type RankOrder = (a: RankedCandidate, b: RankedCandidate) => number;

/**
 * More of the words the query writes as identifiers first, then more required words: in "why doesn't
 * postBuild run with npm start", the sections on `postBuild` come before those that hold "run", "npm"
 * and "start" only. A word is counted there only when the record holds it without a typo, or when
 * the reader misspelled it: for "difference between preset theme plugin", a section that says
 * "different" and "the" does not hold four of the words. Then more words with those counted too, and
 * as Algolia's first ranking criterion, fewer words matched only through a typo ("note" for "node"
 * comes after every page that says "node"); then the score.
 */
function compareRanked(a: RankedCandidate, b: RankedCandidate): number {
  return (
    b.identifiers - a.identifiers ||
    b.words - b.misread - (a.words - a.misread) ||
    b.words - a.words ||
    a.typos - b.typos ||
    b.score - a.score ||
    a.level - b.level ||
    a.shard.order - b.shard.order ||
    a.position - b.position
  );
}

/**
 * A question of many words (`questionWords`) rarely has a section that holds them all, and how many of
 * its words a section holds says less than which: in "does docusaurus pick up my .env file on its own or
 * do I have to load it myself", "docusaurus", "file" and "load" are in hundreds of sections, "env" in
 * twenty. Its candidates are ordered by score times the count of words they hold, cubed (a
 * coordination factor, as Lucene's classic similarity has), not by that count first, so that a section
 * holding the rare words can outrank one holding more of the common ones; and the sections holding one
 * word fewer than `enough` answer too. The words the query writes as identifiers still come first.
 * Chosen on all the judged sets (an exponent of 1 to 6, from 2 to 8 words, zero to three words fewer);
 * the first fourteen sets and the fourteen after gain alike, and the twenty-ninth, written after, gained
 * as much (MRR@10 0.789 → 0.820): bench/search.md.
 */
const questionWords = 4;
const coverageExponent = 3;

function compareByCoverage(a: RankedCandidate, b: RankedCandidate): number {
  return (
    b.identifiers - a.identifiers ||
    coveredScore(b) - coveredScore(a) ||
    a.level - b.level ||
    a.shard.order - b.shard.order ||
    a.position - b.position
  );
}

function coveredScore({score, words, misread}: RankedCandidate): number {
  return score * (words - misread) ** coverageExponent;
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
 * The first `limit` candidates offered, in ranked order: a query shows a page of hits out of thousands,
 * and keeping only those in order is what keeps a keystroke short on a large site. A candidate is
 * copied when it is kept, as rankShard reuses the object it offers.
 */
class FirstRanked {
  readonly first: RankedCandidate[] = [];

  constructor(
    private readonly limit: number,
    readonly order: RankOrder,
  ) {}

  offer(candidate: RankedCandidate): void {
    const {first, limit} = this;
    if (first.length === limit && (limit === 0 || this.order(candidate, first[limit - 1]!) >= 0)) {
      return;
    }
    if (limit === Infinity) {
      first.push({...candidate});
      return;
    }
    let low = 0;
    let high = first.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.order(first[middle]!, candidate) <= 0) {
        low = middle + 1;
      } else {
        high = middle;
      }
    }
    first.splice(low, 0, {...candidate});
    if (first.length > limit) {
      first.pop();
    }
  }

  ordered(): RankedCandidate[] {
    return this.limit === Infinity ? this.first.sort(this.order) : this.first;
  }
}

/**
 * Adds to both words of each neighbouring pair the terms that answer the compound they make
 * (`compoundPairs`): a record that writes "navbar" holds "nav" and "bar". After the words' weights
 * are counted, so a compound does not change how rare its words are. A compound counts as a
 * completion does, below the words themselves: as the words' own match, it outranked records that
 * hold them apart (the `colorMode` option above the section on colour modes for "system color mode").
 */
function addCompoundMatches(
  matchesPerShard: TermMatch[][][],
  opened: OpenShard[],
  parsed: ParsedQuery,
  wordCount: number,
): void {
  const pairs = compoundPairs(parsed).filter(({first}) => first + 1 < wordCount);
  matchesPerShard.forEach((shardMatches, i) => {
    for (const {first, compound} of pairs) {
      const bucket = opened[i]!.buckets[first];
      if (bucket) {
        const matches = bucketMatches(bucket, compound, isPrefixWord(parsed, first + 1), true);
        shardMatches[first] = [...shardMatches[first]!, ...matches];
        shardMatches[first + 1] = [...shardMatches[first + 1]!, ...matches];
      }
    }
  });
}

/**
 * Ranks the records of every shard searched. A word found in fewer records weighs more (inverse
 * document frequency, counted over all the shards searched); all the forms, completions and typo
 * variants of a word weigh the same, so that a rare variant does not outrank the word itself.
 * The records that contain the most required words answer; with advanced syntax (phrases,
 * exclusions) every word is required, as the reader asked for exactly that. Returns the first
 * `limit` of them in order, how many answer in each shard, whether the first holds every required word,
 * the order they are in, and the required words (a mask of the query's words by index).
 */
export function rank(
  opened: OpenShard[],
  parsed: ParsedQuery,
  limit = Infinity,
): {candidates: RankedCandidate[]; totals: number[]; complete: boolean; order: RankOrder; required: number} {
  const wordCount = Math.min(parsed.words.length, maxWords);
  const matchesPerShard = opened.map(({buckets}) =>
    parsed.words
      .slice(0, wordCount)
      .map((word, index) => (buckets[index] ? bucketMatches(buckets[index], word, isPrefixWord(parsed, index)) : [])),
  );
  const strict = parsed.phrases.length > 0 || parsed.excluded.length > 0;
  const records = opened.reduce((sum, {shard}) => sum + shard.records, 0);
  const wordWeights = Array.from({length: wordCount}, (_, word) => {
    // A word that every term of a bucket answers (a letter being typed) is found as often as the bucket.
    const frequency = matchesPerShard.reduce((sum, shardMatches) => {
      const matches = shardMatches[word]!;
      const bucket = matches[0]?.bucket;
      return (
        sum +
        (bucket && matches.length === bucket.entries.length
          ? bucket.frequency
          : matches.reduce((total, match) => total + termFrequency(match.bucket, match.term), 0))
      );
    }, 0);
    return wordWeight(records, frequency);
  });
  if (!strict) {
    addCompoundMatches(matchesPerShard, opened, parsed, wordCount);
  }
  // Each joined pair's term in each shard (-1: none), and its weight over all the shards searched.
  const joinedTerms = opened.map(({joinedBuckets}) =>
    parsed.joined.map((pair, index) => joinedBuckets[index]?.entries.findIndex(([term]) => term === pair) ?? -1),
  );
  const joinedWeights = parsed.joined.map((_, pair) => {
    const frequency = opened.reduce((sum, {joinedBuckets}, i) => {
      const term = joinedTerms[i]![pair]!;
      return term < 0 ? sum : sum + termFrequency(joinedBuckets[pair]!, term);
    }, 0);
    return joinedWeight * wordWeight(records, frequency);
  });
  // A lone word that only typos answer ("onBrokenAnkors") still names what the reader looks for: its
  // typos count as the word itself for the definition boost, so the option's row comes before the
  // sections that mention the option. Not beside other words, which tell the records apart themselves.
  const loneMisspelling =
    wordCount === 1 &&
    matchesPerShard.some((shardMatches) => shardMatches[0]!.length > 0) &&
    matchesPerShard.every((shardMatches) => shardMatches[0]!.every(({quality}) => quality <= typoQuality));
  const required = strict ? (1 << wordCount) - 1 : requiredMask(parsed, wordCount);
  const requiredWords = bitCount(required);

  // A one-letter word being typed after others starts thousands of terms, found in most records: it
  // only narrows what the other required words found, and costs no more than they do.
  const last = wordCount - 1;
  const othersRequired = required & ~(1 << last);
  const narrowsOnly =
    last > 0 && isPrefixWord(parsed, last) && parsed.words[last]!.length === 1 && othersRequired !== 0;
  // Counting each run's words first lets rankShard skip the runs that cannot be shown; with one
  // required word, every run that holds it can.
  const runWords = opened.map(({shard}, i) => {
    clearScratch(shard);
    matchesPerShard[i]!.forEach((matches, word) =>
      addWordScores(
        shard,
        matches,
        word,
        required & (1 << word) ? wordWeights[word]! : 0,
        narrowsOnly && word === last ? othersRequired : 0,
        loneMisspelling,
      ),
    );
    joinedTerms[i]!.forEach((term, pair) => {
      if (term >= 0) {
        addJoinedScores(shard, opened[i]!.joinedBuckets[pair]!, term, joinedWeights[pair]!);
      }
    });
    return requiredWords > 1 ? runWordCounts(shard, required) : null;
  });
  // Each run gives one candidate, with its run's count of words.
  const byCoverage = !strict && requiredWords >= questionWords;
  const enough = strict ? Math.max(1, requiredWords) : Math.max(1, enoughWords(runWords) - (byCoverage ? 1 : 0));
  const ranked = new FirstRanked(limit, byCoverage ? compareByCoverage : compareRanked);
  const identifiers = parsed.words
    .slice(0, wordCount)
    .reduce((mask, word, index) => (parsed.identifiers.includes(word) ? mask | (1 << index) : mask), 0);
  // One word, or words written as an identifier, a flag, a path or a version (see `definitionBoost`).
  const namesOneThing = wordCount === 1 || identifiers !== 0 || parsed.joined.length > 0;
  // The words some record holds without a typo: for them, a typo variant is another word (see compareRanked).
  const spelled = matchesPerShard.reduce(
    (mask, shardMatches) =>
      shardMatches.reduce(
        (wordMask, matches, word) =>
          matches.some(({quality}) => quality > typoQuality) ? wordMask | (1 << word) : wordMask,
        mask,
      ),
    0,
  );
  const query: QueryRanking = {
    required,
    wordCount,
    enough,
    ranked,
    identifiers: identifiers & required,
    spelled,
    namesOneThing,
  };
  const totals = opened.map(({shard}, i) => rankShard(shard, runWords[i] ?? null, query));
  const candidates = ranked.ordered();
  return {
    candidates,
    totals,
    complete: candidates[0]?.words === requiredWords,
    order: ranked.order,
    required,
  };
}

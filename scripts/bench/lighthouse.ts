/** Lighthouse scores and metrics of pages, desktop and mobile, as medians over several runs. */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, {desktopConfig, type Flags} from 'lighthouse';
import {chromiumArgs, chromiumPath} from '../chromium';
import {loadAverage, log} from './log';
import {median} from './pageLoad';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof categories)[number];
type FormFactor = 'desktop' | 'mobile';

/** A category's score out of 100; null when Lighthouse could not score it. */
type Score = number | null;

/** The categories other than performance, from the one dark-mode run. */
export type CategoryScores = Partial<Record<Category, Score>> & {failedAudits: string[]};

/** A form factor's medians over the runs, with the worst run's layout shift and what moved in it. */
export type FormFactorScores = Record<Category, number> & {
  performanceRuns: Score[];
  lcpMs: number;
  tbtMs: number;
  cls: number;
  shiftedElements: string[];
  failedAudits: string[];
};

export type LighthousePage = {path: string; desktop: FormFactorScores; mobile: FormFactorScores};

type DarkModeScores = {desktopDark: CategoryScores; mobileDark: CategoryScores};

export type LighthousePageWithDarkMode = LighthousePage & DarkModeScores;

export type LighthouseResult<Page extends LighthousePage = LighthousePage> = {
  date: string;
  lighthouseVersion: string;
  runs: number;
  warmupRuns: number;
  loadAverage: number[];
  pages: Page[];
};

type LighthouseRun = {
  scores: Partial<Record<Category, Score>>;
  metrics: {lcpMs: number; tbtMs: number; cls: number};
  shiftedElements: string[];
  failedAudits: string[];
};

/** An element that moved, as the layout-shifts audit lists it. */
type ShiftItem = {node?: {selector?: string}; score: number};

async function lighthouseRun(
  chromePort: number,
  url: string,
  formFactor: FormFactor,
  onlyCategories: readonly Category[],
): Promise<LighthouseRun> {
  const config = formFactor === 'desktop' ? desktopConfig : undefined;
  const flags: Flags = {port: chromePort, output: 'json', logLevel: 'error', onlyCategories: [...onlyCategories]};
  const result = await lighthouse(url, flags, config);
  if (!result) {
    throw new Error(`Lighthouse returned no result for ${url}.`);
  }
  const {lhr} = result;
  const scores = Object.fromEntries(
    onlyCategories.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, score == null ? null : Math.round(score * 100)];
    }),
  );
  const failedAudits = onlyCategories
    .filter((id) => id !== 'performance')
    .flatMap((id) => lhr.categories[id].auditRefs)
    .filter((ref) => {
      const score = lhr.audits[ref.id].score;
      return ref.weight > 0 && score !== null && score < 1;
    })
    .map((ref) => ref.id);
  // A missing metric counts as 0, as Math.round(null) did.
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? 0;
  const metrics = {
    lcpMs: Math.round(metric('largest-contentful-paint')),
    tbtMs: Math.round(metric('total-blocking-time')),
    // Four places: Lighthouse shows 0.0001 as 0, and the goal is no shift at all.
    cls: Math.round(metric('cumulative-layout-shift') * 10000) / 10000,
  };
  // What moved, so that a shift seen in one run of many can be traced to its element.
  const shiftDetails = lhr.audits['layout-shifts']?.details;
  const shiftItems = shiftDetails?.type === 'table' ? (shiftDetails.items as unknown as ShiftItem[]) : [];
  const shiftedElements = shiftItems.map(
    (item) => `${item.node?.selector ?? '(removed element)'}: ${item.score.toFixed(4)}`,
  );
  return {scores, metrics, shiftedElements, failedAudits: [...new Set(failedAudits)]};
}

type LighthouseOptions = {
  /** Adds one dark-mode run of the categories other than performance. */
  withDarkMode: boolean;
  /** Runs per page and form factor, of which the medians are kept. */
  runs: number;
  /** Runs thrown away first, per page and form factor. */
  warmupRuns: number;
};

/** One page in one form factor: warm-up runs, the measured runs, and a dark-mode run if asked for. */
async function measureFormFactor(
  chromePort: number,
  origin: string,
  pagePath: string,
  formFactor: FormFactor,
  {withDarkMode, runs, warmupRuns}: LighthouseOptions,
): Promise<{scores: FormFactorScores; dark?: CategoryScores}> {
  for (let i = 0; i < warmupRuns; i++) {
    await lighthouseRun(chromePort, origin + pagePath, formFactor, ['performance']);
  }
  const samples: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) {
    samples.push(await lighthouseRun(chromePort, origin + pagePath, formFactor, categories));
  }
  const worstShiftRun = samples.reduce((worst, s) => (s.metrics.cls > worst.metrics.cls ? s : worst));
  // A category that Lighthouse could not score in a run counts as 0.
  const medianScore = (id: Category) => median(samples.map((s) => s.scores[id] ?? 0));
  const scores: FormFactorScores = {
    performance: medianScore('performance'),
    accessibility: medianScore('accessibility'),
    'best-practices': medianScore('best-practices'),
    seo: medianScore('seo'),
    performanceRuns: samples.map((s) => s.scores.performance ?? null),
    lcpMs: median(samples.map((s) => s.metrics.lcpMs)),
    tbtMs: median(samples.map((s) => s.metrics.tbtMs)),
    // The worst run, with what moved in it: the goal is no shift at all.
    cls: worstShiftRun.metrics.cls,
    shiftedElements: worstShiftRun.shiftedElements,
    failedAudits: [...new Set(samples.flatMap((s) => s.failedAudits))],
  };
  log(`${origin}${pagePath} ${formFactor}: ${JSON.stringify(scores)}`);
  if (!withDarkMode) {
    return {scores};
  }
  // Scores other than performance do not vary between runs: one dark-mode run checks them.
  const darkUrl = `${origin}${pagePath}${pagePath.includes('?') ? '&' : '?'}docusaurus-theme=dark`;
  const dark = await lighthouseRun(chromePort, darkUrl, formFactor, categories.slice(1));
  log(`${origin}${pagePath} ${formFactor} dark: ${JSON.stringify(dark.scores)}`);
  return {scores, dark: {...dark.scores, failedAudits: dark.failedAudits}};
}

/** Lighthouse on each of `paths` on `origin`, desktop then mobile. */
export function measureLighthouse(
  origin: string,
  paths: string[],
  options: LighthouseOptions & {withDarkMode: true},
): Promise<LighthouseResult<LighthousePageWithDarkMode>>;
export function measureLighthouse(
  origin: string,
  paths: string[],
  options: LighthouseOptions & {withDarkMode: false},
): Promise<LighthouseResult>;
export async function measureLighthouse(
  origin: string,
  paths: string[],
  options: LighthouseOptions,
): Promise<LighthouseResult<LighthousePage & Partial<DarkModeScores>>> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs, '--disable-dev-shm-usage'],
  });
  const pages: (LighthousePage & Partial<DarkModeScores>)[] = [];
  try {
    for (const pagePath of paths) {
      const desktop = await measureFormFactor(chrome.port, origin, pagePath, 'desktop', options);
      const mobile = await measureFormFactor(chrome.port, origin, pagePath, 'mobile', options);
      // Without dark mode the dark entries are undefined, which JSON leaves out.
      pages.push({
        path: pagePath,
        desktop: desktop.scores,
        desktopDark: desktop.dark,
        mobile: mobile.scores,
        mobileDark: mobile.dark,
      });
    }
  } finally {
    chrome.kill();
  }
  return {
    date: new Date().toISOString(),
    lighthouseVersion: '12.8.2',
    runs: options.runs,
    warmupRuns: options.warmupRuns,
    loadAverage: loadAverage(),
    pages,
  };
}

/**
 * Issue 18's page budgets, measured with Lighthouse (the pinned lighthouse@12.2.3, Debian's Chromium,
 * the default mobile preset: simulated slow 4G and 4× CPU slowdown): performance ≥ 95, total
 * blocking time ≤ 200 ms, accessibility 100, best practices 100, and LCP ≤ 1.3× the minimal React
 * page's in the same run. Each page is run 3 times in a fresh Chromium; the median run is the one
 * Lighthouse's own `computeMedianRun` picks (nearest the median FCP and TTI), and its JSON is kept.
 *
 * The figures, verdicts and report lines are pure functions of Lighthouse's result (tested beside);
 * `measureLighthouse` runs the browser.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumLaunchOptions } from '../chromium';
import { type QuietReading, quietSummary, waitForQuiet } from './quiet';

/** The part of a Lighthouse result (LH.Result) the figures are read from. */
export interface LighthouseResult {
  lighthouseVersion: string;
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: ReadonlyArray<{ id: string }> } | undefined>;
  audits: Record<
    string,
    { score: number | null; scoreDisplayMode: string; numericValue?: number; title?: string } | undefined
  >;
}

export interface LighthousePage {
  name: string;
  url: string;
}

export interface PageFigures {
  name: string;
  url: string;
  /** Category scores, 0–100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  mainThreadMs: number;
  /** The performance score of every valid run, in run order (the median run is one of them). */
  runScores: number[];
  /** Runs that failed or missed FCP/TTI, left out of the median. */
  invalidRuns: number;
  /** Audits below 0.9 of the median run, per category (informative and not-applicable ones left out). */
  failingAudits: Record<string, string[]>;
  /** The median run's JSON. */
  jsonPath: string;
}

/** A page that could not be measured at all (every run failed). */
export interface PageFailure {
  name: string;
  url: string;
  error: string;
}

export const LIGHTHOUSE_BUDGETS = {
  performance: 95,
  tbtMs: 200,
  accessibility: 100,
  bestPractices: 100,
  lcpRatio: 1.3,
} as const;

export const LIGHTHOUSE_CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

const score = (result: LighthouseResult, category: string) =>
  Math.round((result.categories[category]?.score ?? Number.NaN) * 100);
const numeric = (result: LighthouseResult, audit: string) => result.audits[audit]?.numericValue ?? Number.NaN;

/** Display modes without a pass or fail: never reasons for a page over budget. */
const UNSCORED = new Set(['informative', 'notApplicable', 'manual']);

/** The median run's audits under 0.9, per category, in the category's order. */
export const failingAuditsOf = (result: LighthouseResult): Record<string, string[]> =>
  Object.fromEntries(
    LIGHTHOUSE_CATEGORIES.map((category) => [
      category,
      (result.categories[category]?.auditRefs ?? [])
        .map((ref) => ({ id: ref.id, audit: result.audits[ref.id] }))
        .filter(
          ({ audit }) =>
            audit !== undefined &&
            !UNSCORED.has(audit.scoreDisplayMode) &&
            audit.score !== null &&
            audit.score < 0.9,
        )
        .map(({ id }) => id),
    ]),
  );

/** The figures of a page from its median run (and the performance scores of all its runs). */
export const figuresOf = (
  page: LighthousePage,
  median: LighthouseResult,
  runs: readonly LighthouseResult[],
  extra: { invalidRuns: number; jsonPath: string },
): PageFigures => ({
  name: page.name,
  url: page.url,
  performance: score(median, 'performance'),
  accessibility: score(median, 'accessibility'),
  bestPractices: score(median, 'best-practices'),
  fcpMs: numeric(median, 'first-contentful-paint'),
  lcpMs: numeric(median, 'largest-contentful-paint'),
  tbtMs: numeric(median, 'total-blocking-time'),
  cls: numeric(median, 'cumulative-layout-shift'),
  mainThreadMs: numeric(median, 'mainthread-work-breakdown'),
  runScores: runs.map((run) => score(run, 'performance')),
  invalidRuns: extra.invalidRuns,
  failingAudits: failingAuditsOf(median),
  jsonPath: extra.jsonPath,
});

export interface LighthouseVerdicts {
  performance: boolean;
  tbt: boolean;
  accessibility: boolean;
  bestPractices: boolean;
  lcpRatio: boolean;
}

/** LCP ÷ the minimal page's LCP in the same run. */
export const lcpRatioOf = (page: Pick<PageFigures, 'lcpMs'>, minimalLcpMs: number) =>
  page.lcpMs / minimalLcpMs;

/** Each budget of the issue: true when the page is within it (a missing figure never is). */
export const verdictsOf = (page: PageFigures, minimalLcpMs: number): LighthouseVerdicts => ({
  performance: page.performance >= LIGHTHOUSE_BUDGETS.performance,
  tbt: page.tbtMs <= LIGHTHOUSE_BUDGETS.tbtMs,
  accessibility: page.accessibility >= LIGHTHOUSE_BUDGETS.accessibility,
  bestPractices: page.bestPractices >= LIGHTHOUSE_BUDGETS.bestPractices,
  lcpRatio: lcpRatioOf(page, minimalLcpMs) <= LIGHTHOUSE_BUDGETS.lcpRatio,
});

export const withinAll = (verdicts: LighthouseVerdicts) => Object.values(verdicts).every(Boolean);

const verdict = (within: boolean) => (within ? 'within' : 'OVER');
const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : '—');
const millis = (ms: number) => (Number.isFinite(ms) ? `${Math.round(ms).toLocaleString('en-US')} ms` : '—');
const plain = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '—');

export interface LighthouseSection {
  /** The minimal React page first, then the product's pages. */
  pages: ReadonlyArray<PageFigures | PageFailure>;
  lighthouseVersion: string;
  browser: string;
  /** `os.loadavg()` (1, 5, 15 min) before and after the section. */
  loadBefore: readonly number[];
  loadAfter: readonly number[];
  /** How busy the machine was as each run began (`waitForQuiet`). */
  quiet: readonly QuietReading[];
  /** Things that make the figures doubtful (another build over this one…). */
  warnings: readonly string[];
}

const isFailure = (page: PageFigures | PageFailure): page is PageFailure => 'error' in page;

/** `[1.2, 3.4, 5.6]` → `1.20 / 3.40 / 5.60`. */
export const loadText = (load: readonly number[]) => load.map((value) => value.toFixed(2)).join(' / ');

/** The report's Lighthouse section: method, the table (verdicts beside the budgeted figures), why pages are over. */
export const lighthouseReportLines = (section: LighthouseSection): string[] => {
  const [minimal] = section.pages;
  const minimalLcp = minimal && !isFailure(minimal) ? minimal.lcpMs : Number.NaN;
  const rows = section.pages.map((page, index) => {
    if (isFailure(page)) {
      return `| ${page.name} | not measured: ${page.error.replaceAll('|', '/').replaceAll('\n', ' ')} |${' |'.repeat(9)}`;
    }
    const isBaseline = index === 0;
    const v = verdictsOf(page, minimalLcp);
    const mark = (text: string, within: boolean) => (isBaseline ? text : `${text} ${verdict(within)}`);
    return (
      `| ${page.name} | ${mark(plain(page.performance), v.performance)} | ${mark(plain(page.accessibility), v.accessibility)} ` +
      `| ${mark(plain(page.bestPractices), v.bestPractices)} | ${seconds(page.fcpMs)} | ${seconds(page.lcpMs)} ` +
      `| ${mark(millis(page.tbtMs), v.tbt)} | ${plain(page.cls, 3)} | ${seconds(page.mainThreadMs)} ` +
      `| ${mark(`${plain(lcpRatioOf(page, minimalLcp), 2)}×`, v.lcpRatio)} ` +
      `| ${page.runScores.join(' / ')}${page.invalidRuns ? ` (${page.invalidRuns} failed)` : ''} |`
    );
  });
  const over = section.pages
    .slice(1)
    .filter((page): page is PageFigures => !isFailure(page) && !withinAll(verdictsOf(page, minimalLcp)));
  return [
    `## Lighthouse, mobile (budget: performance ≥ ${LIGHTHOUSE_BUDGETS.performance}, TBT ≤ ${LIGHTHOUSE_BUDGETS.tbtMs} ms, accessibility ${LIGHTHOUSE_BUDGETS.accessibility}, best practices ${LIGHTHOUSE_BUDGETS.bestPractices}, LCP ≤ ${LIGHTHOUSE_BUDGETS.lcpRatio}× the minimal page)`,
    '',
    `Lighthouse ${section.lighthouseVersion} in ${section.browser}, its default mobile preset (simulated slow 4G, ` +
      '4× CPU slowdown), categories performance, accessibility and best practices; each page 3 times in a fresh ' +
      'browser, the median run chosen by Lighthouse’s `computeMedianRun` (nearest the median FCP and TTI). The ' +
      'product as `PLIE_DASHBOARD=build npm start` serves it (fresh demo data); the minimal React 19 page built ' +
      'with the same Vite in this run and served by the same preview server (gzip, no-cache); the example studio ' +
      'site on an origin of its own, its widgets gzipped as CloudFront serves `/embed/*`. Simulated throttling ' +
      'scales what this machine measured: its load average (1 / 5 / 15 min) was ' +
      `${loadText(section.loadBefore)} before and ${loadText(section.loadAfter)} after (2 cores). ` +
      quietSummary(section.quiet),
    ...section.warnings.map((warning) => `\n**Warning:** ${warning}`),
    '',
    '| page | performance | accessibility | best practices | FCP | LCP | TBT | CLS | main-thread work | LCP ÷ minimal | performance of the runs |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    ...(over.length
      ? [
          'Audits under 0.9 in the median run of each page over budget (ids as in the Lighthouse JSON):',
          '',
          ...over.map((page) => {
            const failing = Object.entries(page.failingAudits)
              .filter(([, ids]) => ids.length)
              .map(([category, ids]) => `${category}: ${ids.map((id) => `\`${id}\``).join(', ')}`);
            return `- ${page.name}: ${failing.join('; ') || 'none under 0.9 (over on a figure only)'}`;
          }),
          '',
        ]
      : []),
    'The median runs’ JSON (open in the Lighthouse viewer):',
    '',
    ...section.pages
      .filter((page): page is PageFigures => !isFailure(page))
      .map((page) => `- ${page.name}: \`${page.jsonPath}\``),
    '',
  ];
};

/**
 * `Chromium 131.0.6778.85 built on Debian…` (`chromium --version`) → `Chromium 131.0.6778.85`. The
 * user agent Lighthouse records has only the major version (`HeadlessChrome/131.0.0.0`).
 */
export const browserOf = (versionLine: string) =>
  /^(\S+ [\d.]+)/.exec(versionLine.trim())?.[1] ?? (versionLine.trim() || 'Chromium');

const browserVersion = () => {
  try {
    return browserOf(
      execFileSync(chromiumLaunchOptions.executablePath, ['--version'], {
        encoding: 'utf8',
        // Debian's wrapper script complains on stderr about its own memory check: not ours to show.
        stdio: ['ignore', 'pipe', 'ignore'],
      }),
    );
  } catch {
    return 'Chromium';
  }
};

/** A file name for a page: `/schedule?country=PL` → `schedule-country-pl`. */
export const slugOf = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'page';

/** One Lighthouse run of `url` in a Chromium of its own (as the CLI runs it). */
const runOnce = async (url: string): Promise<LighthouseResult> => {
  const { launch } = await import('chrome-launcher');
  const lighthouse = (await import('lighthouse')).default;
  const chrome = await launch({
    chromePath: chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...LIGHTHOUSE_CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return result.lhr as unknown as LighthouseResult;
  } finally {
    chrome.kill();
  }
};

/** Runs of a page that count: no runtime error, an FCP and a TTI (Lighthouse's `filterToValidRuns`). */
const validRuns = async (runs: LighthouseResult[]): Promise<LighthouseResult[]> => {
  const { filterToValidRuns } = await import('lighthouse/core/lib/median-run.js');
  type Runs = Parameters<typeof filterToValidRuns>[0];
  return filterToValidRuns(
    runs.filter((run) => !run.runtimeError) as unknown as Runs,
  ) as unknown as LighthouseResult[];
};

/**
 * Each page `runs` times, one after another (never two browsers at once: they would share 2 cores),
 * each run on a quiet machine (`waitForQuiet`). The median run's JSON goes to `outDir`. A page whose
 * every run failed is reported, not thrown.
 */
export const measureLighthouse = async (
  pages: readonly LighthousePage[],
  {
    outDir,
    runs = 3,
    log = console.log,
    quiet = waitForQuiet,
  }: { outDir: string; runs?: number; log?: (line: string) => void; quiet?: () => Promise<QuietReading> },
): Promise<{
  pages: Array<PageFigures | PageFailure>;
  lighthouseVersion: string;
  browser: string;
  quiet: QuietReading[];
}> => {
  const { computeMedianRun } = await import('lighthouse/core/lib/median-run.js');
  mkdirSync(outDir, { recursive: true });
  const measured: Array<PageFigures | PageFailure> = [];
  const readings: QuietReading[] = [];
  let lighthouseVersion = '';
  const browser = browserVersion();
  for (const page of pages) {
    const results: LighthouseResult[] = [];
    const errors: string[] = [];
    for (let run = 0; run < runs; run++) {
      try {
        readings.push(await quiet());
        results.push(await runOnce(page.url));
      } catch (error) {
        errors.push(error instanceof Error ? error.message : String(error));
      }
    }
    const valid = await validRuns(results);
    if (!valid.length) {
      const reason =
        results.find((run) => run.runtimeError)?.runtimeError?.message ?? errors[0] ?? 'no valid run';
      log(`  ${page.name}: not measured (${reason})`);
      measured.push({ name: page.name, url: page.url, error: reason });
      continue;
    }
    const median = computeMedianRun(
      valid as unknown as Parameters<typeof computeMedianRun>[0],
    ) as unknown as LighthouseResult;
    const jsonPath = join(outDir, `${String(measured.length).padStart(2, '0')}-${slugOf(page.name)}.json`);
    writeFileSync(jsonPath, JSON.stringify(median));
    lighthouseVersion = median.lighthouseVersion;
    const figures = figuresOf(page, median, valid, { invalidRuns: runs - valid.length, jsonPath });
    log(
      `  ${page.name}: performance ${figures.performance} (runs ${figures.runScores.join(' / ')}), ` +
        `LCP ${seconds(figures.lcpMs)}, TBT ${millis(figures.tbtMs)} → ${jsonPath}`,
    );
    measured.push(figures);
  }
  return { pages: measured, lighthouseVersion, browser, quiet: readings };
};

import { describe, expect, it } from 'vitest';
import {
  browserOf,
  failingAuditsOf,
  figuresOf,
  type LighthouseResult,
  lighthouseReportLines,
  type PageFigures,
  slugOf,
  verdictsOf,
  withinAll,
} from './lighthouse';

/** A Lighthouse result with these category scores (0–1), metrics (ms) and failing audits. */
const result = ({
  performance = 0.99,
  accessibility = 1,
  bestPractices = 1,
  lcp = 1800,
  tbt = 0,
  audits = {},
}: {
  performance?: number;
  accessibility?: number;
  bestPractices?: number;
  lcp?: number;
  tbt?: number;
  audits?: LighthouseResult['audits'];
} = {}): LighthouseResult => ({
  lighthouseVersion: '12.2.3',
  categories: {
    performance: {
      score: performance,
      auditRefs: [
        { id: 'largest-contentful-paint' },
        { id: 'total-blocking-time' },
        { id: 'bootup-time' },
        { id: 'diagnostics' },
      ],
    },
    accessibility: { score: accessibility, auditRefs: [{ id: 'color-contrast' }, { id: 'video-caption' }] },
    'best-practices': { score: bestPractices, auditRefs: [{ id: 'errors-in-console' }] },
  },
  audits: {
    'first-contentful-paint': { score: 1, scoreDisplayMode: 'numeric', numericValue: 900 },
    'largest-contentful-paint': {
      score: lcp > 2500 ? 0.5 : 1,
      scoreDisplayMode: 'numeric',
      numericValue: lcp,
    },
    'total-blocking-time': { score: tbt > 200 ? 0.3 : 1, scoreDisplayMode: 'numeric', numericValue: tbt },
    'cumulative-layout-shift': { score: 1, scoreDisplayMode: 'numeric', numericValue: 0.012 },
    'mainthread-work-breakdown': { score: 1, scoreDisplayMode: 'numeric', numericValue: 3000 },
    'bootup-time': { score: 1, scoreDisplayMode: 'numeric', numericValue: 100 },
    diagnostics: { score: null, scoreDisplayMode: 'informative' },
    'color-contrast': { score: 1, scoreDisplayMode: 'binary' },
    'video-caption': { score: null, scoreDisplayMode: 'notApplicable' },
    'errors-in-console': { score: 1, scoreDisplayMode: 'binary' },
    ...audits,
  },
});

const page = { name: '`/schedule`', url: 'http://127.0.0.1:1/schedule' };
const figures = (median: LighthouseResult, runs = [median]): PageFigures =>
  figuresOf(page, median, runs, { invalidRuns: 0, jsonPath: '/tmp/x.json' });

describe('Lighthouse figures', () => {
  it('reads the scores as 0–100 and the metrics from the median run, and every run’s performance', () => {
    const median = result({ performance: 0.78, lcp: 3200, tbt: 400 });
    const read = figures(median, [result({ performance: 0.8 }), median, result({ performance: 0.75 })]);
    expect(read).toMatchObject({
      performance: 78,
      accessibility: 100,
      bestPractices: 100,
      fcpMs: 900,
      lcpMs: 3200,
      tbtMs: 400,
      cls: 0.012,
      mainThreadMs: 3000,
      runScores: [80, 78, 75],
    });
  });

  it('lists the audits under 0.9 per category, leaving out informative and not-applicable ones', () => {
    const failing = failingAuditsOf(
      result({
        tbt: 900,
        audits: {
          'color-contrast': { score: 0, scoreDisplayMode: 'binary' },
          diagnostics: { score: 0, scoreDisplayMode: 'informative' },
          'video-caption': { score: 0, scoreDisplayMode: 'notApplicable' },
          'bootup-time': { score: 0.89, scoreDisplayMode: 'numeric', numericValue: 2000 },
        },
      }),
    );
    expect(failing).toEqual({
      performance: ['total-blocking-time', 'bootup-time'],
      accessibility: ['color-contrast'],
      'best-practices': [],
    });
  });
});

describe('Lighthouse budgets', () => {
  it('holds a page at the limits of every budget within them', () => {
    const atLimits = figures(result({ performance: 0.95, lcp: 1300, tbt: 200 }));
    expect(verdictsOf(atLimits, 1000)).toEqual({
      performance: true,
      tbt: true,
      accessibility: true,
      bestPractices: true,
      lcpRatio: true,
    });
    expect(withinAll(verdictsOf(atLimits, 1000))).toBe(true);
  });

  it('puts a page just past each budget over it', () => {
    const past = figures(
      result({ performance: 0.94, accessibility: 0.99, bestPractices: 0.96, lcp: 1301, tbt: 201 }),
    );
    expect(verdictsOf(past, 1000)).toEqual({
      performance: false,
      tbt: false,
      accessibility: false,
      bestPractices: false,
      lcpRatio: false,
    });
  });

  it('never holds a missing figure within a budget', () => {
    const missing = figures(result({ audits: { 'total-blocking-time': undefined } }));
    expect(verdictsOf(missing, 1000).tbt).toBe(false);
  });
});

describe('the report section', () => {
  const minimal = { ...figures(result({ lcp: 1000 })), name: 'Minimal React 19 page' };
  const slow = figures(
    result({
      performance: 0.52,
      lcp: 4000,
      tbt: 2810,
      audits: { 'color-contrast': { score: 0, scoreDisplayMode: 'binary' } },
    }),
  );
  const fast = { ...figures(result({ lcp: 1200 })), name: '`/`' };
  const lines = lighthouseReportLines({
    pages: [minimal, slow, fast, { name: '`/teachers`', url: 'http://x/teachers', error: 'NO_FCP | blank' }],
    lighthouseVersion: '12.2.3',
    browser: 'Chromium 131.0.6778.85',
    loadBefore: [1.5, 2, 2.5],
    loadAfter: [3, 3.25, 3.5],
    quiet: [
      { busy: 0.04, waitedMs: 1500, quiet: true },
      { busy: 0.12, waitedMs: 9000, quiet: true },
    ],
    warnings: [],
  });
  const text = lines.join('\n');
  const row = (name: string) => lines.find((line) => line.startsWith(`| ${name} |`));

  it('puts the minimal page first, without verdicts, and a verdict beside every budgeted figure of the others', () => {
    expect(row('Minimal React 19 page')).toBe(
      '| Minimal React 19 page | 99 | 100 | 100 | 0.9 s | 1.0 s | 0 ms | 0.012 | 3.0 s | 1.00× | 99 |',
    );
    expect(row('`/schedule`')).toBe(
      '| `/schedule` | 52 OVER | 100 within | 100 within | 0.9 s | 4.0 s | 2,810 ms OVER | 0.012 | 3.0 s | 4.00× OVER | 52 |',
    );
    expect(row('`/`')).toContain('| 99 within | 100 within | 100 within |');
    expect(row('`/`')).toContain('| 1.20× within |');
  });

  it('keeps a page that could not be measured as a row of the table', () => {
    expect(row('`/teachers`')).toBe(`| \`/teachers\` | not measured: NO_FCP / blank |${' |'.repeat(9)}`);
    expect(row('`/teachers`')?.split('|').length).toBe(row('`/`')?.split('|').length);
  });

  it('says why a page is over budget, with the failing audits’ ids, and only for pages over', () => {
    expect(text).toContain(
      '- `/schedule`: performance: `largest-contentful-paint`, `total-blocking-time`; accessibility: `color-contrast`',
    );
    const reasons = text.slice(text.indexOf('Audits under 0.9'), text.indexOf('The median runs’ JSON'));
    expect(reasons).not.toContain('- `/`:');
    expect(reasons).not.toContain('Minimal');
  });

  it('states the method, the machine’s load before and after, and how busy it was as the runs began', () => {
    expect(text).toContain('Lighthouse 12.2.3 in Chromium 131.0.6778.85');
    expect(text).toContain('1.50 / 2.00 / 2.50 before and 3.00 / 3.25 / 3.50 after');
    expect(text).toContain('the runs began at 4%–12% busy, after waits of up to 9.0 s.');
    expect(text).toContain('- `/schedule`: `/tmp/x.json`');
  });
});

describe('names', () => {
  it('reads the browser’s version from `chromium --version`', () => {
    expect(browserOf('Chromium 131.0.6778.85 built on Debian GNU/Linux 12 (bookworm)\n')).toBe(
      'Chromium 131.0.6778.85',
    );
  });

  it('makes a file name of a page name', () => {
    expect(slugOf('`/schedule?country=PL&city=Kraków`')).toBe('schedule-country-pl-city-krakow');
  });
});

/**
 * Which sections `npm run bench` measures, and how a partial run updates bench/report.md.
 *
 * `npm run bench` measures everything. `npm run bench -- --only lighthouse,interactions` (or
 * `PLIE_BENCH_ONLY=lighthouse,interactions`) measures only those, for iterating on one budget; its
 * sections then replace the ones of the same heading in the report (the others are kept as they
 * were measured, each section saying when).
 */

export const BENCH_SECTIONS = [
  'api',
  'dashboard-load',
  'search',
  'sign-ups',
  'widget',
  'lambda-bundles',
  'lighthouse',
  'interactions',
] as const;
export type BenchSection = (typeof BENCH_SECTIONS)[number];

const isSection = (name: string): name is BenchSection =>
  (BENCH_SECTIONS as readonly string[]).includes(name);

/**
 * The sections to measure from the command line (`--only a,b` or `--only=a,b`) or `PLIE_BENCH_ONLY`;
 * all of them when neither is given. An unknown name is an error that lists the known ones.
 */
export const selectedSections = (
  argv: readonly string[],
  env: Record<string, string | undefined>,
): Set<BenchSection> => {
  const flag = argv.findIndex((arg) => arg === '--only' || arg.startsWith('--only='));
  const raw =
    flag >= 0
      ? argv[flag]?.includes('=')
        ? argv[flag]?.slice('--only='.length)
        : argv[flag + 1]
      : env.PLIE_BENCH_ONLY;
  if (raw === undefined || raw.trim() === '') {
    if (flag >= 0) throw new Error(`--only needs section names: ${BENCH_SECTIONS.join(', ')}`);
    return new Set(BENCH_SECTIONS);
  }
  const names = raw
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !isSection(name));
  if (unknown.length) {
    throw new Error(`Unknown bench section(s): ${unknown.join(', ')}. Known: ${BENCH_SECTIONS.join(', ')}`);
  }
  return new Set(names.filter(isSection));
};

/** A report split at its `## ` headings: the text before the first, and each section with its heading. */
const splitSections = (report: string) => {
  const lines = report.split('\n');
  const head: string[] = [];
  const sections: Array<{ heading: string; lines: string[] }> = [];
  for (const line of lines) {
    if (line.startsWith('## ')) sections.push({ heading: line, lines: [line] });
    else if (sections.length) sections[sections.length - 1]?.lines.push(line);
    else head.push(line);
  }
  return { head, sections };
};

/** `note` as the first paragraph of every `## ` section of `report` (when a partial run measured it). */
export const stampSections = (report: string, note: string): string =>
  report.replace(/^(## .*)\n\n/gm, `$1\n\n${note}\n\n`);

/** A section's name: its heading without the budget in brackets (`## Lighthouse, mobile (budget: …)`). */
const titleOf = (heading: string) => heading.replace(/\s*\(.*$/, '');

/**
 * The report after a partial run: `fresh`'s sections replace those of `existing` with the same
 * title (a changed budget in the heading's brackets still replaces), in place; new ones are added
 * at the end. `existing`'s opening lines are kept.
 */
export const mergeReport = (existing: string, fresh: string): string => {
  const old = splitSections(existing);
  const next = splitSections(fresh);
  const replaced = new Set<string>();
  const sections = old.sections.map((section) => {
    const update = next.sections.find((candidate) => titleOf(candidate.heading) === titleOf(section.heading));
    if (!update) return section;
    replaced.add(update.heading);
    return update;
  });
  const added = next.sections.filter((section) => !replaced.has(section.heading));
  const body = [...sections, ...added].map((section) => section.lines.join('\n').replace(/\n+$/, ''));
  return `${[old.head.join('\n').replace(/\n+$/, ''), ...body].join('\n\n')}\n`;
};

import { describe, expect, it } from 'vitest';
import { BENCH_SECTIONS, mergeReport, selectedSections, stampSections } from './report-sections';

describe('the sections a run measures', () => {
  it('is every section by default', () => {
    expect([...selectedSections([], {})]).toEqual([...BENCH_SECTIONS]);
  });

  it('is only those named by --only (either form) or PLIE_BENCH_ONLY', () => {
    expect([...selectedSections(['--only', 'lighthouse,interactions'], {})]).toEqual([
      'lighthouse',
      'interactions',
    ]);
    expect([...selectedSections(['--only=interactions'], {})]).toEqual(['interactions']);
    expect([...selectedSections([], { PLIE_BENCH_ONLY: 'lighthouse' })]).toEqual(['lighthouse']);
  });

  it('refuses an unknown name, saying which ones exist', () => {
    expect(() => selectedSections(['--only', 'lighthose'], {})).toThrow(
      /Unknown bench section\(s\): lighthose\. Known: api,/,
    );
    expect(() => selectedSections(['--only'], {})).toThrow(/--only needs section names/);
  });
});

describe('a partial run’s report', () => {
  const existing = [
    '# Report',
    '',
    'Measured yesterday.',
    '',
    '## API overhead',
    '',
    'old api',
    '',
    '## Lighthouse, mobile',
    '',
    'old lighthouse',
    '',
    '## Lambda bundles',
    '',
    'old bundles',
    '',
  ].join('\n');

  it('replaces the sections it measured in place, adds new ones at the end, and keeps the rest', () => {
    const fresh = [
      '# Report',
      '',
      'Measured today.',
      '',
      '## Lighthouse, mobile',
      '',
      'new lighthouse',
      '',
      '## Interactions',
      '',
      'new interactions',
      '',
    ].join('\n');
    expect(mergeReport(existing, fresh)).toBe(
      [
        '# Report',
        '',
        'Measured yesterday.',
        '',
        '## API overhead',
        '',
        'old api',
        '',
        '## Lighthouse, mobile',
        '',
        'new lighthouse',
        '',
        '## Lambda bundles',
        '',
        'old bundles',
        '',
        '## Interactions',
        '',
        'new interactions',
        '',
      ].join('\n'),
    );
  });

  it('replaces a section whose budget in the heading changed', () => {
    const fresh = '# Report\n\n## API overhead (budget: ≤ 1.5×)\n\nnew api\n';
    const merged = mergeReport(existing, fresh);
    expect(merged).toContain('## API overhead (budget: ≤ 1.5×)\n\nnew api\n\n## Lighthouse, mobile');
    expect(merged).not.toContain('old api');
  });

  it('says when each of its sections was measured', () => {
    expect(stampSections('# R\n\n## A\n\na\n\n## B\n\nb\n', 'Measured now.')).toBe(
      '# R\n\n## A\n\nMeasured now.\n\na\n\n## B\n\nMeasured now.\n\nb\n',
    );
  });
});

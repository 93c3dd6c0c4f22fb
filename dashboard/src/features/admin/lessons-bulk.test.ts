import { describe, expect, it } from 'vitest';
import { BULK_LESSONS_LIMIT, parseBulkLessons, STUDIO_PICKER_LIMIT, studiosMatching } from './lessons-bulk';

describe('the pasted lessons (spec §2 "paste a JSON array of lessons")', () => {
  it('an array of lesson objects is ready to send', () => {
    expect(parseBulkLessons('[{"styleId":"salsa"},{"styleId":"bachata"}]')).toEqual({
      ok: true,
      lessons: [{ styleId: 'salsa' }, { styleId: 'bachata' }],
    });
  });

  it.each([
    ['', { kind: 'empty' }],
    ['  \n ', { kind: 'empty' }],
    ['{"styleId":"salsa"}', { kind: 'notArray' }],
    ['"salsa"', { kind: 'notArray' }],
    ['null', { kind: 'notArray' }],
    ['[]', { kind: 'noLessons' }],
    ['[{"styleId":"salsa"}, 3]', { kind: 'notAnObject', index: 1 }],
    ['[[]]', { kind: 'notAnObject', index: 0 }],
    ['[null]', { kind: 'notAnObject', index: 0 }],
  ])('%j is refused: %j', (text, problem) => {
    expect(parseBulkLessons(text)).toEqual({ ok: false, problem });
  });

  it('broken JSON says where it breaks', () => {
    const parsed = parseBulkLessons('[{"styleId": "salsa",}]');
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.problem.kind).toBe('notJson');
    expect(!parsed.ok && parsed.problem.kind === 'notJson' && parsed.problem.detail).not.toBe('');
  });

  it('takes at most 1000 lessons at once (spec §9)', () => {
    expect(BULK_LESSONS_LIMIT).toBe(1000);
    const lessons = (count: number) => JSON.stringify(Array.from({ length: count }, () => ({})));
    expect(parseBulkLessons(lessons(1000)).ok).toBe(true);
    expect(parseBulkLessons(lessons(1001))).toEqual({ ok: false, problem: { kind: 'tooMany', count: 1001 } });
  });
});

describe('the studio picker (spec §9: up to 2000 studios)', () => {
  const studios = [
    { id: 's1', name: 'Rytm Dance Studio', studioName: 'rytm_krakow' },
    { id: 's2', name: 'Kyiv Loft', studioName: 'kyiv_loft' },
    { id: 's3', name: 'Łódź Tango', studioName: 'lodz_tango' },
  ];

  it('asks for 2000', () => {
    expect(STUDIO_PICKER_LIMIT).toBe(2000);
  });

  it.each([
    ['', '', ['Kyiv Loft', 'Łódź Tango', 'Rytm Dance Studio']],
    ['rytm', '', ['Rytm Dance Studio']],
    ['KRAKOW', '', ['Rytm Dance Studio']],
    ['lodz', '', ['Łódź Tango']],
    ['nothing', '', []],
    ['kyiv', 's1', ['Kyiv Loft', 'Rytm Dance Studio']],
  ])('%j (chosen %j) lists %j', (search, chosen, expected) => {
    expect(studiosMatching(studios, search, chosen).map((studio) => studio.name)).toEqual(expected);
  });
});

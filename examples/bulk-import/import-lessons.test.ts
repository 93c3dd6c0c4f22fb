import { ApiError } from '@plie/sdk';
import { describe, expect, it } from 'vitest';
import { checkRows, failureLine, type ImportSummary, parseWeekday, summaryLines } from './import-lessons';

/**
 * The script's own logic, without the API: its arguments, its checks and what it prints (the import
 * itself is bulk-import.spec.ts's, against the local runtime).
 */
describe('parseWeekday', () => {
  it.each([
    ['0', 0],
    ['6', 6],
    ['Monday', 0],
    ['saturday', 5],
    ['SUN', 6],
    ['thu', 3],
    [' tuesday ', 1],
    ['7', undefined],
    ['-1', undefined],
    ['mo', undefined],
    ['someday', undefined],
    ['', undefined],
  ])('reads %j as %j (0 = Monday)', (text, weekday) => {
    expect(parseWeekday(text)).toBe(weekday);
  });
});

describe('checkRows', () => {
  const row = { name: 'Salsa', styleId: 'salsa' };

  it('refuses an empty file', () => {
    expect(() => checkRows([], 1)).toThrow('There are no lessons to import.');
  });

  it('names the rows without a weekday when none is given for all', () => {
    expect(() => checkRows([row, { ...row, weekday: 2 }, row], undefined)).toThrow(
      'Rows 0, 2 have no weekday: give one for all of them (0 = Monday … 6 = Sunday).',
    );
  });

  it.each([
    ['a weekday for all', [row], 4],
    ['each row its own', [{ ...row, weekday: 0 }], undefined],
  ] as const)('accepts %s', (_, rows, weekday) => {
    expect(() => checkRows(rows, weekday)).not.toThrow();
  });
});

describe('summaryLines', () => {
  const lesson = (name: string) =>
    ({
      name,
      weekday: 5,
      startHour: 18,
      startMinute: 0,
      endHour: 19,
      endMinute: 15,
    }) as ImportSummary['created'][number]['lesson'];

  it('counts, then lists every row in the file’s order with what became of it', () => {
    const summary: ImportSummary = {
      studio: { id: 'studio-1', name: 'Rytm Dance Studio' },
      room: { id: 'room-1', name: 'Sala Duża' },
      created: [
        { index: 0, lesson: lesson('Salsa On1 — Beginners') },
        { index: 2, lesson: lesson('Bachata') },
      ],
      refused: [{ index: 1, message: 'Missing teacher', fields: { teacherId: 'Missing teacher' } }],
    };
    expect(summaryLines(summary)).toEqual([
      'Rytm Dance Studio · Sala Duża: 2 created, 1 refused.',
      '  row 0: created Salsa On1 — Beginners (Saturday 18:00–19:15)',
      '  row 1: refused: Missing teacher',
      '  row 2: created Bachata (Saturday 18:00–19:15)',
    ]);
  });
});

describe('failureLine', () => {
  it.each([
    [
      new ApiError(401, { statusCode: 401, error: 'Unauthorized', message: 'Invalid e-mail or password' }),
      'The API refused (401): Invalid e-mail or password',
    ],
    [
      new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:5173') }),
      'Import failed: fetch failed (connect ECONNREFUSED 127.0.0.1:5173)',
    ],
    [
      new Error('No studio "nowhere" (or one this account cannot see).'),
      'Import failed: No studio "nowhere" (or one this account cannot see).',
    ],
  ])('says what stopped the import: %s', (error, line) => {
    expect(failureLine(error)).toBe(line);
  });
});

import { readFileSync } from 'node:fs';
import { LessonInputSchema, lessonSlotsOverlap } from '@plie/shared';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { STYLE_CATALOGUE } from '../../functions/src/domains/styles/catalogue';

/**
 * The bulk-import examples as the admin's Lessons Bulk tab sends them: each file with the room
 * chosen in the tab (and, for the one-day file, the weekday). Every row must be a valid lesson of a
 * known style, and no two rows may clash in the room: the API refuses a clashing row.
 */
const read = (file: string): Record<string, unknown>[] =>
  JSON.parse(readFileSync(new URL(`./${file}`, import.meta.url), 'utf8'));

const EXAMPLES = [
  { file: 'lessons.json', overrides: { roomId: 'room-1' } },
  { file: 'krakow-autumn-term.json', overrides: { roomId: 'room-1', weekday: 1 } },
] as const;

const styleIds = new Set(STYLE_CATALOGUE.map((style) => style.id));

describe.each(EXAMPLES)('examples/bulk-import/$file', ({ file, overrides }) => {
  const rows: Record<string, unknown>[] = read(file).map((row) => ({ ...row, ...overrides }));
  const lessons = rows.map((row) => v.parse(LessonInputSchema, row));

  it.each(rows.map((row, index) => [index, row] as const))(
    'row %i is a valid lesson of a known style',
    (_, row) => {
      const result = v.safeParse(LessonInputSchema, row);
      expect(result.issues?.map((issue) => issue.message) ?? []).toEqual([]);
      expect(styleIds.has(String(row.styleId))).toBe(true);
    },
  );

  it('no two rows clash in the room', () => {
    const clashes = lessons.flatMap((lesson, index) =>
      lessons
        .slice(index + 1)
        .flatMap((other, offset) =>
          lessonSlotsOverlap(
            { ...lesson, date: lesson.isReoccurring ? undefined : lesson.date },
            { ...other, date: other.isReoccurring ? undefined : other.date },
          )
            ? [[index, index + 1 + offset]]
            : [],
        ),
    );
    expect(clashes).toEqual([]);
  });
});

import { Level } from '@plie/shared';
import { describe, expect, it } from 'vitest';
import { makeLesson } from '../../components/lesson-table/make-lesson';
import { matchesStyles } from '../../components/schedule/schedule';
import { SCHEDULE_ATTRIBUTE_NAMES } from './schedule.attribute-names';
import { daysOf, levelsOf, stylesOf, viewOf } from './schedule.attributes';

describe('<plie-schedule> observes its own attributes and the common ones', () => {
  it('studio, view, styles, levels, days, lang, theme, color, api', () => {
    expect(SCHEDULE_ATTRIBUTE_NAMES).toEqual([
      'studio',
      'view',
      'styles',
      'levels',
      'days',
      'lang',
      'theme',
      'color',
      'api',
    ]);
  });
});

describe('the schedule’s narrowing attributes', () => {
  it.each([
    ['beginner,open', [Level.Beginner, Level.Open]],
    [' Pro , pro,expert', [Level.Pro]],
    ['', []],
    [undefined, []],
  ] as const)('levels=%j → %j', (value, expected) => {
    expect(levelsOf(value)).toEqual(expected);
  });

  it.each([
    ['mon,wed', [0, 2]],
    ['Sunday, saturday', [5, 6]],
    ['fri,fri,xyz,m', [4]],
    ['', []],
  ] as const)('days=%j → %j', (value, expected) => {
    expect(daysOf(value)).toEqual(expected);
  });

  it('styles match by name or id, in any case', () => {
    const salsa = makeLesson({ styleId: 'style-salsa', style: { id: 'style-salsa', name: 'Salsa' } });
    expect(stylesOf(' Salsa,BACHATA ,salsa')).toEqual(['salsa', 'bachata']);
    expect(matchesStyles(salsa, stylesOf('salsa'))).toBe(true);
    expect(matchesStyles(salsa, stylesOf('STYLE-SALSA'))).toBe(true);
    expect(matchesStyles(salsa, stylesOf('tango'))).toBe(false);
    expect(matchesStyles(salsa, [])).toBe(true);
  });

  it.each([
    ['calendar', 'calendar'],
    [' Calendar', 'calendar'],
    ['table', 'table'],
    ['grid', 'table'],
    [undefined, 'table'],
  ] as const)('view=%j → %s', (value, expected) => {
    expect(viewOf(value)).toBe(expected);
  });
});

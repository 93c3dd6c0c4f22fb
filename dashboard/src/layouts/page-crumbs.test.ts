import { describe, expect, it } from 'vitest';
import { crumbsOf, parentOf, type TitledPage } from './page-crumbs';

/** The list pages' names as the Polish interface shows them. */
const labels = { teachers: 'Nauczyciele', studios: 'Studia' };
const targets = (page: TitledPage) => crumbsOf(page, labels).map((crumb) => crumb.href);

describe('the breadcrumb between Home and the page (spec §2 Layout: targets /, /teachers, /studios)', () => {
  it.each<[string, TitledPage, string[]]>([
    ['a teacher’s page', { kind: 'user', isTeacher: true }, ['/teachers']],
    ['a dancer’s page', { kind: 'user', isTeacher: false }, []],
    ['a studio’s page', { kind: 'studio' }, ['/studios']],
    ['a studio group, studio not loaded', { kind: 'studioGroup' }, ['/studios']],
    [
      'a studio group',
      { kind: 'studioGroup', studio: { name: 'Berlin Move', studioName: 'berlin_move' } },
      ['/studios', '/studios/berlin_move'],
    ],
    ['a teacher’s group, teacher not loaded', { kind: 'teacherGroup' }, ['/teachers']],
    [
      'a teacher’s group',
      { kind: 'teacherGroup', teacher: { name: 'Ola Kowalska', username: 'ola_k' } },
      ['/teachers', '/users/ola_k'],
    ],
    ['onboarding and the legal pages', { kind: 'home' }, []],
  ])('%s leads to %j', (_, page, expected) => {
    expect(targets(page)).toEqual(expected);
  });

  it('names the list pages in the interface language and the studio by its name', () => {
    expect(
      crumbsOf(
        { kind: 'studioGroup', studio: { name: 'Berlin Move', studioName: 'berlin_move' } },
        labels,
      ).map((crumb) => crumb.label),
    ).toEqual(['Studia', 'Berlin Move']);
    expect(crumbsOf({ kind: 'user', isTeacher: true }, labels)[0]?.label).toBe('Nauczyciele');
  });

  it('goes up to the last crumb, or Home when there is none', () => {
    expect(parentOf(crumbsOf({ kind: 'studio' }, labels))).toBe('/studios');
    expect(
      parentOf(crumbsOf({ kind: 'studioGroup', studio: { name: 'B', studioName: 'b_m' } }, labels)),
    ).toBe('/studios/b_m');
    expect(parentOf(crumbsOf({ kind: 'home' }, labels))).toBe('/');
  });
});

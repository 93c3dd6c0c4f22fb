import { describe, expect, it } from 'vitest';
import { tabIndexForKey } from '../../ui/Tabs';
import {
  ADMIN_PAGE_SIZE,
  type AdminListPage,
  changeQuery,
  formatListDate,
  hasMorePages,
  parseStudioListFilters,
  replaceListItem,
  resultsCount,
  studioListBody,
  studioListQueryChanges,
  userListBody,
} from './admin-lists';

const makePage = (
  count: number,
  overrides: Partial<AdminListPage<{ id: string; name?: string }>> = {},
): AdminListPage<{ id: string; name?: string }> => ({
  items: Array.from({ length: count }, (_, index) => ({ id: `s${index}` })),
  nextCursor: null,
  ...overrides,
});

describe('the Studios tab filters in the address', () => {
  it.each([
    ['nothing', '', { search: '', status: 'all' }],
    ['awaiting verification', '?tab=studios&status=awaiting', { search: '', status: 'awaiting' }],
    [
      'verified, with a search',
      'status=verified&search=%20Salsa%20',
      { search: 'Salsa', status: 'verified' },
    ],
    ['an unknown status (all)', 'status=deleted', { search: '', status: 'all' }],
    [
      'an over-long search (cut to 200)',
      `search=${'a'.repeat(300)}`,
      { search: 'a'.repeat(200), status: 'all' },
    ],
  ])('reads %s', (_, query, expected) => {
    expect(parseStudioListFilters(query)).toEqual(expected);
  });

  it('writes the filters beside the tab, leaving "all" and an empty search out', () => {
    const query = changeQuery(
      'tab=studios',
      studioListQueryChanges({ search: 'Salsa Kraków', status: 'awaiting' }),
    );
    expect(query).toBe('tab=studios&search=Salsa+Krak%C3%B3w&status=awaiting');
    expect(parseStudioListFilters(query)).toEqual({ search: 'Salsa Kraków', status: 'awaiting' });
    expect(changeQuery(query, studioListQueryChanges({ search: ' ', status: 'all' }))).toBe('tab=studios');
  });

  it.each([
    [{ search: '', status: 'all' } as const, {}],
    [{ search: '  ', status: 'awaiting' } as const, { isVerified: false }],
    [{ search: ' Flow ', status: 'verified' } as const, { search: 'Flow', isVerified: true }],
  ])('asks the studio search for %j with %j', (filters, body) => {
    expect(studioListBody(filters)).toEqual(body);
  });

  it('asks the user search for every user, with the text when there is one', () => {
    expect(userListBody('')).toEqual({ allUsers: true });
    expect(userListBody(' anna@plie.local ')).toEqual({ allUsers: true, search: 'anna@plie.local' });
  });
});

describe('admin list paging (spec §9: 50 a page, stop when fewer return)', () => {
  it.each([
    ['no page yet', undefined, false],
    ['a full page with a cursor', makePage(ADMIN_PAGE_SIZE, { nextCursor: 'c1' }), true],
    ['a full page without a cursor', makePage(ADMIN_PAGE_SIZE), false],
    ['fewer than 50, even with a cursor', makePage(ADMIN_PAGE_SIZE - 1, { nextCursor: 'c1' }), false],
    ['an empty page', makePage(0, { nextCursor: 'c1' }), false],
  ])('%s: more pages %s', (_, page, expected) => {
    expect(hasMorePages(page)).toBe(expected);
  });

  it.each([
    ['nothing loaded', undefined, { loaded: 0, total: 0 }],
    ['one page with its total', [makePage(50, { total: 120 })], { loaded: 50, total: 120 }],
    [
      'two pages, the newest total wins',
      [makePage(50, { total: 120 }), makePage(50, { total: 121 })],
      { loaded: 100, total: 121 },
    ],
    ['no total (what is loaded)', [makePage(7)], { loaded: 7, total: 7 }],
    ['a total below what is loaded (never less)', [makePage(50, { total: 10 })], { loaded: 50, total: 50 }],
  ])('Results with %s', (_, pages, expected) => {
    expect(resultsCount(pages)).toEqual(expected);
  });

  it('puts a verified studio in place, leaving other pages untouched', () => {
    const pages = [makePage(2), makePage(0, { items: [{ id: 't0' }] })];
    const second = pages[1]!;
    const updated = replaceListItem(pages, { id: 's1', name: 'Verified' });
    expect(updated?.[0]?.items).toEqual([{ id: 's0' }, { id: 's1', name: 'Verified' }]);
    expect(updated?.[1]).toBe(second);
    expect(replaceListItem(undefined, { id: 's1' })).toBeUndefined();
  });
});

describe('list dates in the interface language', () => {
  it.each([
    ['en', 'Mar 3, 2026'],
    ['pl', '3 mar 2026'],
    ['uk', '3 бер. 2026 р.'],
  ])('%s', (locale, expected) => {
    expect(formatListDate('2026-03-03T12:00:00.000Z', locale)).toBe(expected);
  });

  it.each([undefined, '', 'not a date'])('nothing for %j', (value) => {
    expect(formatListDate(value, 'en')).toBe('');
  });
});

describe('tab keys (the admin panel tabs)', () => {
  it.each([
    ['ArrowRight', 0, 1],
    ['ArrowRight', 2, 0],
    ['ArrowLeft', 0, 2],
    ['ArrowLeft', 1, 0],
    ['Home', 2, 0],
    ['End', 0, 2],
    ['Enter', 1, null],
    ['a', 1, null],
  ])('%s from tab %i goes to %s of three', (key, index, expected) => {
    expect(tabIndexForKey(key, index, 3)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { nextStudioPage, type StudioPageInfo } from './studio-paging';

const makePage = (overrides: Partial<StudioPageInfo> = {}): StudioPageInfo => ({
  page: 0,
  limit: 50,
  nextCursor: null,
  ...overrides,
});

describe('the next page of a studio search', () => {
  it.each([
    ['a cursor', makePage({ nextCursor: 'abc' }), { cursor: 'abc' }],
    ['no cursor: the last page', makePage(), null],
    ['no cursor, even with a larger total (admin search)', makePage({ total: 120 }), null],
  ])('public search, %s', (_, previous, expected) => {
    expect(nextStudioPage(previous, 'cursor')).toEqual(expected);
  });

  it.each([
    ['50 of 51 seen', makePage({ total: 51 }), { page: 1 }],
    ['100 of 120 seen', makePage({ page: 1, total: 120 }), { page: 2 }],
    ['exactly all 50 seen', makePage({ total: 50 }), null],
    ['fewer than a page', makePage({ total: 3 }), null],
    ['no total', makePage(), null],
  ])('own studios, %s', (_, previous, expected) => {
    expect(nextStudioPage(previous, 'pageNumbers')).toEqual(expected);
  });
});

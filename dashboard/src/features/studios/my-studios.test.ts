import { describe, expect, it } from 'vitest';
import { showsCreateStudioCard } from './my-studios';

const owned = { isOwner: true };
const administered = { isOwner: false };

describe('the "Create a studio" card of my studios', () => {
  it.each([
    ['a user without studios', 'user', [], true, true],
    ['a user who only administers studios', 'user', [administered, administered], true, true],
    ['a studio owner', 'user', [administered, owned], true, false],
    ['a platform admin who owns studios', 'admin', [owned, owned], true, true],
    ['a user whose list is narrowed or not fully loaded', 'user', [administered], false, false],
    ['a platform admin, list not fully loaded', 'admin', [], false, true],
  ] as const)('%s: %s', (_, role, studios, wholeList, expected) => {
    expect(showsCreateStudioCard({ role, studios, wholeList })).toBe(expected);
  });
});

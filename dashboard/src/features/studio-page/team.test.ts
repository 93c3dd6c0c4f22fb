import { describe, expect, it } from 'vitest';
import { memberActionsFor, type TeamViewer, teamRoleOf } from './team';

const member = (overrides: Partial<{ isOwner: boolean; isAdmin: boolean; hasLessons: boolean }> = {}) => ({
  isOwner: false,
  isAdmin: false,
  user: { id: 'teacher' },
  ...overrides,
});

const owner: TeamViewer = { userId: 'owner', isStudioAdmin: true, canHandOver: true };
const admin: TeamViewer = { userId: 'admin', isStudioAdmin: true, canHandOver: false };
const visitor: TeamViewer = { userId: 'dancer', isStudioAdmin: false, canHandOver: false };
const anonymous: TeamViewer = { userId: undefined, isStudioAdmin: false, canHandOver: false };

describe('teamRoleOf', () => {
  it.each([
    [{ isOwner: true, isAdmin: true, hasLessons: false }, 'owner'],
    [{ isOwner: false, isAdmin: true, hasLessons: false }, 'admin'],
    [{ isOwner: false, isAdmin: false, hasLessons: true }, 'teacher'],
    [{ isOwner: false, isAdmin: false, hasLessons: false }, 'teacherWithoutLessons'],
    [{ isOwner: false, isAdmin: false }, 'teacher'],
  ] as const)('%j is shown as %s', (roles, role) => {
    expect(teamRoleOf(roles)).toBe(role);
  });
});

describe('memberActionsFor', () => {
  it('lets the owner grant admin, remove and hand the studio over to a teacher', () => {
    expect(memberActionsFor(member(), owner)).toEqual({
      adminChange: 'grant',
      canRemove: true,
      canMakeOwner: true,
    });
  });

  it('lets an admin take admin away from another admin, but not hand the studio over', () => {
    expect(memberActionsFor(member({ isAdmin: true }), admin)).toEqual({
      adminChange: 'revoke',
      canRemove: true,
      canMakeOwner: false,
    });
  });

  it.each([
    ['the owner, for anyone', member({ isOwner: true, isAdmin: true }), admin],
    ['oneself', { ...member({ isAdmin: true }), user: { id: 'admin' } }, admin],
    ['a dancer', member(), visitor],
    ['a signed-out visitor', member(), anonymous],
  ])('offers nothing on %s', (_, target, viewer) => {
    expect(memberActionsFor(target, viewer)).toEqual({
      adminChange: undefined,
      canRemove: false,
      canMakeOwner: false,
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  inviteActionsForStudioAdmin,
  inviteActionsForUser,
  inviteStatus,
  isOwnerInviteCurrent,
} from './invite-status';

describe('inviteStatus', () => {
  it.each([
    // userAccepted, studioAccepted, rejected, status
    [false, false, undefined, 'pending'],
    [true, false, undefined, 'awaitingStudio'],
    [false, true, undefined, 'awaitingUser'],
    [true, true, undefined, 'accepted'],
    [false, true, true, 'rejected'],
    [false, false, true, 'rejected'],
    [true, true, false, 'accepted'],
  ] as const)('user %s, studio %s, rejected %s → %s', (userAccepted, studioAccepted, rejected, status) => {
    expect(inviteStatus({ userAccepted, studioAccepted, rejected })).toBe(status);
  });
});

describe('inviteActionsForUser', () => {
  it.each([
    // userAccepted, studioAccepted, rejected, canAccept, canReject
    [false, false, false, true, true], // pending
    [false, true, false, true, true], // awaiting user
    [true, false, false, false, false], // awaiting studio
    [true, true, false, false, false], // accepted
    [false, true, true, false, false], // rejected
  ])(
    'user %s, studio %s, rejected %s → accept %s, reject %s',
    (userAccepted, studioAccepted, rejected, canAccept, canReject) => {
      expect(inviteActionsForUser({ userAccepted, studioAccepted, rejected })).toEqual({
        canAccept,
        canReject,
        canRemove: false,
      });
    },
  );
});

describe('inviteActionsForStudioAdmin', () => {
  it.each([
    // userAccepted, studioAccepted, rejected, canAccept, canRefuse, canRemove
    [false, false, false, true, true, false], // pending (a colleague's suggestion)
    [true, false, false, true, true, false], // awaiting studio (a request to join)
    [false, true, false, false, false, true], // awaiting user
    [true, true, false, false, false, true], // accepted
    [false, false, true, false, false, false], // rejected before the studio accepted
    [false, true, true, false, false, true], // rejected after the studio accepted
  ])(
    'user %s, studio %s, rejected %s → accept %s, refuse %s, remove %s',
    (userAccepted, studioAccepted, rejected, canAccept, canReject, canRemove) => {
      expect(inviteActionsForStudioAdmin({ userAccepted, studioAccepted, rejected })).toEqual({
        canAccept,
        canReject,
        canRemove,
      });
    },
  );
});

describe('isOwnerInviteCurrent (issue #13 B: an owner’s invite is valid only under the owner it was made by)', () => {
  it.each([
    // isOwner, ownerAtInvite, current owner, valid
    ['a teacher’s invite, whoever owns the studio', false, undefined, 'anna', true],
    ['an owner’s invite made by the current owner', true, 'anna', 'anna', true],
    ['an owner’s invite made before the studio changed hands', true, 'anna', 'borys', false],
    ['an owner’s invite that does not say who made it', true, undefined, 'anna', false],
  ] as const)('%s → %s', (_, isOwner, ownerAtInvite, currentOwnerId, valid) => {
    expect(isOwnerInviteCurrent({ isOwner, ownerAtInvite }, currentOwnerId)).toBe(valid);
  });
});

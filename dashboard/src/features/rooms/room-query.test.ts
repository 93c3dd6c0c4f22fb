import { describe, expect, it } from 'vitest';
import { afterRoomSaved, parseRoomQuery, roomFormCancelPath, roomFormPath } from './room-query';

describe('the /edit-room query (spec §2)', () => {
  it.each([
    ['?studioId=s1', { studioId: 's1', roomId: undefined, mode: 'add', fromOnboarding: false }],
    ['?studioId=s1&from=onboard', { studioId: 's1', roomId: undefined, mode: 'add', fromOnboarding: true }],
    ['?studioId=s1&roomId=r1', { studioId: 's1', roomId: 'r1', mode: 'edit', fromOnboarding: false }],
    [
      '?studioId=s1&roomId=r1&isDuplication=true',
      { studioId: 's1', roomId: 'r1', mode: 'duplicate', fromOnboarding: false },
    ],
    [
      '?studioId=s1&roomId=r1&isDuplication=false',
      { studioId: 's1', roomId: 'r1', mode: 'edit', fromOnboarding: false },
    ],
    [
      '?studioId=s1&isDuplication=true',
      { studioId: 's1', roomId: undefined, mode: 'add', fromOnboarding: false },
    ],
    ['?from=onboard', { studioId: undefined, roomId: undefined, mode: 'add', fromOnboarding: true }],
    [
      '?studioId=%20%20&roomId=',
      { studioId: undefined, roomId: undefined, mode: 'add', fromOnboarding: false },
    ],
    ['', { studioId: undefined, roomId: undefined, mode: 'add', fromOnboarding: false }],
    [
      '?studioId=s1&from=elsewhere',
      { studioId: 's1', roomId: undefined, mode: 'add', fromOnboarding: false },
    ],
  ])('%s is read as %o', (search, expected) => {
    expect(parseRoomQuery(search)).toEqual(expected);
  });

  it('writes the address a query is read back from', () => {
    const path = roomFormPath({ studioId: 's 1', roomId: 'r1', duplicate: true, fromOnboarding: true });
    expect(path).toBe('/edit-room?studioId=s+1&roomId=r1&isDuplication=true&from=onboard');
    expect(parseRoomQuery(path.split('?')[1]!)).toEqual({
      studioId: 's 1',
      roomId: 'r1',
      mode: 'duplicate',
      fromOnboarding: true,
    });
    expect(roomFormPath({ studioId: 's1', duplicate: true })).toBe('/edit-room?studioId=s1');
  });
});

describe('where the room form leads (spec §2 "Room edit")', () => {
  it('after saving: onboarding step 4 as a studio owner, or the studio page', () => {
    expect(afterRoomSaved('rytm', true)).toBe('/onboard?step=4&role=studioOwner');
    expect(afterRoomSaved('rytm', false)).toBe('/studios/rytm');
  });

  it('on cancel: back to onboarding step 3, or the studio page', () => {
    expect(roomFormCancelPath('rytm', true)).toBe('/onboard?step=3&role=studioOwner');
    expect(roomFormCancelPath('rytm', false)).toBe('/studios/rytm');
  });
});

/**
 * The address of the room form (spec §2: /edit-room?studioId=&roomId=&from=&isDuplication=) and
 * where the form leads afterwards.
 */
import { webPath } from '@plie/shared';
import { onboardingPath } from '../onboarding/onboarding-steps';
import { studioPagePath } from '../studios/studio-paths';

/** Adding a room, changing one, or adding a copy of one (duplication clears the room's id). */
export type RoomFormMode = 'add' | 'edit' | 'duplicate';

export interface RoomQuery {
  /** The studio the room belongs to; without it there is nothing to show (not found). */
  studioId: string | undefined;
  /** The room to change or to copy. */
  roomId: string | undefined;
  mode: RoomFormMode;
  /** `from=onboard`: the form is onboarding's step 3 and returns to step 4. */
  fromOnboarding: boolean;
}

const nonEmpty = (value: string | null): string | undefined => {
  const text = value?.trim();
  return text ? text : undefined;
};

/** Reads the query; `isDuplication` counts only as `true` and only with a room to copy. */
export const parseRoomQuery = (search: string): RoomQuery => {
  const query = new URLSearchParams(search);
  const studioId = nonEmpty(query.get('studioId'));
  const roomId = nonEmpty(query.get('roomId'));
  const duplicating = query.get('isDuplication') === 'true';
  return {
    studioId,
    roomId,
    mode: roomId ? (duplicating ? 'duplicate' : 'edit') : 'add',
    fromOnboarding: query.get('from') === 'onboard',
  };
};

/** The address of the form for a studio's room (`roomId` to change it, with `duplicate` to copy it). */
export const roomFormPath = ({
  studioId,
  roomId,
  duplicate = false,
  fromOnboarding = false,
}: {
  studioId: string;
  roomId?: string;
  duplicate?: boolean;
  fromOnboarding?: boolean;
}): string =>
  webPath.editRoom({
    studioId,
    roomId: roomId || undefined,
    isDuplication: roomId && duplicate ? 'true' : undefined,
    from: fromOnboarding ? 'onboard' : undefined,
  });

/** Where saving leads (spec §2): onboarding's lesson step, or the studio's page. */
export const afterRoomSaved = (studioName: string, fromOnboarding: boolean): string =>
  fromOnboarding ? onboardingPath({ step: 4, role: 'studioOwner' }) : studioPagePath(studioName);

/** Where leaving without saving goes: back to onboarding's room step, or the studio's page. */
export const roomFormCancelPath = (studioName: string, fromOnboarding: boolean): string =>
  fromOnboarding ? onboardingPath({ step: 3, role: 'studioOwner' }) : studioPagePath(studioName);

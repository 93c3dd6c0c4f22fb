/**
 * Editing a studio (spec §5 "Studio update"): the create form's fields filled from the studio, its
 * own slug counting as free, the `PATCH /api/studio/{id}` body, and the refusals it may meet.
 */
import { ApiError } from '@plie/sdk';
import { type Studio, type StudioUpdate, themeFromFlag } from '@plie/shared';
import type { UsernameAvailability } from '../account/signup-form';
import { type StudioForm, studioInputOf } from '../studios/studio-form';

/** The form as the studio stands. */
export const studioFormOf = (studio: Studio): StudioForm => ({
  name: studio.name,
  email: studio.email,
  studioName: studio.studioName,
  instagram: studio.instagram ?? '',
  link: studio.link ?? '',
  about: studio.about ?? '',
  primaryColor: studio.primaryColor,
  theme: themeFromFlag(studio.theme),
});

/** The studio's own slug (the server compares slugs without case): valid without asking. */
export const isOwnStudioName = (typed: string, current: string): boolean =>
  typed.trim().toLowerCase() === current.toLowerCase();

/** The slug's availability as the form should see it: the server's answer, or free when it is the studio's own. */
export const slugAvailabilityFor = (
  typed: string,
  current: string,
  asked: { availability: UsernameAvailability; checking: boolean },
): { availability: UsernameAvailability; checking: boolean } =>
  isOwnStudioName(typed, current) ? { availability: 'available', checking: false } : asked;

/**
 * The body of the change: every field, normalised as on create; an emptied instagram, website
 * or about is sent empty, which clears it.
 */
export const studioUpdateOf = (form: StudioForm): StudioUpdate => {
  const input = studioInputOf(form);
  return { ...input, instagram: input.instagram ?? '', link: input.link ?? '', about: input.about ?? '' };
};

/** 409 'Studio name taken': someone took the new slug meanwhile. */
export const isStudioNameTaken = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 409 && /studio name taken/i.test(error.message);

/** Another 409: the studio changed since it was loaded (a stale write); reload it. */
export const isStaleStudio = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 409 && !isStudioNameTaken(error);

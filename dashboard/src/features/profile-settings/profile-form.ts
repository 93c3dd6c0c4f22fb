import {
  MESSAGES,
  type OwnUser,
  parseInstagram,
  type UserUpdate,
  validateDateOfBirth,
  validateFullName,
  validateUsername,
} from '@plie/shared';
import type { UsernameAvailability } from '../account/signup-form';
import { type VideoDraft, videoInputsOf } from '../studio-page/edit-studio-form';

/** The personal info as the edit form holds it: what the user typed. */
export interface ProfileForm {
  name: string;
  username: string;
  about: string;
  instagram: string;
  dateOfBirth: string;
}

export type ProfileProblems = Partial<Record<keyof ProfileForm, string>>;

/** The form filled with the saved profile (edit mode starts from it; Cancel returns to it). */
export const profileFormOf = (user: OwnUser): ProfileForm => ({
  name: user.name,
  username: user.username,
  about: user.about ?? '',
  instagram: user.instagram ?? '',
  dateOfBirth: user.dateOfBirth ?? '',
});

/** An unchanged own username is valid without asking the server (spec §5). */
export const usernameAvailabilityOf = (
  username: string,
  ownUsername: string,
  serverAnswer: UsernameAvailability,
): UsernameAvailability => (username.trim() === ownUsername ? 'available' : serverAnswer);

/**
 * The problems of the form (spec §5: name, username, instagram, date of birth), by field, as
 * shared rule messages. `availability` is the username's, own unchanged value counted free.
 */
export const profileProblems = (
  form: ProfileForm,
  today: string,
  availability: UsernameAvailability,
): ProfileProblems => {
  const problems: ProfileProblems = {};
  const name = validateFullName(form.name, MESSAGES.nameRequired);
  if (!name.ok) problems.name = name.message;
  const username = validateUsername(form.username);
  if (!username.ok) problems.username = username.message;
  else if (availability === 'taken') problems.username = MESSAGES.usernameTaken;
  const instagram = parseInstagram(form.instagram);
  if (!instagram.ok) problems.instagram = instagram.message;
  const dateOfBirth = validateDateOfBirth(form.dateOfBirth, today);
  if (!dateOfBirth.ok) problems.dateOfBirth = dateOfBirth.message;
  return problems;
};

/**
 * What `PATCH /api/user/{id}` should change: only the fields that differ from the saved
 * profile, normalised (trimmed; an instagram link reduced to the username). Call it on a form
 * without problems.
 */
export const profileChanges = (form: ProfileForm, user: OwnUser): UserUpdate => {
  const saved = profileFormOf(user);
  const instagram = parseInstagram(form.instagram);
  const next = {
    name: form.name.trim(),
    username: form.username.trim(),
    about: form.about.trim(),
    instagram: instagram.ok ? instagram.value : form.instagram.trim(),
    dateOfBirth: form.dateOfBirth,
  };
  const changes: UserUpdate = {};
  for (const field of Object.keys(next) as Array<keyof typeof next>) {
    if (next[field] !== saved[field]) changes[field] = next[field];
  }
  return changes;
};

/**
 * The videos part of the change (spec §3 Video; the rows are the studio form's, see
 * studio-page/edit-studio-form.ts): the whole list when it differs from the saved one (a change
 * replaces it), else nothing. Call it on rows without problems.
 */
export const videoChanges = (videos: readonly VideoDraft[], user: OwnUser): UserUpdate => {
  const next = videoInputsOf(videos);
  const saved = (user.videos ?? []).map(({ title, link }) => ({ title, link }));
  return JSON.stringify(next) === JSON.stringify(saved) ? {} : { videos: next };
};

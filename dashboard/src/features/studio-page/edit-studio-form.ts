/**
 * Editing a studio (spec §5 "Studio update"): the create form's fields filled from the studio, its
 * videos, the `PATCH /api/studio/{id}` body, and the refusals it may meet.
 */
import { ApiError } from '@plie/sdk';
import { type Studio, type StudioUpdate, themeFromFlag, type Video, type VideoInput } from '@plie/shared';
import { parseWebsite, type StudioForm, studioInputOf } from '../studios/studio-form';

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

/** A video of the form (spec §3 Video): `key` tells the rows apart while they are added and removed. */
export interface VideoDraft {
  key: string;
  title: string;
  link: string;
}

export type VideoField = 'title' | 'link';
export type VideoProblems = Partial<Record<VideoField, string>>;

/** A video without a title, or without a web link (the texts are also the keys of their translations). */
export const VIDEO_TITLE_REQUIRED = 'Enter the video’s title';
export const VIDEO_LINK_INVALID = 'Enter the video’s link, such as https://www.youtube.com/watch?v=…';

/** The studio's videos as rows of the form, in their order. */
export const videoDraftsOf = (videos: readonly Video[] | undefined): VideoDraft[] =>
  (videos ?? []).map(({ id, title, link }) => ({ key: id, title, link }));

/**
 * A video's problems (spec §3: a title, and an http or https link, checked as the website is:
 * `youtu.be/x` is taken as `https://youtu.be/x`).
 */
export const videoProblemsOf = (video: VideoDraft): VideoProblems => {
  const problems: VideoProblems = {};
  if (!video.title.trim()) problems.title = VIDEO_TITLE_REQUIRED;
  const link = parseWebsite(video.link);
  if (!link.ok || link.value === '') problems.link = VIDEO_LINK_INVALID;
  return problems;
};

/** Why the videos cannot be saved yet (the first problem, row by row), or `undefined` when they can. */
export const videosBlocker = (videos: readonly VideoDraft[]): string | undefined =>
  videos.flatMap((video) => Object.values(videoProblemsOf(video)))[0];

/** The videos as the change sends them (it replaces the list): trimmed titles, links as saved. */
export const videoInputsOf = (videos: readonly VideoDraft[]): VideoInput[] =>
  videos.map((video) => {
    const link = parseWebsite(video.link);
    return { title: video.title.trim(), link: link.ok ? link.value : video.link.trim() };
  });

/**
 * The body of the change: every field, normalised as on create (an emptied instagram, website
 * or about is sent empty, which clears it), and the whole list of videos. Call it on a form and
 * videos without problems.
 */
export const studioUpdateOf = (form: StudioForm, videos: readonly VideoDraft[]): StudioUpdate => {
  const input = studioInputOf(form);
  return {
    ...input,
    instagram: input.instagram ?? '',
    link: input.link ?? '',
    about: input.about ?? '',
    videos: videoInputsOf(videos),
  };
};

/** 409 'Studio name taken': someone took the new slug meanwhile. */
export const isStudioNameTaken = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 409 && /studio name taken/i.test(error.message);

/** Another 409: the studio changed since it was loaded (a stale write); reload it. */
export const isStaleStudio = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 409 && !isStudioNameTaken(error);

import { ApiError } from '@plie/sdk';
import type { Studio } from '@plie/shared';
import { describe, expect, it } from 'vitest';
import {
  isStaleStudio,
  isStudioNameTaken,
  studioFormOf,
  studioUpdateOf,
  VIDEO_LINK_INVALID,
  VIDEO_TITLE_REQUIRED,
  type VideoDraft,
  videoDraftsOf,
  videoInputsOf,
  videoProblemsOf,
  videosBlocker,
} from './edit-studio-form';

const makeStudio = (overrides: Partial<Studio> = {}): Studio => ({
  id: 'studio-1',
  name: 'Rytm Kraków',
  studioName: 'rytm_krakow',
  email: 'hello@rytm.pl',
  theme: false,
  primaryColor: 'purple',
  isVerified: true,
  isHidden: false,
  isDeleted: false,
  ...overrides,
});

const makeVideo = (overrides: Partial<VideoDraft> = {}): VideoDraft => ({
  key: 'video-1',
  title: 'Salsa showcase',
  link: 'https://www.youtube.com/watch?v=abc',
  ...overrides,
});

const apiError = (status: number, message: string) =>
  new ApiError(status, { statusCode: status, error: 'Error', message });

describe('studioFormOf', () => {
  it('fills the form from the studio, missing texts empty, the dark flag as the dark theme', () => {
    expect(studioFormOf(makeStudio({ instagram: 'rytm' }))).toEqual({
      name: 'Rytm Kraków',
      email: 'hello@rytm.pl',
      studioName: 'rytm_krakow',
      instagram: 'rytm',
      link: '',
      about: '',
      primaryColor: 'purple',
      theme: 'dark',
    });
  });
});

describe('studioUpdateOf', () => {
  it('sends every field normalised, and empties cleared texts', () => {
    const form = { ...studioFormOf(makeStudio({ about: 'Salsa', link: 'https://rytm.pl' })) };
    expect(
      studioUpdateOf(
        {
          ...form,
          name: ' Rytm ',
          about: '  ',
          link: '',
          instagram: 'https://instagram.com/rytm_pl',
        },
        [],
      ),
    ).toEqual({
      name: 'Rytm',
      email: 'hello@rytm.pl',
      studioName: 'rytm_krakow',
      instagram: 'rytm_pl',
      link: '',
      about: '',
      primaryColor: 'purple',
      theme: false,
      videos: [],
    });
  });

  it('sends the whole list of videos, which replaces the saved one', () => {
    const form = studioFormOf(makeStudio());
    const videos = [makeVideo({ key: 'v1', title: ' Salsa night ', link: 'youtu.be/abc' })];
    expect(studioUpdateOf(form, videos).videos).toEqual([
      { title: 'Salsa night', link: 'https://youtu.be/abc' },
    ]);
  });
});

describe('refusals of a change', () => {
  it.each([
    [apiError(409, 'Studio name taken'), true, false],
    [apiError(409, 'The studio was changed meanwhile: please reload and try again'), false, true],
    [apiError(400, 'Email is invalid'), false, false],
    [new TypeError('Failed to fetch'), false, false],
  ])('%s: slug taken %s, stale %s', (error, taken, stale) => {
    expect(isStudioNameTaken(error)).toBe(taken);
    expect(isStaleStudio(error)).toBe(stale);
  });
});

describe('the studio’s videos in the form (spec §3 Video)', () => {
  it('starts from the saved videos in their order, none when the studio has none', () => {
    const saved = [
      { id: 'a', title: 'Salsa', link: 'https://youtu.be/a' },
      { id: 'b', title: 'Tango', link: 'https://vimeo.com/b' },
    ];
    expect(videoDraftsOf(saved)).toEqual([
      { key: 'a', title: 'Salsa', link: 'https://youtu.be/a' },
      { key: 'b', title: 'Tango', link: 'https://vimeo.com/b' },
    ]);
    expect(videoDraftsOf(undefined)).toEqual([]);
  });

  it.each([
    ['a title and an https link', {}, {}],
    ['an http link', { link: 'http://salsa.pl/video' }, {}],
    ['a link without its scheme (taken as https)', { link: 'youtu.be/abc' }, {}],
    ['no title', { title: '  ' }, { title: VIDEO_TITLE_REQUIRED }],
    ['no link', { link: '' }, { link: VIDEO_LINK_INVALID }],
    ['a link that is no web address', { link: 'not a link' }, { link: VIDEO_LINK_INVALID }],
    ['another scheme', { link: 'ftp://salsa.pl/video.mp4' }, { link: VIDEO_LINK_INVALID }],
    ['javascript:', { link: 'javascript:alert(1)' }, { link: VIDEO_LINK_INVALID }],
    ['neither', { title: '', link: '' }, { title: VIDEO_TITLE_REQUIRED, link: VIDEO_LINK_INVALID }],
  ])('%s: %j', (_, overrides, expected) => {
    expect(videoProblemsOf(makeVideo(overrides))).toEqual(expected);
  });

  it('blocks saving with the first problem, row by row', () => {
    expect(videosBlocker([])).toBeUndefined();
    expect(videosBlocker([makeVideo()])).toBeUndefined();
    expect(
      videosBlocker([
        makeVideo(),
        makeVideo({ key: 'v2', link: 'nope' }),
        makeVideo({ key: 'v3', title: '' }),
      ]),
    ).toBe(VIDEO_LINK_INVALID);
  });

  it('sends trimmed titles and the links as saved', () => {
    expect(
      videoInputsOf([
        makeVideo({ title: ' Salsa ', link: ' https://youtu.be/a ' }),
        makeVideo({ key: 'v2', title: 'Tango', link: 'vimeo.com/b' }),
      ]),
    ).toEqual([
      { title: 'Salsa', link: 'https://youtu.be/a' },
      { title: 'Tango', link: 'https://vimeo.com/b' },
    ]);
  });
});

import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Refusal } from '../../app/error-messages';
import { translateStudioMessage } from '../studios/studio-messages';
import { VIDEO_LINK_INVALID, VIDEO_TITLE_REQUIRED } from './edit-studio-form';

/**
 * The edit form's video problems (not the API's: the API's refusals — spec §8 "Teacher invite",
 * "Members", "Studio delete" — have codes, read as app/error-messages.ts says, in the studio
 * forms' wording).
 */
const STUDIO_PAGE_TEXTS: Record<string, MessageDescriptor> = {
  [VIDEO_TITLE_REQUIRED]: msg`Enter the video’s title`,
  [VIDEO_LINK_INVALID]: msg`Enter the video’s link, such as https://www.youtube.com/watch?v=…`,
};

/** A studio page refusal in the interface language. */
export const translateStudioPageMessage = (i18n: I18n, message: string | Refusal): string => {
  const own = typeof message === 'string' ? STUDIO_PAGE_TEXTS[message] : undefined;
  return own ? i18n._(own) : translateStudioMessage(i18n, message);
};

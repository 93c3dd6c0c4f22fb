/**
 * Instagram handle (spec §5). Stored as the bare username. A link to an Instagram profile is
 * reduced to its username (the last path segment, without the query); any other link is refused.
 * `@user` and `user` are accepted as they are.
 */
import * as v from 'valibot';
import { TEXT_MAX_LENGTH } from '../constants';
import { INSTAGRAM_INVALID, INSTAGRAM_LINK } from './messages';
import { invalid, type ValidationResult, valid } from './result';

const INSTAGRAM_HOSTS = new Set(['instagram.com', 'www.instagram.com', 'm.instagram.com', 'instagr.am']);
/** Instagram's own rule: letters, digits, periods and underscores, at most 30. */
const INSTAGRAM_USERNAME = new RegExp(`^[A-Za-z0-9._]{1,${TEXT_MAX_LENGTH.instagram}}$`);
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

const looksLikeLink = (text: string): boolean =>
  HAS_SCHEME.test(text) || text.includes('/') || /^www\./i.test(text);

/** `''` (no handle) or the bare username; a refused input gives the spec's message. */
export const parseInstagram = (input: string | null | undefined): ValidationResult<string> => {
  const text = (input ?? '').trim();
  if (text === '') return valid('');
  let username = text;
  if (looksLikeLink(text)) {
    let url: URL;
    try {
      url = new URL(HAS_SCHEME.test(text) ? text : `https://${text}`);
    } catch {
      return invalid(INSTAGRAM_LINK);
    }
    if (!['http:', 'https:'].includes(url.protocol) || !INSTAGRAM_HOSTS.has(url.hostname.toLowerCase())) {
      return invalid(INSTAGRAM_LINK);
    }
    const segments = url.pathname.split('/').filter((segment) => segment !== '');
    username = decodeURIComponent(segments.at(-1) ?? '');
  } else if (text.startsWith('@')) {
    username = text.slice(1);
  }
  return INSTAGRAM_USERNAME.test(username) ? valid(username) : invalid(INSTAGRAM_INVALID);
};

/** An optional instagram field: accepts a handle, `@handle` or a profile link; outputs the handle. */
export const InstagramSchema = v.pipe(
  v.string(INSTAGRAM_INVALID),
  v.maxLength(TEXT_MAX_LENGTH.url, INSTAGRAM_INVALID),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const result = parseInstagram(dataset.value);
    if (result.ok) return result.value;
    addIssue({ message: result.message });
    return NEVER;
  }),
);

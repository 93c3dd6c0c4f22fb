/**
 * The studio form of /studios/create and of the studio page's edit section (spec §2 "Studio
 * create", §5): what the user typed, its problems by field as shared rule messages, and the request
 * it becomes.
 */
import {
  flagFromTheme,
  foldText,
  isPrimaryColor,
  MESSAGES,
  type PrimaryColor,
  parseInstagram,
  type StudioInput,
  type Theme as StudioTheme,
  themeFromFlag,
  USERNAME,
  validateEmail,
  validateStudioForm,
  validateStudioName,
} from '@plie/shared';
import { DEFAULT_PRIMARY_COLOR, DEFAULT_STUDIO_THEME_FLAG, URL_MAX_LENGTH } from '../../config/constants';
import type { UsernameAvailability } from '../account/signup-form';

export interface StudioForm {
  name: string;
  email: string;
  /** The slug: the studio page's address /studios/{studioName}. */
  studioName: string;
  instagram: string;
  /** The website. */
  link: string;
  about: string;
  /** A colour name, or the custom hex code as typed. */
  primaryColor: string;
  theme: StudioTheme;
}

export type StudioFormProblems = Partial<Record<keyof StudioForm, string>>;

/** A colour that is neither a palette name nor a hex code (the API's own wording). */
export const COLOR_INVALID = 'Invalid colour: a colour name or a hex value such as #0ca678';

/** A new studio's form: the user's e-mail, the default colour (teal) and theme (light). */
export const emptyStudioForm = (email: string): StudioForm => ({
  name: '',
  email,
  studioName: '',
  instagram: '',
  link: '',
  about: '',
  primaryColor: DEFAULT_PRIMARY_COLOR,
  theme: themeFromFlag(DEFAULT_STUDIO_THEME_FLAG),
});

/** A typed hex code as the API takes it: `7C3AED` → `#7c3aed`; anything else unchanged. */
export const normalizeHexColor = (text: string): string => {
  const trimmed = text.trim().toLowerCase();
  return /^[0-9a-f]{3}([0-9a-f]{3})?$/.test(trimmed) ? `#${trimmed}` : trimmed;
};

/** The colour to send and to preview, or `undefined` while the typed one is not a colour. */
export const primaryColorOf = (form: Pick<StudioForm, 'primaryColor'>): PrimaryColor | undefined => {
  const color = normalizeHexColor(form.primaryColor);
  return isPrimaryColor(color) ? color : undefined;
};

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
/** `mailto:`, `javascript:`…: a scheme without `//` (a port, `salsa.pl:8080`, is not one). */
const OTHER_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

/**
 * A website as the API takes it (an http or https link): `salsa.pl` becomes `https://salsa.pl`;
 * an empty field is no website. Another scheme, or no host with a dot, is refused.
 */
export const parseWebsite = (
  input: string,
): { ok: true; value: string } | { ok: false; message: typeof MESSAGES.urlInvalid } => {
  const text = input.trim();
  if (text === '') return { ok: true, value: '' };
  if (!HAS_SCHEME.test(text) && OTHER_SCHEME.test(text)) return { ok: false, message: MESSAGES.urlInvalid };
  const link = HAS_SCHEME.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(link);
    const web = url.protocol === 'http:' || url.protocol === 'https:';
    const plain = !url.username && !url.password && !/\s/.test(text);
    if (web && plain && url.hostname.includes('.') && link.length <= URL_MAX_LENGTH) {
      return { ok: true, value: link };
    }
  } catch {
    // Not a link at all: refused below.
  }
  return { ok: false, message: MESSAGES.urlInvalid };
};

/**
 * A slug proposed from the studio's name while the user has not typed one: "Salsa & Co. Kraków"
 * → "salsa-co-krakow" (ASCII letters and digits, words joined by "-", starting with a letter).
 * A name too long for 20 characters keeps its first whole words.
 */
export const suggestStudioName = (name: string): string => {
  // Spacing accents (`Rock`n`Roll`, `ʻOhana`) separate words here rather than vanish as they do in
  // `foldText`; marks that are not accents go, as accents do.
  const slug = foldText(
    name.replace(/(?!\p{Diacritic})\p{Mark}/gu, '').replace(/(?!\p{Mark})\p{Diacritic}/gu, ' '),
  )
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^[^a-z]+/, '')
    .replace(/-+$/, '');
  if (slug.length <= USERNAME.maxLength) return slug;
  const cut = slug.slice(0, USERNAME.maxLength + 1);
  const lastWordEnd = cut.lastIndexOf('-');
  return lastWordEnd >= USERNAME.minLength ? cut.slice(0, lastWordEnd) : slug.slice(0, USERNAME.maxLength);
};

/** The slug's availability as the form sees it. */
export interface SlugAvailability {
  availability: UsernameAvailability;
  checking: boolean;
}

/** An edited studio's own slug (the server compares slugs without case): valid without asking. */
export const isOwnStudioName = (typed: string, current: string): boolean =>
  typed.trim().toLowerCase() === current.toLowerCase();

/** The slug's availability as the form should see it: the server's answer, or free when it is the studio's own. */
export const slugAvailabilityFor = (
  typed: string,
  current: string,
  asked: SlugAvailability,
): SlugAvailability =>
  isOwnStudioName(typed, current) ? { availability: 'available', checking: false } : asked;

/**
 * The problems of the form (spec §5 "Studio create"), by field, as shared rule messages: name,
 * e-mail and slug required ('fillReqFields'), the e-mail and slug formats, a taken slug, the
 * instagram handle, the website and the colour.
 */
export const studioFormProblems = (
  form: StudioForm,
  availability: UsernameAvailability,
): StudioFormProblems => {
  const problems: StudioFormProblems = {};
  for (const field of ['name', 'email', 'studioName'] as const) {
    if (!form[field].trim()) problems[field] = MESSAGES.studioCreateRequiredFields;
  }
  const email = validateEmail(form.email);
  if (!problems.email && !email.ok) problems.email = email.message;
  const studioName = validateStudioName(form.studioName);
  if (!problems.studioName && !studioName.ok) problems.studioName = studioName.message;
  else if (!problems.studioName && availability === 'taken') problems.studioName = MESSAGES.studioNameTaken;
  const instagram = parseInstagram(form.instagram);
  if (!instagram.ok) problems.instagram = instagram.message;
  const link = parseWebsite(form.link);
  if (!link.ok) problems.link = link.message;
  if (!primaryColorOf(form)) problems.primaryColor = COLOR_INVALID;
  return problems;
};

/**
 * Why the form cannot be sent yet, or `undefined` when it can: the shared rule's message first
 * (required fields, then the e-mail and slug formats), then the other fields' problems, then a
 * slug whose availability is not known yet (`'checking'`).
 */
export const studioFormBlocker = (
  form: StudioForm,
  availability: UsernameAvailability,
): string | 'checking' | undefined => {
  const required = validateStudioForm(form, 'create');
  if (!required.ok) return required.message;
  const problem = Object.values(studioFormProblems(form, availability))[0];
  if (problem) return problem;
  return availability === 'available' ? undefined : 'checking';
};

/** The body of `POST /api/studio`, normalised; empty optional fields are left out. Call it on a form without problems. */
export const studioInputOf = (form: StudioForm): StudioInput => {
  const instagram = parseInstagram(form.instagram);
  const link = parseWebsite(form.link);
  const optional = {
    instagram: instagram.ok ? instagram.value : '',
    link: link.ok ? link.value : '',
    about: form.about.trim(),
  };
  return {
    name: form.name.trim(),
    email: form.email.trim().toLowerCase(),
    studioName: form.studioName.trim(),
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== '')),
    primaryColor: primaryColorOf(form) ?? DEFAULT_PRIMARY_COLOR,
    theme: flagFromTheme(form.theme),
  };
};

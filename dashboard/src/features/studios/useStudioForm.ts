import { useLingui } from '@lingui/react/macro';
import { MESSAGES, type Theme as StudioTheme } from '@plie/shared';
import { useState } from 'react';
import {
  isOwnStudioName,
  type StudioForm,
  slugAvailabilityFor,
  studioFormBlocker,
  studioFormProblems,
  suggestStudioName,
} from './studio-form';
import { translateStudioMessage } from './studio-messages';
import { useStudioNameAvailability } from './useStudioNameAvailability';

/** The fields typed as text (all but the theme). */
export type StudioTextField = Exclude<keyof StudioForm, 'theme'>;

type Touched = Partial<Record<keyof StudioForm, boolean>>;
const ALL_TOUCHED: Touched = {
  name: true,
  email: true,
  studioName: true,
  instagram: true,
  link: true,
  primaryColor: true,
};

/**
 * The state of a studio form, new or edited (spec §2 "Studio create", §5): the values, which
 * fields the user has left, each field's error to show, the slug's live availability and why the
 * form cannot be sent yet. A new studio's slug is proposed from its name until one is typed; an
 * edited studio (`savedStudioName`) keeps its own slug, which counts as free without asking.
 */
export function useStudioForm(initial: () => StudioForm, savedStudioName?: string) {
  const { t, i18n } = useLingui();
  const [form, setForm] = useState(initial);
  const [slugTyped, setSlugTyped] = useState(savedStudioName !== undefined);
  const [touched, setTouched] = useState<Touched>({});
  // The own slug is not asked about (the server would call it taken: by this very studio).
  const own = savedStudioName !== undefined && isOwnStudioName(form.studioName, savedStudioName);
  const asked = useStudioNameAvailability(own ? '' : form.studioName);
  const slug =
    savedStudioName === undefined ? asked : slugAvailabilityFor(form.studioName, savedStudioName, asked);
  const problems = studioFormProblems(form, slug.availability);
  const blocker = studioFormBlocker(form, slug.availability);

  const update = (field: StudioTextField, value: string) => {
    if (field === 'studioName') setSlugTyped(true);
    const proposed = field === 'name' && !slugTyped ? { studioName: suggestStudioName(value) } : {};
    setForm((current) => ({ ...current, [field]: value, ...proposed }));
  };
  const setTheme = (theme: StudioTheme) => setForm((current) => ({ ...current, theme }));
  const touch = (field: keyof StudioForm) => setTouched((current) => ({ ...current, [field]: true }));
  /** On sending: every field's error shows. */
  const touchAll = () => setTouched(ALL_TOUCHED);
  /** A field's error once the user has left it (a taken slug shows at once), in their language. */
  const errorOf = (field: keyof StudioForm) => {
    const problem = problems[field];
    if (!problem || !(touched[field] || problem === MESSAGES.studioNameTaken)) return undefined;
    return translateStudioMessage(i18n, problem);
  };
  const blockerText =
    blocker === 'checking'
      ? t`Checking the page address…`
      : blocker
        ? translateStudioMessage(i18n, blocker)
        : undefined;

  return {
    form,
    update,
    setTheme,
    touch,
    touchAll,
    errorOf,
    slug: { checking: slug.checking, free: slug.availability === 'available' && !problems.studioName },
    blocker,
    /** Why the form cannot be sent yet, in the user's language; `undefined` when it can. */
    blockerText,
  };
}

export type StudioFormState = ReturnType<typeof useStudioForm>;

import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGES, type OwnUser, parseInstagram } from '@plie/shared';
import { type FormEvent, type ReactNode, useState } from 'react';
import {
  ABOUT_MAX_LENGTH,
  DEFAULT_PRIMARY_COLOR,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  URL_MAX_LENGTH,
} from '../../config/constants';
import { Button, ButtonLink } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { FormField, Input, inputStyles } from '../../ui/Field';
import {
  actionsStyles,
  blockerStyles,
  columnStyles,
  columnsStyles,
  formStyles,
  lookColumnStyles,
  noteStyles,
  sectionStyles,
  sectionTitleStyles,
  textareaStyles,
} from './CreateStudioForm.styles';
import { StudioLookFields } from './StudioLookFields';
import { StudioNameField } from './StudioNameField';
import { StudioPreview } from './StudioPreview';
import {
  emptyStudioForm,
  parseWebsite,
  primaryColorOf,
  type StudioForm,
  studioFormBlocker,
  studioFormProblems,
  suggestStudioName,
} from './studio-form';
import { translateStudioMessage } from './studio-messages';
import { studioFormCancelPath } from './studio-paths';
import { useCreateStudio } from './useCreateStudio';
import { useStudioNameAvailability } from './useStudioNameAvailability';

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
 * The studio form (spec §2 "Studio create", §5): name, e-mail (the user's to start with), the
 * slug (proposed from the name until typed, its availability asked live), instagram, website,
 * about, colour and theme with a live preview. Create stays disabled, saying why, until the form
 * is valid and the slug known to be free; failures follow spec §8 "Studio create".
 */
export function CreateStudioForm({
  user,
  fromOnboarding,
  refreshUser,
}: {
  user: OwnUser;
  fromOnboarding: boolean;
  refreshUser: () => Promise<unknown>;
}) {
  const { t, i18n } = useLingui();
  const { create, sending } = useCreateStudio({ fromOnboarding, refreshUser });
  const [form, setForm] = useState<StudioForm>(() => emptyStudioForm(user.email));
  const [slugTyped, setSlugTyped] = useState(false);
  const [touched, setTouched] = useState<Touched>({});
  const slug = useStudioNameAvailability(form.studioName);
  const problems = studioFormProblems(form, slug.availability);
  const blocker = studioFormBlocker(form, slug.availability);

  const update = (field: keyof StudioForm, value: string) =>
    setForm((current) => ({ ...current, [field]: value }));
  const touch = (field: keyof StudioForm) => () => setTouched((current) => ({ ...current, [field]: true }));
  /** A field's error once the user has left it (a taken slug shows at once). */
  const errorOf = (field: keyof StudioForm) => {
    const problem = problems[field];
    if (!problem || !(touched[field] || problem === MESSAGES.studioNameTaken)) return undefined;
    return translateStudioMessage(i18n, problem);
  };
  const a11y = (field: keyof StudioForm, id: string) => ({
    'aria-invalid': Boolean(errorOf(field)),
    'aria-describedby': `${id}-message`,
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(ALL_TOUCHED);
    if (!blocker) void create(form);
  };

  const previewColor = primaryColorOf(form) ?? DEFAULT_PRIMARY_COLOR;
  const blockerText =
    blocker === 'checking'
      ? t`Checking the page address…`
      : blocker
        ? translateStudioMessage(i18n, blocker)
        : undefined;

  return (
    <form css={formStyles} onSubmit={onSubmit} noValidate aria-busy={sending || undefined}>
      <div css={columnsStyles}>
        <div css={columnStyles}>
          <Section title={<Trans>Studio details</Trans>}>
            <p css={noteStyles}>
              <Trans>Fields marked * are required.</Trans>
            </p>
            <FormField id="studio-name" label={<Required>{t`Studio name`}</Required>} error={errorOf('name')}>
              <Input
                id="studio-name"
                autoComplete="organization"
                maxLength={NAME_MAX_LENGTH}
                value={form.name}
                onChange={(event) => {
                  const name = event.target.value;
                  setForm((current) => ({
                    ...current,
                    name,
                    ...(slugTyped ? {} : { studioName: suggestStudioName(name) }),
                  }));
                }}
                onBlur={touch('name')}
                required
                {...a11y('name', 'studio-name')}
              />
            </FormField>
            <StudioNameField
              id="studio-slug"
              value={form.studioName}
              error={errorOf('studioName')}
              checking={slug.checking}
              free={slug.availability === 'available' && !problems.studioName}
              onChange={(value) => {
                setSlugTyped(true);
                update('studioName', value);
              }}
              onBlur={touch('studioName')}
            />
            <FormField
              id="studio-email"
              label={<Required>{t`E-mail`}</Required>}
              error={errorOf('email')}
              hint={<Trans>Dancers and Plié write to your studio at this address.</Trans>}
            >
              <Input
                id="studio-email"
                type="email"
                autoComplete="email"
                maxLength={EMAIL_MAX_LENGTH}
                value={form.email}
                onChange={(event) => update('email', event.target.value)}
                onBlur={touch('email')}
                required
                {...a11y('email', 'studio-email')}
              />
            </FormField>
          </Section>
          <Section title={<Trans>Description and links</Trans>}>
            <FormField
              id="studio-about"
              label={<Trans>About the studio</Trans>}
              hint={<Trans>A few words about your studio: its styles, its atmosphere, who it is for.</Trans>}
            >
              <textarea
                id="studio-about"
                rows={4}
                maxLength={ABOUT_MAX_LENGTH}
                css={[inputStyles, textareaStyles]}
                value={form.about}
                onChange={(event) => update('about', event.target.value)}
                aria-describedby="studio-about-message"
              />
            </FormField>
            <FormField
              id="studio-instagram"
              label={<Trans>Instagram</Trans>}
              error={errorOf('instagram')}
              hint={<Trans>Your studio’s Instagram username. A link to its profile works too.</Trans>}
            >
              <Input
                id="studio-instagram"
                autoCapitalize="none"
                spellCheck={false}
                value={form.instagram}
                onChange={(event) => update('instagram', event.target.value)}
                onBlur={(event) => {
                  // A pasted profile link becomes the username it stands for, so the user sees what is saved.
                  const parsed = parseInstagram(event.target.value);
                  if (parsed.ok) update('instagram', parsed.value);
                  touch('instagram')();
                }}
                {...a11y('instagram', 'studio-instagram')}
              />
            </FormField>
            <FormField id="studio-website" label={<Trans>Website</Trans>} error={errorOf('link')}>
              <Input
                id="studio-website"
                type="url"
                inputMode="url"
                autoComplete="url"
                autoCapitalize="none"
                spellCheck={false}
                placeholder="https://"
                maxLength={URL_MAX_LENGTH}
                value={form.link}
                onChange={(event) => update('link', event.target.value)}
                onBlur={(event) => {
                  // "salsa.pl" is saved as "https://salsa.pl": show it so.
                  const parsed = parseWebsite(event.target.value);
                  if (parsed.ok) update('link', parsed.value);
                  touch('link')();
                }}
                {...a11y('link', 'studio-website')}
              />
            </FormField>
          </Section>
        </div>
        <div css={[columnStyles, lookColumnStyles]}>
          <Section title={<Trans>Colour and theme</Trans>}>
            <StudioLookFields
              primaryColor={form.primaryColor}
              theme={form.theme}
              colorError={touched.primaryColor ? errorOf('primaryColor') : undefined}
              onColorChange={(color) => {
                update('primaryColor', color);
                touch('primaryColor')();
              }}
              onThemeChange={(theme) => setForm((current) => ({ ...current, theme }))}
            />
            <StudioPreview
              name={form.name}
              studioName={form.studioName}
              about={form.about}
              primaryColor={previewColor}
              theme={form.theme}
            />
          </Section>
        </div>
      </div>
      <div css={actionsStyles}>
        {blockerText && (
          <p id="create-studio-blocker" css={blockerStyles} aria-live="polite">
            {blockerText}
          </p>
        )}
        <ButtonLink href={studioFormCancelPath(fromOnboarding)} variant="secondary">
          <Trans>Cancel</Trans>
        </ButtonLink>
        <Button
          type="submit"
          disabled={Boolean(blocker) || sending}
          aria-describedby={blockerText ? 'create-studio-blocker' : undefined}
        >
          {sending ? <Trans>Creating…</Trans> : <Trans>Create studio</Trans>}
        </Button>
      </div>
    </form>
  );
}

/** A labelled group of the form, as a card. */
function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Card css={sectionStyles}>
      <h2 css={sectionTitleStyles}>{title}</h2>
      {children}
    </Card>
  );
}

/** A required field's label: the asterisk is for the eye; the field itself says `required`. */
function Required({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <span aria-hidden="true"> *</span>
    </>
  );
}

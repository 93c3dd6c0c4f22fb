import { Trans, useLingui } from '@lingui/react/macro';
import { parseInstagram } from '@plie/shared';
import { ABOUT_MAX_LENGTH, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, URL_MAX_LENGTH } from '../../config/constants';
import { FormField, Input, inputStyles } from '../../ui/Field';
import { Required } from '../../ui/Required';
import { textareaStyles } from './CreateStudioForm.styles';
import { StudioNameField } from './StudioNameField';
import { parseWebsite } from './studio-form';
import type { StudioFormState, StudioTextField } from './useStudioForm';

interface StudioFieldsProps {
  /** Starts the fields' ids (`${idPrefix}-name`…), unique on the page. */
  idPrefix: string;
  studioForm: StudioFormState;
  /** Say under the fields what they are for (the create form, for someone new to them). */
  hints?: boolean;
}

/** The ids of the fields and what their inputs say about their errors. */
const fieldIds = (idPrefix: string, studioForm: StudioFormState) => {
  const id = (field: StudioTextField) => `${idPrefix}-${field}`;
  const a11y = (field: StudioTextField) => ({
    'aria-invalid': Boolean(studioForm.errorOf(field)),
    'aria-describedby': `${id(field)}-message`,
  });
  return { id, a11y };
};

/**
 * The studio's details (spec §2 "Studio create", §5), as the create form and the studio page's
 * edit section ask them: first the name, the page address with its live check and the e-mail,
 * then the description and links.
 */
export function StudioDetailsFields(props: StudioFieldsProps) {
  return (
    <>
      <StudioIdentityFields {...props} />
      <StudioLinksFields {...props} />
    </>
  );
}

/** Name, page address (proposed from a new studio's name, its availability asked live) and e-mail: all required. */
export function StudioIdentityFields({ idPrefix, studioForm, hints = false }: StudioFieldsProps) {
  const { t } = useLingui();
  const { form, update, touch, errorOf, slug } = studioForm;
  const { id, a11y } = fieldIds(idPrefix, studioForm);
  return (
    <>
      <FormField id={id('name')} label={<Required>{t`Studio name`}</Required>} error={errorOf('name')}>
        <Input
          id={id('name')}
          autoComplete="organization"
          maxLength={NAME_MAX_LENGTH}
          value={form.name}
          onChange={(event) => update('name', event.target.value)}
          onBlur={() => touch('name')}
          required
          {...a11y('name')}
        />
      </FormField>
      <StudioNameField
        id={id('studioName')}
        value={form.studioName}
        error={errorOf('studioName')}
        checking={slug.checking}
        free={slug.free}
        onChange={(value) => update('studioName', value)}
        onBlur={() => touch('studioName')}
      />
      <FormField
        id={id('email')}
        label={<Required>{t`E-mail`}</Required>}
        error={errorOf('email')}
        hint={hints && <Trans>Dancers and Plié write to your studio at this address.</Trans>}
      >
        <Input
          id={id('email')}
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          value={form.email}
          onChange={(event) => update('email', event.target.value)}
          onBlur={() => touch('email')}
          required
          {...a11y('email')}
        />
      </FormField>
    </>
  );
}

/**
 * About (4 rows), instagram (a pasted profile link becomes the username) and website
 * (`salsa.pl` becomes `https://salsa.pl`): on leaving a link field it shows what is saved.
 */
export function StudioLinksFields({ idPrefix, studioForm, hints = false }: StudioFieldsProps) {
  const { form, update, touch, errorOf } = studioForm;
  const { id, a11y } = fieldIds(idPrefix, studioForm);
  const settle = (field: 'instagram' | 'link', value: string) => {
    const parsed = field === 'instagram' ? parseInstagram(value) : parseWebsite(value);
    if (parsed.ok) update(field, parsed.value);
    touch(field);
  };
  return (
    <>
      <FormField
        id={id('about')}
        label={<Trans>About the studio</Trans>}
        hint={
          hints && <Trans>A few words about your studio: its styles, its atmosphere, who it is for.</Trans>
        }
      >
        <textarea
          id={id('about')}
          rows={4}
          maxLength={ABOUT_MAX_LENGTH}
          css={[inputStyles, textareaStyles]}
          value={form.about}
          onChange={(event) => update('about', event.target.value)}
          aria-describedby={hints ? `${id('about')}-message` : undefined}
        />
      </FormField>
      <FormField
        id={id('instagram')}
        label={<Trans>Instagram</Trans>}
        error={errorOf('instagram')}
        hint={hints && <Trans>Your studio’s Instagram username. A link to its profile works too.</Trans>}
      >
        <Input
          id={id('instagram')}
          autoCapitalize="none"
          spellCheck={false}
          value={form.instagram}
          onChange={(event) => update('instagram', event.target.value)}
          onBlur={(event) => settle('instagram', event.target.value)}
          {...a11y('instagram')}
        />
      </FormField>
      <FormField id={id('link')} label={<Trans>Website</Trans>} error={errorOf('link')}>
        <Input
          id={id('link')}
          type="url"
          inputMode="url"
          autoComplete="url"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="https://"
          maxLength={URL_MAX_LENGTH}
          value={form.link}
          onChange={(event) => update('link', event.target.value)}
          onBlur={(event) => settle('link', event.target.value)}
          {...a11y('link')}
        />
      </FormField>
    </>
  );
}

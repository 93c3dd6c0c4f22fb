import { Trans, useLingui } from '@lingui/react/macro';
import { parseInstagram } from '@plie/shared';
import { ABOUT_MAX_LENGTH, EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, URL_MAX_LENGTH } from '../../config/constants';
import { FormField, Input, inputStyles } from '../../ui/Field';
import { textareaStyles } from '../studios/CreateStudioForm.styles';
import { StudioNameField } from '../studios/StudioNameField';
import { parseWebsite, type StudioForm } from '../studios/studio-form';

type TextField = Exclude<keyof StudioForm, 'theme'>;

/**
 * The studio's details as the create form asks them (spec §2 "Studio create", §5): name, page
 * address with its live check, e-mail, about (4 rows), instagram (a pasted profile link becomes
 * the username) and website (`salsa.pl` becomes `https://salsa.pl`). The form that holds them
 * keeps the values, their errors and the slug's availability.
 */
export function StudioDetailsFields({
  idPrefix,
  form,
  errorOf,
  slug,
  onChange,
  onBlur,
}: {
  idPrefix: string;
  form: StudioForm;
  /** A field's error to show now, in the user's language. */
  errorOf: (field: TextField) => string | undefined;
  slug: { checking: boolean; free: boolean };
  onChange: (field: TextField, value: string) => void;
  onBlur: (field: TextField) => void;
}) {
  const { t } = useLingui();
  const id = (field: string) => `${idPrefix}-${field}`;
  const a11y = (field: TextField) => ({
    'aria-invalid': Boolean(errorOf(field)),
    'aria-describedby': `${id(field)}-message`,
  });
  /** On leaving: the value as it is saved (instagram link → username, website with https://). */
  const settle = (field: 'instagram' | 'link', value: string) => {
    const parsed = field === 'instagram' ? parseInstagram(value) : parseWebsite(value);
    if (parsed.ok) onChange(field, parsed.value);
    onBlur(field);
  };
  const required = (label: string) => (
    <>
      {label}
      <span aria-hidden="true"> *</span>
    </>
  );

  return (
    <>
      <FormField id={id('name')} label={required(t`Studio name`)} error={errorOf('name')}>
        <Input
          id={id('name')}
          autoComplete="organization"
          maxLength={NAME_MAX_LENGTH}
          value={form.name}
          onChange={(event) => onChange('name', event.target.value)}
          onBlur={() => onBlur('name')}
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
        onChange={(value) => onChange('studioName', value)}
        onBlur={() => onBlur('studioName')}
      />
      <FormField id={id('email')} label={required(t`E-mail`)} error={errorOf('email')}>
        <Input
          id={id('email')}
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          value={form.email}
          onChange={(event) => onChange('email', event.target.value)}
          onBlur={() => onBlur('email')}
          required
          {...a11y('email')}
        />
      </FormField>
      <FormField id={id('about')} label={<Trans>About the studio</Trans>}>
        <textarea
          id={id('about')}
          rows={4}
          maxLength={ABOUT_MAX_LENGTH}
          css={[inputStyles, textareaStyles]}
          value={form.about}
          onChange={(event) => onChange('about', event.target.value)}
        />
      </FormField>
      <FormField id={id('instagram')} label={<Trans>Instagram</Trans>} error={errorOf('instagram')}>
        <Input
          id={id('instagram')}
          autoCapitalize="none"
          spellCheck={false}
          value={form.instagram}
          onChange={(event) => onChange('instagram', event.target.value)}
          onBlur={(event) => settle('instagram', event.target.value)}
          {...a11y('instagram')}
        />
      </FormField>
      <FormField id={id('link')} label={<Trans>Website</Trans>} error={errorOf('link')}>
        <Input
          id={id('link')}
          type="url"
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="https://"
          maxLength={URL_MAX_LENGTH}
          value={form.link}
          onChange={(event) => onChange('link', event.target.value)}
          onBlur={(event) => settle('link', event.target.value)}
          {...a11y('link')}
        />
      </FormField>
    </>
  );
}

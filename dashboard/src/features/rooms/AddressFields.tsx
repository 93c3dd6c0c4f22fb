import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useCountryCities } from '../../api/queries/locations';
import { NAME_MAX_LENGTH, ROOM_CITY_SUGGESTION_LIMIT } from '../../config/constants';
import { FormField, Input, inputStyles } from '../../ui/Field';
import { Required } from '../../ui/Required';
import { Spinner } from '../../ui/Spinner';
import type { AddressLookup } from './address-lookup';
import { type CountryOption, cityListPrefix, citySuggestions } from './places';
import type { Coordinates, RoomForm } from './room-form';
import { translateRoomMessage } from './room-messages';
import { isFinalAnswer } from './studio-access';

type AddressField = 'country' | 'city' | 'street' | 'postalCode';

/**
 * The room's address (spec §3, §5 "Address search"): the country from the API's list, a city of
 * that country (suggested as it is typed), the street, then what the address search found — the
 * postcode (editable) and the coordinates — and how the search stands.
 */
export function AddressFields({
  form,
  countries,
  lookup,
  coordinates,
  errorOf,
  onChange,
  onBlur,
}: {
  form: RoomForm;
  countries: readonly CountryOption[];
  lookup: AddressLookup;
  coordinates: Coordinates | undefined;
  /** A field's error, once it is to be shown. */
  errorOf: (field: AddressField) => string | undefined;
  onChange: (field: AddressField, value: string) => void;
  onBlur: (field: AddressField) => void;
}) {
  const { t } = useLingui();
  const cities = useCitiesOf(form.country, form.city);
  const a11y = (field: AddressField, id: string) => ({
    'aria-invalid': Boolean(errorOf(field)),
    'aria-describedby': `${id}-message`,
  });

  return (
    <>
      <FormField id="room-country" label={<Required>{t`Country`}</Required>} error={errorOf('country')}>
        <select
          id="room-country"
          css={selectStyles}
          value={form.country}
          autoComplete="country"
          onChange={(event) => onChange('country', event.target.value)}
          onBlur={() => onBlur('country')}
          required
          {...a11y('country', 'room-country')}
        >
          <option value="">{t`Choose a country`}</option>
          {countries.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id="room-city"
        label={<Required>{t`City`}</Required>}
        error={errorOf('city')}
        hint={form.country ? undefined : <Trans>Choose the country first.</Trans>}
      >
        <Input
          id="room-city"
          list="room-city-suggestions"
          autoComplete="off"
          autoCapitalize="words"
          spellCheck={false}
          maxLength={NAME_MAX_LENGTH}
          disabled={!form.country}
          value={form.city}
          onChange={(event) => onChange('city', event.target.value)}
          onBlur={() => onBlur('city')}
          required
          {...a11y('city', 'room-city')}
        />
        <datalist id="room-city-suggestions">
          {cities.map((city) => (
            <option key={city} value={city} />
          ))}
        </datalist>
      </FormField>
      <FormField
        id="room-street"
        label={<Required>{t`Street address`}</Required>}
        error={errorOf('street')}
        hint={<Trans>Avoid abbreviations such as st.</Trans>}
      >
        <Input
          id="room-street"
          autoComplete="address-line1"
          placeholder={t`e.g. Floriańska 15`}
          maxLength={NAME_MAX_LENGTH}
          value={form.street}
          onChange={(event) => onChange('street', event.target.value)}
          onBlur={() => onBlur('street')}
          required
          {...a11y('street', 'room-street')}
        />
      </FormField>
      <LookupStatus lookup={lookup} />
      <div css={foundRowStyles}>
        <FormField id="room-postal-code" label={<Trans>Postal code</Trans>}>
          <Input
            id="room-postal-code"
            autoComplete="postal-code"
            maxLength={NAME_MAX_LENGTH}
            value={form.postalCode}
            onChange={(event) => onChange('postalCode', event.target.value)}
            onBlur={() => onBlur('postalCode')}
          />
        </FormField>
        <FormField id="room-latitude" label={<Trans>Latitude</Trans>}>
          <Input
            id="room-latitude"
            readOnly
            value={formatCoordinate(coordinates?.lat)}
            css={readOnlyStyles}
          />
        </FormField>
        <FormField id="room-longitude" label={<Trans>Longitude</Trans>}>
          <Input
            id="room-longitude"
            readOnly
            value={formatCoordinate(coordinates?.lng)}
            css={readOnlyStyles}
          />
        </FormField>
      </div>
    </>
  );
}

/** Five decimals: about a metre. */
const formatCoordinate = (value: number | undefined): string => (value === undefined ? '' : value.toFixed(5));

/** Cities of the chosen country starting with what is typed (after more than 1 character, spec §5). */
const useCitiesOf = (country: string, typed: string): string[] => {
  const prefix = country ? cityListPrefix(typed) : undefined;
  const { data } = useCountryCities(country, prefix);
  return citySuggestions(
    (data ?? []).map((city) => city.name),
    typed,
    ROOM_CITY_SUGGESTION_LIMIT,
  );
};

/** How the address search stands, announced politely as it changes. */
function LookupStatus({ lookup }: { lookup: AddressLookup }) {
  const { t, i18n } = useLingui();
  const { tone, text }: { tone: 'muted' | 'success' | 'danger'; text: ReactNode } = (() => {
    switch (lookup.status) {
      case 'incomplete':
        return {
          tone: 'muted' as const,
          text: <Trans>The location is looked up once the country, city and street are filled in.</Trans>,
        };
      case 'searching':
        return {
          tone: 'muted' as const,
          text: (
            <>
              <Spinner />
              <Trans>Looking up the address…</Trans>
            </>
          ),
        };
      case 'found':
      case 'saved':
        return {
          tone: 'success' as const,
          text: (
            <>
              <span aria-hidden="true">✓</span>
              <Trans>Location found</Trans>
            </>
          ),
        };
      case 'notFound':
        return { tone: 'danger' as const, text: t`Address not found — check the spelling` };
      case 'failed':
        return {
          tone: 'danger' as const,
          text: translateRoomMessage(
            i18n,
            lookup.error instanceof Error && isFinalAnswer(lookup.error)
              ? lookup.error.message
              : 'The address search is unavailable, try again later',
          ),
        };
    }
  })();
  return (
    <p role="status" aria-live="polite" css={(theme: Theme) => statusStyles(theme, tone)}>
      {text}
    </p>
  );
}

const selectStyles = (theme: Theme) => css`
  ${inputStyles(theme)};
  cursor: pointer;
`;

const readOnlyStyles = (theme: Theme) => css`
  background: ${theme.colors.surfaceSunken};
  color: ${theme.colors.textMuted};
  &:hover {
    border-color: ${theme.colors.control};
  }
`;

const foundRowStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  & > :first-of-type {
    grid-column: 1 / -1;
  }
  ${theme.mq.wide} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    & > :first-of-type {
      grid-column: auto;
    }
  }
`;

const statusStyles = (theme: Theme, tone: 'muted' | 'success' | 'danger') => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  margin-top: -${theme.space[2]};
  font-size: ${theme.fontSize.sm};
  font-weight: ${tone === 'muted' ? theme.fontWeight.regular : theme.fontWeight.semibold};
  color: ${
    tone === 'success'
      ? theme.colors.status.success.text
      : tone === 'danger'
        ? theme.colors.status.danger.text
        : theme.colors.textMuted
  };
`;

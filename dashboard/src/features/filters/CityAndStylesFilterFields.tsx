import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Checkbox } from '../../ui/Checkbox';
import { Skeleton } from '../../ui/Skeleton';
import { CitySearch } from '../city-search/CitySearch';
import { useDanceStyles } from '../dance-styles/useDanceStyles';

/** The filters these fields set: a city (with its country's ISO code) and dance style ids. */
export interface CityAndStyles {
  country: string;
  city: string;
  styles: string[];
}

/**
 * The city and dance-style filters of a search page's panel (spec §2), as the Teacher and Studios
 * filters have them: a city to search for, and the dance styles, any of which may match.
 */
export function CityAndStylesFilterFields({
  filters,
  onChange,
}: {
  filters: CityAndStyles;
  onChange: (change: Partial<CityAndStyles>) => void;
}) {
  const { t } = useLingui();
  const { data: styles, error } = useDanceStyles();
  const toggleStyle = (id: string) =>
    onChange({
      styles: filters.styles.includes(id)
        ? filters.styles.filter((style) => style !== id)
        : [...filters.styles, id],
    });
  return (
    <>
      <CitySearch
        // A cleared filter starts the field afresh.
        key={filters.city || 'any-city'}
        compact={{ label: t`City`, initialText: filters.city }}
        onChoose={(city) => onChange({ country: city.countryCode, city: city.name })}
        onClear={() => onChange({ country: '', city: '' })}
      />
      <fieldset css={fieldsetStyles}>
        <legend>
          <Trans>Dance styles</Trans>
        </legend>
        {error ? (
          <p role="alert">
            <Trans>Could not load the dance styles.</Trans>
          </p>
        ) : !styles ? (
          <Skeleton height="8rem" label={t`Loading dance styles…`} />
        ) : (
          <div css={stylesListStyles}>
            {styles.map((style) => (
              <Checkbox
                key={style.id}
                label={style.name}
                checked={filters.styles.includes(style.id)}
                onChange={() => toggleStyle(style.id)}
              />
            ))}
          </div>
        )}
      </fieldset>
    </>
  );
}

const fieldsetStyles = (theme: Theme) => css`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    margin-bottom: ${theme.space[1]};
    font-weight: ${theme.fontWeight.semibold};
    font-size: ${theme.fontSize.sm};
  }
`;

const stylesListStyles = (theme: Theme) => css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  column-gap: ${theme.space[3]};
  ${theme.mq.wide} {
    grid-template-columns: 1fr;
    max-height: 22rem;
    overflow-y: auto;
  }
`;

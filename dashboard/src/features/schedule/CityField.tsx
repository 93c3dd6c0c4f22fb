import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import { CitySearch } from '../city-search/CitySearch';
import type { ScheduleFilters } from './schedule-filters';

/**
 * The panel's city: the chosen one with a Change button, or the compact city search. (The search
 * field is not pre-filled with the chosen city: its suggestion list would open over the panel
 * before anyone touched it.) The city cannot be cleared here: the search needs one.
 */
export function CityField({
  filters,
  onChange,
}: {
  filters: ScheduleFilters;
  onChange: (change: Partial<ScheduleFilters>) => void;
}) {
  const { t } = useLingui();
  const [changing, setChanging] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const chosen = filters.country && filters.city ? filters.city : '';

  // Switching between the chosen city and the search keeps the focus where the user is: on the
  // search field after Change, back on Change after choosing or cancelling.
  useEffect(() => {
    if (!moved.current) return;
    box.current?.querySelector<HTMLElement>(changing ? 'input' : 'button')?.focus();
  }, [changing]);

  const switchTo = (next: boolean) => {
    moved.current = true;
    setChanging(next);
  };
  const stopChanging = () => switchTo(false);

  if (chosen && !changing) {
    return (
      <div ref={box} css={chosenStyles}>
        <div css={{ minWidth: 0 }}>
          <span css={captionStyles}>
            <Trans>City</Trans>
          </span>
          <strong css={cityNameStyles}>{chosen}</strong>
        </div>
        <Button variant="secondary" aria-label={t`Change city, now ${chosen}`} onClick={() => switchTo(true)}>
          <Trans>Change</Trans>
        </Button>
      </div>
    );
  }
  return (
    <div ref={box} css={searchStyles}>
      <CitySearch
        compact={{ label: t`City` }}
        onChoose={(city) => {
          onChange({ country: city.countryCode, city: city.name });
          stopChanging();
        }}
        onClear={() => chosen && stopChanging()}
      />
      {chosen && (
        <Button variant="ghost" onClick={stopChanging}>
          <Trans>Cancel</Trans>
        </Button>
      )}
    </div>
  );
}

const chosenStyles = (theme: Theme) => css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
`;

const captionStyles = (theme: Theme) => css`
  display: block;
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.semibold};
`;

const cityNameStyles = (theme: Theme) => css`
  display: block;
  font-size: ${theme.fontSize.lg};
  overflow-wrap: anywhere;
`;

const searchStyles = (theme: Theme) => css`
  display: grid;
  justify-items: start;
  gap: ${theme.space[2]};
  & > form {
    justify-self: stretch;
  }
`;

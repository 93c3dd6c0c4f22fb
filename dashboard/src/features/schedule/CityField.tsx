import { css, type Theme } from '@emotion/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { browserStorage } from '../account/after-login';
import { CitySearch } from '../city-search/CitySearch';
import { rememberCity } from '../city-search/last-city';
import type { ScheduleFilters } from '../filters/schedule-filters';
import type { NearMeProblem } from './near-me';
import type { NearMeState } from './useNearMe';

/** The "Near me" button's state and action, and whether the lessons are now around the visitor. */
export interface NearMeControl extends NearMeState {
  active: boolean;
  onNearMe: () => void;
}

/**
 * The panel's city: the chosen one with a Change button, or the compact city search (the search
 * field is not pre-filled with the chosen city: its suggestion list would open over the panel
 * before anyone touched it), and beside it "Near me". The city cannot be cleared here: the search
 * needs one.
 */
export function CityField({
  filters,
  onChange,
  nearMe,
}: {
  filters: ScheduleFilters;
  onChange: (change: Partial<ScheduleFilters>) => void;
  nearMe: NearMeControl;
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
      <WithNearMe nearMe={nearMe}>
        <div ref={box} css={chosenStyles}>
          <div css={{ minWidth: 0 }}>
            <span css={captionStyles}>
              <Trans>City</Trans>
            </span>
            <strong css={cityNameStyles}>{chosen}</strong>
          </div>
          <Button
            variant="secondary"
            aria-label={t`Change city, now ${chosen}`}
            onClick={() => switchTo(true)}
          >
            <Trans>Change</Trans>
          </Button>
        </div>
      </WithNearMe>
    );
  }
  return (
    <WithNearMe nearMe={nearMe}>
      <CitySearchField box={box} chosen={chosen} onChange={onChange} stopChanging={stopChanging} />
    </WithNearMe>
  );
}

function CitySearchField({
  box,
  chosen,
  onChange,
  stopChanging,
}: {
  box: RefObject<HTMLDivElement | null>;
  chosen: string;
  onChange: (change: Partial<ScheduleFilters>) => void;
  stopChanging: () => void;
}) {
  const { t } = useLingui();
  return (
    <div ref={box} css={searchStyles}>
      <CitySearch
        compact={{ label: t`City` }}
        onChoose={(city) => {
          onChange({ country: city.countryCode, city: city.name });
          rememberCity(browserStorage(), { country: city.countryCode, city: city.name });
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

/** The city, then "Near me" (which asks for the location only when pressed) and what it found. */
function WithNearMe({ nearMe, children }: { nearMe: NearMeControl; children: ReactNode }) {
  const { t } = useLingui();
  return (
    <div css={nearMeGroupStyles}>
      {children}
      <Button
        variant="secondary"
        aria-busy={nearMe.locating}
        disabled={nearMe.locating}
        onClick={nearMe.onNearMe}
        css={{ justifySelf: 'start' }}
      >
        {nearMe.locating ? (
          <Spinner />
        ) : (
          <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" fill="currentColor">
            <path d="M21 3 3 10.5l7.5 3L13.5 21 21 3Z" />
          </svg>
        )}
        {nearMe.locating ? t`Finding where you are…` : t`Near me`}
      </Button>
      {nearMe.active && !nearMe.problem && (
        <p css={noteStyles}>
          <Trans>Lessons around you: the soonest, the nearest of them first, with their distance.</Trans>
        </p>
      )}
      {nearMe.problem && <Alert tone="warning">{t(PROBLEM_MESSAGES[nearMe.problem])}</Alert>}
    </div>
  );
}

/** Why "Near me" found nothing, and that the schedule stays where it was. */
const PROBLEM_MESSAGES: Record<NearMeProblem, MessageDescriptor> = {
  denied: msg`Your browser did not share your location, so the schedule stays on this city. Allow location access for this site to see lessons near you.`,
  unavailable: msg`Your location could not be found just now, so the schedule stays on this city. Try again in a moment.`,
  unsupported: msg`This browser cannot share your location. Choose a city instead.`,
  failed: msg`Could not find the city you are in. Check your connection and try again.`,
};

const nearMeGroupStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
`;

const noteStyles = (theme: Theme) => css`
  font-size: ${theme.fontSize.sm};
  color: ${theme.colors.textMuted};
`;

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

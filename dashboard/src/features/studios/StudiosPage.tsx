import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { webPath } from '@plie/shared';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ProfileLoadError } from '../../app/ProfileLoadError';
import { useSignedInUser } from '../../app/useSignedInUser';
import { ONBOARDING_TOAST_DURATION_MS } from '../../config/constants';
import { PageTitle } from '../../layouts/PageTitle';
import { Container } from '../../ui/Container';
import { useToast } from '../../ui/Toast';
import { CityAndStylesFilterFields } from '../filters/CityAndStylesFilterFields';
import { FilterPanel } from '../filters/FilterPanel';
import { SearchBox } from '../filters/SearchBox';
import { panelSlotStyles, searchPageStyles, searchRowStyles } from '../filters/search-page.styles';
import { showsCreateStudioCard } from './my-studios';
import { CreateStudioCard } from './StudioCard';
import { StudioResults } from './StudioResults';
import {
  activeStudioFilterCount,
  comesFromOnboarding,
  NO_STUDIO_FILTERS,
  parseStudioFilters,
  type StudioFilters,
  studioFiltersQuery,
} from './studio-filters';
import { useStudioSearch } from './useStudioSearch';

type FilterChange = (change: Partial<StudioFilters>) => void;

/** The filters live in the address: changing one replaces it (Back leaves the page, not a filter). */
const useStudioFilters = () => {
  const query = useSearch();
  const [location, navigate] = useLocation();
  const filters = useMemo(() => parseStudioFilters(query), [query]);
  const setFilters = useCallback<FilterChange>(
    (change) => {
      const next = studioFiltersQuery({ ...parseStudioFilters(window.location.search), ...change });
      navigate(next ? `${location}?${next}` : location, { replace: true });
    },
    [location, navigate],
  );
  return [filters, setFilters] as const;
};

/** `?from=onboard` (spec §2): congratulates the new dancer for 5 s, once per visit of the page. */
const useOnboardingCongratulation = () => {
  const { t } = useLingui();
  const toast = useToast();
  const fromOnboarding = comesFromOnboarding(useSearch());
  const shown = useRef(false);
  useEffect(() => {
    if (!fromOnboarding || shown.current) return;
    shown.current = true;
    toast({
      tone: 'success',
      title: t`Congratulations, you’re all set!`,
      description: t`Find a studio near you and sign up for your first class.`,
      durationMs: ONBOARDING_TOAST_DURATION_MS,
    });
  }, [fromOnboarding, toast, t]);
};

/**
 * /studios (spec §2): the studio search with the Studios filters, cards, 50 a page, infinite
 * scroll; `?filter=my` lists the signed-in user's own studios instead.
 */
export function StudiosPage() {
  const [filters, setFilters] = useStudioFilters();
  useOnboardingCongratulation();
  return filters.mine ? (
    <MyStudios filters={filters} onChange={setFilters} />
  ) : (
    <PublicStudios filters={filters} onChange={setFilters} />
  );
}

/** Publicly visible studios (platform admins: all of them), by name, city and dance style. */
function PublicStudios({ filters, onChange }: { filters: StudioFilters; onChange: FilterChange }) {
  const { t } = useLingui();
  const search = useStudioSearch(filters);
  const activeCount = activeStudioFilterCount(filters);
  const anyFilter = activeCount > 0 || Boolean(filters.search);
  return (
    <>
      <PageTitle
        title={t`Studios`}
        subtitle={<Trans>Find a dance studio by name, city or dance style.</Trans>}
      />
      <Container css={searchPageStyles}>
        <div css={searchRowStyles}>
          <SearchBox
            label={t`Search studios`}
            placeholder={t`Search by studio name`}
            value={filters.search}
            onSearch={(text) => onChange({ search: text })}
          />
        </div>
        <div css={panelSlotStyles}>
          <FilterPanel
            activeCount={activeCount}
            onClear={() => onChange({ country: '', city: '', styles: [] })}
          >
            <CityAndStylesFilterFields filters={filters} onChange={onChange} />
          </FilterPanel>
        </div>
        <StudioResults
          search={search}
          empty={
            anyFilter ? (
              <Trans>No studio matches this search. Try another name, or fewer filters.</Trans>
            ) : (
              <Trans>No studios here yet. Studios appear once they have been verified.</Trans>
            )
          }
          onClear={anyFilter ? () => onChange(NO_STUDIO_FILTERS) : undefined}
        />
      </Container>
    </>
  );
}

/**
 * `?filter=my`: the studios the user owns or administers, hidden and awaiting verification ones
 * included, with "Create a studio" for platform admins and for users who own none. Signed-out
 * visitors go to /login.
 */
function MyStudios({ filters, onChange }: { filters: StudioFilters; onChange: FilterChange }) {
  const { t } = useLingui();
  const { user, error, refresh } = useSignedInUser();
  const search = useStudioSearch(filters);
  const searching = Boolean(filters.search);
  const createCard =
    user !== undefined &&
    !search.isLoading &&
    !search.error &&
    showsCreateStudioCard({
      role: user.role,
      studios: search.studios,
      wholeList: !searching && !search.hasMore,
    });
  return (
    <>
      <PageTitle
        title={t`My studios`}
        crumbs={[{ href: webPath.studios(), label: t`Studios` }]}
        subtitle={
          <Trans>The studios you own or run, also while they await verification or are hidden.</Trans>
        }
      />
      <Container css={myLayoutStyles}>
        {error && !user ? (
          <ProfileLoadError onRetry={() => void refresh()} />
        ) : (
          <>
            <div css={[searchRowStyles, { maxWidth: '32rem' }]}>
              <SearchBox
                label={t`Search my studios`}
                placeholder={t`Search by studio name`}
                value={filters.search}
                onSearch={(text) => onChange({ search: text })}
              />
            </div>
            <StudioResults
              // The list waits for the user too: whether to offer "Create a studio" depends on both.
              search={user ? search : { ...search, isLoading: true }}
              first={
                createCard ? (
                  <CreateStudioCard>
                    {search.studios.length === 0 && (
                      <Trans>
                        You don’t run any studio yet. Give yours its own page, then add rooms, lessons and
                        teachers.
                      </Trans>
                    )}
                  </CreateStudioCard>
                ) : undefined
              }
              empty={searching && <Trans>None of your studios matches this search.</Trans>}
              onClear={searching ? () => onChange({ search: '' }) : undefined}
            />
          </>
        )}
      </Container>
    </>
  );
}

const myLayoutStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
  padding-bottom: ${theme.space[7]};
  grid-template-areas: 'search' 'results';
  grid-template-columns: minmax(0, 1fr);
`;

import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { isLanguage } from '../../i18n/languages';
import { PageTitle } from '../../layouts/PageTitle';
import { Container } from '../../ui/Container';
import { lazyPart } from '../../ui/lazy-part';
import { PageSuspense } from '../../ui/page-suspense';
import { browserStorage } from '../account/after-login';
import { rememberCity } from '../city-search/last-city';
import { FilterPanel } from '../filters/FilterPanel';
import { SearchBox } from '../filters/SearchBox';
import {
  activeScheduleFilterCount,
  CLEARED_PANEL,
  hasCity,
  parseScheduleFilters,
  type ScheduleFilters,
  scheduleFiltersQuery,
} from '../filters/schedule-filters';
import { panelSlotStyles, searchPageStyles, searchRowStyles } from '../filters/search-page.styles';
import { LessonsLoadState } from './LessonsLoadState';
import { type NearPlace, pointFor } from './near-me';
import { ScheduleFilterFields } from './ScheduleFilterFields';
import { useDefaultCity } from './useDefaultCity';
import { useNearMe } from './useNearMe';

/*
 * The lessons' table loads apart from the page and starts at once (issue #18): the title, the search
 * and the filters draw without waiting for its code, and the rows come in a commit of their own.
 */
const CityLessons = lazyPart(() => import('./CityLessons').then((module) => module.CityLessons));
CityLessons.preload();

/** The results' place while the city is chosen or the table's code loads. */
const loadingLessons = (
  <LessonsLoadState error={undefined} isLoading onRetry={() => {}}>
    {null}
  </LessonsLoadState>
);

/** The filters live in the address: changing one replaces it (Back leaves the page, not a filter). */
const useScheduleFilters = () => {
  const query = useSearch();
  const [location, navigate] = useLocation();
  const filters = useMemo(() => parseScheduleFilters(query), [query]);
  const setFilters = useCallback(
    (change: Partial<ScheduleFilters>) => {
      const next = scheduleFiltersQuery({ ...parseScheduleFilters(window.location.search), ...change });
      navigate(next ? `${location}?${next}` : location, { replace: true });
    },
    [location, navigate],
  );
  return [filters, setFilters] as const;
};

/**
 * /schedule (spec §2): lessons of a city with the Main filters (a side panel, a drawer on phones),
 * the free-text search, and the lesson table — 20 a page, more as it scrolls. Without a city in the
 * address it opens with one (`useDefaultCity`); "Near me" shows the lessons around the visitor.
 */
export function SchedulePage() {
  const { t, i18n } = useLingui();
  const language = isLanguage(i18n.locale) ? i18n.locale : 'en';
  const [filters, setFilters] = useScheduleFilters();
  const activeCount = activeScheduleFilterCount(filters);
  const city = hasCity(filters) ? filters.city : '';
  const openWith = useCallback(
    (place: { country: string; city: string }) => setFilters({ country: place.country, city: place.city }),
    [setFilters],
  );
  useDefaultCity(!city, openWith);
  const [near, setNear] = useState<NearPlace | null>(null);
  const point = pointFor(near, filters);
  // The lessons follow the filters in a background render: a chip or a day toggles at once, and
  // the list (rows, then a new search) is drawn after, in slices that never block input (issue #18).
  const shownFilters = useDeferredValue(filters);
  const shownPoint = useMemo(() => pointFor(near, shownFilters), [near, shownFilters]);
  const shownCity = hasCity(shownFilters) ? shownFilters.city : '';
  const nearMe = useNearMe(
    useCallback(
      (place: NearPlace) => {
        setNear(place);
        openWith(place);
        rememberCity(browserStorage(), place);
      },
      [openWith],
    ),
  );

  return (
    <>
      <PageTitle
        title={t`Schedule`}
        subtitle={
          city && point ? (
            <Trans>Dance classes near you in {city}: the soonest, the nearest of them first.</Trans>
          ) : city ? (
            <Trans>Dance classes in {city}, the soonest first.</Trans>
          ) : (
            <Trans>Find a dance class: pick a city, then narrow it down by day, style, level and age.</Trans>
          )
        }
      />
      <Container css={searchPageStyles}>
        <div css={searchRowStyles}>
          <SearchBox
            label={t`Search lessons`}
            placeholder={t`Lesson, teacher or studio`}
            value={filters.search}
            onSearch={(search) => setFilters({ search })}
          />
        </div>
        <div css={panelSlotStyles}>
          <FilterPanel activeCount={activeCount} onClear={() => setFilters(CLEARED_PANEL)}>
            <ScheduleFilterFields
              filters={filters}
              language={language}
              onChange={setFilters}
              nearMe={{ ...nearMe, active: Boolean(point), onNearMe: () => void nearMe.find() }}
            />
          </FilterPanel>
        </div>
        <section aria-label={t`Lessons found`} css={resultsStyles}>
          {shownCity ? (
            <PageSuspense fallback={loadingLessons}>
              <CityLessons
                filters={shownFilters}
                city={shownCity}
                point={shownPoint}
                language={language}
                onChange={setFilters}
              />
            </PageSuspense>
          ) : (
            // Choosing the city to open with (at most one request for the visitor's country's largest).
            loadingLessons
          )}
        </section>
      </Container>
    </>
  );
}

const resultsStyles = css`
  grid-area: results;
  min-width: 0;
`;

import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LessonTable, useNow } from '@plie/sdk/components';
import type { Language } from '@plie/shared';
import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useCurrentUser } from '../../app/useCurrentUser';
import { isLanguage } from '../../i18n/languages';
import { PageTitle } from '../../layouts/PageTitle';
import { Button } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { EmptyState } from '../../ui/EmptyState';
import { LoadMore } from '../../ui/LoadMore';
import { CitySearch } from '../city-search/CitySearch';
import { FilterPanel } from '../filters/FilterPanel';
import { SearchBox } from '../filters/SearchBox';
import { panelSlotStyles, searchPageStyles, searchRowStyles } from '../filters/search-page.styles';
import { LessonRowActions } from './LessonRowActions';
import { LessonsLoadState } from './LessonsLoadState';
import { ScheduleFilterFields } from './ScheduleFilterFields';
import {
  activeScheduleFilterCount,
  CLEARED_PANEL,
  hasCity,
  parseScheduleFilters,
  type ScheduleFilters,
  scheduleFiltersQuery,
} from './schedule-filters';
import { useLessonSearch } from './useLessonSearch';

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
 * the free-text search, and the lesson table — 20 a page, more as it scrolls.
 */
export function SchedulePage() {
  const { t, i18n } = useLingui();
  const language = isLanguage(i18n.locale) ? i18n.locale : 'en';
  const [filters, setFilters] = useScheduleFilters();
  const activeCount = activeScheduleFilterCount(filters);
  const city = hasCity(filters) ? filters.city : '';

  return (
    <>
      <PageTitle
        title={t`Schedule`}
        subtitle={
          city ? (
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
            <ScheduleFilterFields filters={filters} language={language} onChange={setFilters} />
          </FilterPanel>
        </div>
        <section aria-label={t`Lessons found`} css={resultsStyles}>
          {city ? (
            <CityLessons filters={filters} city={city} language={language} onChange={setFilters} />
          ) : (
            <div css={promptStyles}>
              <h2 css={promptHeadingStyles}>
                <Trans>Pick a city to see its lessons</Trans>
              </h2>
              <CitySearch
                onChoose={(chosen) => setFilters({ country: chosen.countryCode, city: chosen.name })}
                onClear={() => {}}
              />
            </div>
          )}
        </section>
      </Container>
    </>
  );
}

/** The lessons of the chosen city: loading, failure, none, or the table with its next pages. */
function CityLessons({
  filters,
  city,
  language,
  onChange,
}: {
  filters: ScheduleFilters;
  city: string;
  language: Language;
  onChange: (change: Partial<ScheduleFilters>) => void;
}) {
  const { t } = useLingui();
  const now = useNow();
  const { user } = useCurrentUser();
  const { lessons, error, isLoading, hasMore, loadingMore, loadMore, retry } = useLessonSearch(filters);
  const narrowed = activeScheduleFilterCount(filters) > 0 || Boolean(filters.search);

  return (
    // A failure once some pages are shown leaves them in place (Load more tries again).
    <LessonsLoadState
      error={lessons.length ? undefined : error}
      isLoading={isLoading}
      onRetry={() => void retry()}
    >
      <LessonTable
        lessons={lessons}
        now={now}
        language={language}
        caption={t`Lessons in ${city}`}
        actions={(lesson) => <LessonRowActions lesson={lesson} user={user} onChanged={() => void retry()} />}
        empty={
          narrowed ? (
            <EmptyState
              action={
                <Button variant="secondary" onClick={() => onChange({ ...CLEARED_PANEL, search: '' })}>
                  <Trans>Clear filters</Trans>
                </Button>
              }
            >
              <Trans>No lessons in {city} match this search. Try fewer filters or another day.</Trans>
            </EmptyState>
          ) : (
            <EmptyState>
              <Trans>No lessons in {city} yet. Try a city nearby.</Trans>
            </EmptyState>
          )
        }
      />
      {hasMore && <LoadMore loading={loadingMore} onLoadMore={loadMore} />}
    </LessonsLoadState>
  );
}

const resultsStyles = css`
  grid-area: results;
  min-width: 0;
`;

const promptStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
  padding: ${theme.space[5]} ${theme.space[4]};
  background: ${theme.colors.primarySubtle};
  border-radius: ${theme.radii.lg};
  ${theme.mq.wide} {
    padding: ${theme.space[6]};
  }
`;

const promptHeadingStyles = (theme: Theme) => css`
  font-family: ${theme.font.display};
  font-size: ${theme.fontSize.xl};
  color: ${theme.colors.primarySubtleText};
`;

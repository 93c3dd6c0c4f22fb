import { css } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PageTitle } from '../../layouts/PageTitle';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Container } from '../../ui/Container';
import { EmptyState } from '../../ui/EmptyState';
import { LoadMore } from '../../ui/LoadMore';
import { Skeleton } from '../../ui/Skeleton';
import { CityAndStylesFilterFields } from '../filters/CityAndStylesFilterFields';
import { FilterPanel } from '../filters/FilterPanel';
import { SearchBox } from '../filters/SearchBox';
import {
  panelSlotStyles,
  resultsGridStyles,
  searchPageStyles,
  searchRowStyles,
} from '../filters/search-page.styles';
import {
  activeTeacherFilterCount,
  NO_TEACHER_FILTERS,
  parseTeacherFilters,
  type TeacherFilters,
  teacherFiltersQuery,
} from '../filters/teacher-filters';
import { TeacherCard } from './TeacherCard';
import { useTeacherSearch } from './useTeacherSearch';

/** The filters live in the address: changing one replaces it (Back leaves the page, not a filter). */
const useTeacherFilters = () => {
  const query = useSearch();
  const [location, navigate] = useLocation();
  const filters = useMemo(() => parseTeacherFilters(query), [query]);
  const setFilters = useCallback(
    (change: Partial<TeacherFilters>) => {
      const next = teacherFiltersQuery({ ...parseTeacherFilters(window.location.search), ...change });
      navigate(next ? `${location}?${next}` : location, { replace: true });
    },
    [location, navigate],
  );
  return [filters, setFilters] as const;
};

/** /teachers (spec §2): teacher search with the Teacher filters, cards, 50 a page, infinite scroll. */
export function TeachersPage() {
  const { t } = useLingui();
  const [filters, setFilters] = useTeacherFilters();
  const { teachers, error, isLoading, hasMore, loadingMore, loadMore, retry } = useTeacherSearch(filters);
  const activeCount = activeTeacherFilterCount(filters);
  const clearFilters = () => setFilters({ country: '', city: '', styles: [] });
  const anyFilter = activeCount > 0 || Boolean(filters.search);

  return (
    <>
      <PageTitle title={t`Teachers`} subtitle={<Trans>Find a teacher by name, city or dance style.</Trans>} />
      <Container css={searchPageStyles}>
        <div css={searchRowStyles}>
          <SearchBox
            label={t`Search teachers`}
            placeholder={t`Search by name or username`}
            value={filters.search}
            onSearch={(search) => setFilters({ search })}
          />
        </div>
        <div css={panelSlotStyles}>
          <FilterPanel activeCount={activeCount} onClear={clearFilters}>
            <CityAndStylesFilterFields filters={filters} onChange={setFilters} />
          </FilterPanel>
        </div>
        <section aria-label={t`Teachers found`} css={resultsStyles} aria-busy={isLoading}>
          {error && !teachers.length ? (
            <Alert tone="danger">
              <Trans>Failed to fetch teachers</Trans>{' '}
              <Button variant="ghost" onClick={() => void retry()}>
                <Trans>Try again</Trans>
              </Button>
            </Alert>
          ) : isLoading ? (
            <div css={resultsGridStyles}>
              {[0, 1, 2, 3].map((index) => (
                <Skeleton key={index} height="7rem" label={index === 0 ? t`Loading teachers…` : undefined} />
              ))}
            </div>
          ) : teachers.length === 0 ? (
            <EmptyState
              action={
                anyFilter && (
                  <Button variant="secondary" onClick={() => setFilters(NO_TEACHER_FILTERS)}>
                    <Trans>Clear the search</Trans>
                  </Button>
                )
              }
            >
              {anyFilter ? (
                <Trans>No teacher matches this search. Try another name, or fewer filters.</Trans>
              ) : (
                <Trans>No teachers here yet. Teachers appear once they publish their profile.</Trans>
              )}
            </EmptyState>
          ) : (
            <>
              <ul css={resultsGridStyles}>
                {teachers.map((teacher) => (
                  <TeacherCard key={teacher.id} teacher={teacher} />
                ))}
              </ul>
              {hasMore && <LoadMore loading={loadingMore} onLoadMore={loadMore} />}
            </>
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

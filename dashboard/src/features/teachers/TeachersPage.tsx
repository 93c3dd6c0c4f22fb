import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PageTitle } from '../../layouts/PageTitle';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Container } from '../../ui/Container';
import { LoadMore } from '../../ui/LoadMore';
import { Skeleton } from '../../ui/Skeleton';
import { CitySearch } from '../city-search/CitySearch';
import { useDanceStyles } from '../dance-styles/useDanceStyles';
import { FilterPanel } from '../filters/FilterPanel';
import { SearchBox } from '../filters/SearchBox';
import { TeacherCard } from './TeacherCard';
import {
  activeTeacherFilterCount,
  NO_TEACHER_FILTERS,
  parseTeacherFilters,
  type TeacherFilters,
  teacherFiltersQuery,
} from './teacher-filters';
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
      <Container css={layoutStyles}>
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
            <TeacherFilterFields filters={filters} onChange={setFilters} />
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
            <div css={gridStyles}>
              {[0, 1, 2, 3].map((index) => (
                <Skeleton key={index} height="7rem" label={index === 0 ? t`Loading teachers…` : undefined} />
              ))}
            </div>
          ) : teachers.length === 0 ? (
            <div css={emptyStyles}>
              <p>
                {anyFilter ? (
                  <Trans>No teacher matches this search. Try another name, or fewer filters.</Trans>
                ) : (
                  <Trans>No teachers here yet. Teachers appear once they publish their profile.</Trans>
                )}
              </p>
              {anyFilter && (
                <Button variant="secondary" onClick={() => setFilters(NO_TEACHER_FILTERS)}>
                  <Trans>Clear the search</Trans>
                </Button>
              )}
            </div>
          ) : (
            <>
              <ul css={gridStyles}>
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

/** The Teacher filters: city and dance styles. */
function TeacherFilterFields({
  filters,
  onChange,
}: {
  filters: TeacherFilters;
  onChange: (change: Partial<TeacherFilters>) => void;
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

const layoutStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
  padding-bottom: ${theme.space[7]};
  grid-template-areas: 'search panel' 'results results';
  grid-template-columns: minmax(0, 1fr) auto;
  ${theme.mq.wide} {
    grid-template-areas: 'panel search' 'panel results';
    grid-template-columns: 16rem minmax(0, 1fr);
    grid-template-rows: auto 1fr;
    column-gap: ${theme.space[5]};
  }
  ${theme.mq.large} {
    grid-template-columns: 18rem minmax(0, 1fr);
  }
`;

const searchRowStyles = css`
  grid-area: search;
  display: flex;
`;

const panelSlotStyles = css`
  grid-area: panel;
`;

const resultsStyles = css`
  grid-area: results;
  min-width: 0;
`;

const gridStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${theme.mq.large} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const emptyStyles = (theme: Theme) => css`
  display: grid;
  justify-items: center;
  gap: ${theme.space[3]};
  padding: ${theme.space[7]} ${theme.space[4]};
  text-align: center;
  color: ${theme.colors.textMuted};
  border: 1px dashed ${theme.colors.border};
  border-radius: ${theme.radii.lg};
`;

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

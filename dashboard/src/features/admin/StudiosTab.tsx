import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Studio } from '@plie/shared';
import { useCallback, useId, useMemo } from 'react';
import { apiClient } from '../../api/client';
import { useFailureToast } from '../../app/useFailureToast';
import { Button } from '../../ui/Button';
import { inputStyles } from '../../ui/Field';
import { useToast } from '../../ui/Toast';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { SearchBox } from '../filters/SearchBox';
import { AdminList } from './AdminList';
import { filterRowStyles } from './admin.styles';
import {
  parseStudioListFilters,
  STUDIO_STATUSES,
  type StudioListFilters,
  type StudioStatus,
  studioListQueryChanges,
} from './admin-lists';
import { StudioRow } from './StudioRow';
import { useAdminStudios } from './useAdminList';
import { useQueryChange } from './useQueryChange';

/**
 * The Studios tab (spec §2, §4 "Studio verification"): every studio, newest first, found by name
 * and by verification state, each verified or unverified in place.
 */
export function StudiosTab() {
  const { t } = useLingui();
  const [query, changeQuery] = useQueryChange();
  const filters = useMemo(() => parseStudioListFilters(query), [query]);
  const setFilters = useCallback(
    (change: Partial<StudioListFilters>) => changeQuery(studioListQueryChanges({ ...filters, ...change })),
    [filters, changeQuery],
  );
  const onSearch = useCallback((search: string) => setFilters({ search }), [setFilters]);
  const list = useAdminStudios(filters);
  const verify = useVerifyStudio(list.updateItem);
  const anyFilter = Boolean(filters.search) || filters.status !== 'all';

  return (
    <>
      <div css={filterRowStyles}>
        <SearchBox
          label={t`Search studios`}
          placeholder={t`Name or studio address`}
          value={filters.search}
          onSearch={onSearch}
        />
        <StatusSelect value={filters.status} onChange={(status) => setFilters({ status })} />
      </div>
      <AdminList
        label={t`Studios`}
        loadingLabel={t`Loading studios…`}
        errorText={<Trans>Could not load the studios.</Trans>}
        list={list}
        empty={
          anyFilter ? (
            <>
              <p>
                <Trans>No studio matches this search.</Trans>
              </p>
              <Button variant="secondary" onClick={() => setFilters({ search: '', status: 'all' })}>
                <Trans>Clear the search</Trans>
              </Button>
            </>
          ) : (
            <p>
              <Trans>No studios yet. They appear here as soon as someone creates one.</Trans>
            </p>
          )
        }
      >
        {list.items.map((studio) => (
          <StudioRow key={studio.id} studio={studio} onVerify={verify} />
        ))}
      </AdminList>
    </>
  );
}

/**
 * Verifies or unverifies a studio (`GET /api/studio/verify/{id}`), then shows the answer in its
 * row and says so in a toast; a failure says why (spec §8 "Verify").
 */
const useVerifyStudio = (updateItem: (studio: Studio) => unknown) => {
  const { t } = useLingui();
  const toast = useToast();
  const failureToast = useFailureToast();
  return useCallback(
    async (studio: Studio, isVerified: boolean) => {
      try {
        const updated = await apiClient.studios.verify({ params: { id: studio.id }, query: { isVerified } });
        await updateItem(updated);
        toast({
          tone: 'success',
          title: updated.isVerified ? t`Studio verified` : t`Studio unverified`,
          description: updated.name,
        });
      } catch (error) {
        failureToast(t`Failed to verified/unverified studio`, error);
      }
    },
    [t, toast, failureToast, updateItem],
  );
};

function StatusSelect({
  value,
  onChange,
}: {
  value: StudioStatus;
  onChange: (status: StudioStatus) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const labels: Record<StudioStatus, string> = {
    all: t`All studios`,
    awaiting: t`Awaiting verification`,
    verified: t`Verified`,
  };
  return (
    <div css={selectSlotStyles}>
      <label htmlFor={id}>
        <VisuallyHidden>
          <Trans>Verification</Trans>
        </VisuallyHidden>
      </label>
      <select
        id={id}
        value={value}
        css={selectStyles}
        onChange={(event) => onChange(event.target.value as StudioStatus)}
      >
        {STUDIO_STATUSES.map((status) => (
          <option key={status} value={status}>
            {labels[status]}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The whole width on phones, below the search box; beside it, as wide as its longest option, from 600 px. */
const selectSlotStyles = (theme: Theme) => css`
  flex: 1 1 100%;
  min-width: 0;
  ${theme.mq.wide} {
    flex: 0 1 16rem;
  }
`;

const selectStyles = (theme: Theme) => css`
  ${inputStyles(theme)};
  cursor: pointer;
`;

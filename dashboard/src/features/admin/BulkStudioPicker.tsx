import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Studio } from '@plie/shared';
import { useMemo, useState } from 'react';
import { useStudioPicker } from '../../api/queries/studios';
import { FormField, Input, selectStyles } from '../../ui/Field';
import { RetryAlert } from '../../ui/RetryAlert';
import { STUDIO_PICKER_LIMIT, studiosMatching } from './lessons-bulk';

/** Every studio for the platform admin (`POST /api/studio/search`, limit 2000), narrowed by typing. */
export function BulkStudioPicker({
  studioId,
  onChange,
}: {
  studioId: string;
  onChange: (studioId: string) => void;
}) {
  const { t } = useLingui();
  const [search, setSearch] = useState('');
  const studios = useStudioPicker(STUDIO_PICKER_LIMIT);
  const shown = useMemo(
    () => studiosMatching(studios.data?.items ?? [], search, studioId),
    [studios.data, search, studioId],
  );

  if (studios.error) {
    return (
      <RetryAlert
        title={<Trans>Could not load the studios.</Trans>}
        reason={<Trans>Check your connection and try again.</Trans>}
        onRetry={() => void studios.mutate()}
      />
    );
  }
  const total = studios.data?.items.length ?? 0;
  return (
    <>
      <FormField id="bulk-studio-search" label={<Trans>Find a studio</Trans>}>
        <Input
          id="bulk-studio-search"
          type="search"
          autoComplete="off"
          placeholder={t`Name or studio address`}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </FormField>
      <FormField
        id="bulk-studio"
        label={<Trans>Studio</Trans>}
        hint={
          studios.data
            ? studios.data.nextCursor
              ? plural(total, {
                  one: 'The first # studio: type to find another.',
                  other: 'The first # studios: type to find another.',
                })
              : plural(total, { one: '# studio.', other: '# studios.' })
            : undefined
        }
      >
        <select
          id="bulk-studio"
          css={selectStyles}
          value={studioId}
          disabled={!studios.data}
          aria-describedby="bulk-studio-message"
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{studios.data ? t`Choose a studio` : t`Loading studios…`}</option>
          {shown.map((studio) => (
            <option key={studio.id} value={studio.id}>
              {studioLabel(studio)}
            </option>
          ))}
        </select>
      </FormField>
    </>
  );
}

const studioLabel = (studio: Pick<Studio, 'name' | 'studioName'>) => `${studio.name} (@${studio.studioName})`;

import { css } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { isLanguage } from '../../i18n/languages';
import { FilterPanel } from './FilterPanel';
import type { ScheduleVariant } from './filter-variants';
import { type FieldSlots, LessonFilterFields } from './LessonFilterFields';
import { activeNarrowingCount, CLEARED_NARROWING, type LessonNarrowing } from './lesson-narrowing';
import { SearchBox } from './SearchBox';
import { panelSlotStyles, searchPageStyles, searchRowStyles } from './search-page.styles';

/**
 * A schedule with the Studio or Teacher filter variant (spec §2): the free-text box (applies as one
 * types), the filter panel — a side panel from 600 px, a full-screen drawer below — and the schedule
 * beside them, laid out like the search pages.
 */
export function NarrowedSchedule({
  variant,
  narrowing,
  onChange,
  slots,
  offeredStyles,
  resultsLabel,
  children,
}: {
  variant: ScheduleVariant;
  narrowing: LessonNarrowing;
  onChange: (change: Partial<LessonNarrowing>) => void;
  slots: FieldSlots;
  offeredStyles?: ReadonlySet<string> | undefined;
  resultsLabel: string;
  children: ReactNode;
}) {
  const { t, i18n } = useLingui();
  const language = isLanguage(i18n.locale) ? i18n.locale : 'en';
  return (
    <div css={searchPageStyles}>
      <div css={searchRowStyles}>
        <SearchBox
          label={t`Search this schedule`}
          placeholder={t`Lesson, style, teacher or studio`}
          value={narrowing.search}
          onSearch={(search) => onChange({ search })}
        />
      </div>
      <div css={panelSlotStyles}>
        <FilterPanel
          activeCount={activeNarrowingCount(narrowing)}
          onClear={() => onChange(CLEARED_NARROWING)}
        >
          <LessonFilterFields
            variant={variant}
            filters={narrowing}
            language={language}
            onChange={onChange}
            slots={slots}
            {...(offeredStyles ? { offeredStyles } : {})}
          />
        </FilterPanel>
      </div>
      <section aria-label={resultsLabel} css={resultsStyles}>
        {children}
      </section>
    </div>
  );
}

const resultsStyles = css`
  grid-area: results;
  min-width: 0;
`;

import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LessonCalendar, LessonTable, type SlotSelection, useNow } from '@plie/sdk/components';
import type { Language, Lesson, Studio } from '@plie/shared';
import { memo, type ReactNode, useDeferredValue, useMemo } from 'react';
import { useShallowKept } from '../../api/queries/kept-while-equal';
import { useStudioStyles } from '../../api/queries/studios';
import { isLanguage } from '../../i18n/languages';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { ChoiceToggle } from '../lesson-form/ChoiceToggle';
import { LessonsLoadState } from '../schedule/LessonsLoadState';
import { type ScheduleView, useScheduleView } from './useScheduleView';

/**
 * A studio's lessons as a table or as the week's calendar (spec §2 "lessons shown as a table or a
 * calendar"; the choice kept in `?view=`), in the studio's style colours: the embedded schedule and
 * the studio page's schedule tab. `tools` stand beside the view toggle; `empty` stands in for no
 * lessons (but for a calendar whose slots can be chosen: it stays, to add the first one).
 */
export function StudioLessons({
  studio,
  lessons,
  error,
  isLoading,
  onRetry,
  empty,
  tools,
  actions,
  onSlotSelect,
  onLessonClick,
}: {
  studio: Pick<Studio, 'id' | 'name' | 'primaryColor'>;
  lessons: readonly Lesson[] | undefined;
  error: unknown;
  isLoading: boolean;
  onRetry: () => void;
  empty: ReactNode;
  tools?: ReactNode;
  actions?: (lesson: Lesson) => ReactNode;
  onSlotSelect?: (slot: SlotSelection) => void;
  onLessonClick?: (lesson: Lesson) => void;
}) {
  const { t, i18n } = useLingui();
  const language = isLanguage(i18n.locale) ? i18n.locale : 'en';
  const now = useNow();
  const [view, setView] = useScheduleView();
  const { data: styles } = useStudioStyles(studio.id);
  const styleIds = useMemo(() => styles?.map((style) => style.id), [styles]);
  const name = studio.name;
  const caption = t`Lessons of ${name}`;
  // One object while nothing in it changes: `LessonsView` then bails out of a render of this part
  // (a revalidated answer, the address) instead of drawing every row again (issue #18).
  const props = useShallowKept<LessonsViewProps>({
    view,
    lessons,
    now,
    language,
    caption,
    primaryColor: studio.primaryColor,
    styleIds,
    error,
    isLoading,
    onRetry,
    empty,
    actions,
    onSlotSelect,
    onLessonClick,
  });
  const shown = useDeferredValue(props);

  return (
    <div css={lessonsStyles}>
      <div css={toolbarStyles}>
        <div css={toggleStyles}>
          <ChoiceToggle<ScheduleView>
            legend={
              <VisuallyHidden>
                <Trans>Show the lessons as</Trans>
              </VisuallyHidden>
            }
            name="schedule-view"
            value={view}
            choices={[
              { value: 'table', label: <Trans>Table</Trans> },
              { value: 'calendar', label: <Trans>Calendar</Trans> },
            ]}
            onChange={setView}
          />
        </div>
        {tools}
      </div>
      <LessonsView shown={shown} />
    </div>
  );
}

/** What the table or the calendar shows (all of it deferred together). */
interface LessonsViewProps {
  view: ScheduleView;
  lessons: readonly Lesson[] | undefined;
  now: Date;
  language: Language;
  caption: string;
  primaryColor: string;
  styleIds: string[] | undefined;
  error: unknown;
  isLoading: boolean;
  onRetry: () => void;
  empty: ReactNode;
  actions: ((lesson: Lesson) => ReactNode) | undefined;
  onSlotSelect: ((slot: SlotSelection) => void) | undefined;
  onLessonClick: ((lesson: Lesson) => void) | undefined;
}

/**
 * The table or the calendar, from a deferred copy of what it shows: the view toggle and the filters
 * answer a click at once, and the lessons (a calendar's whole week, a table's rows) are drawn after,
 * in a background render that never blocks input (issue #18). While a change is pending the copy is
 * the one already drawn, so this bails out of the urgent render.
 */
const LessonsView = memo(function LessonsView({ shown }: { shown: LessonsViewProps }) {
  const { view, lessons, now, language, caption, primaryColor, styleIds } = shown;
  const { error, isLoading, onRetry, empty, actions, onSlotSelect, onLessonClick } = shown;
  return (
    <LessonsLoadState error={error} isLoading={isLoading || !lessons} onRetry={onRetry}>
      {view === 'calendar' && (lessons?.length || onSlotSelect) ? (
        <LessonCalendar
          lessons={lessons ?? []}
          now={now}
          language={language}
          caption={caption}
          primaryColor={primaryColor}
          {...(styleIds ? { styleIds } : {})}
          {...(onSlotSelect ? { onSlotSelect } : {})}
          {...(onLessonClick ? { onLessonClick } : {})}
        />
      ) : (
        <LessonTable
          lessons={lessons ?? []}
          now={now}
          language={language}
          caption={caption}
          empty={empty}
          {...(actions ? { actions } : {})}
        />
      )}
    </LessonsLoadState>
  );
});

const lessonsStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
`;

const toolbarStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space[3]};
`;

const toggleStyles = css`
  min-width: 14rem;
  max-width: 20rem;
`;

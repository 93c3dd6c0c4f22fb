/**
 * `<plie-group-join group …>`: the group, its lessons and the form that joins it, as a component of
 * its attributes inside `WidgetShell` (`../plie.ts` registers it). It announces ready, error and
 * `plie-group-join`.
 */
import { css, type Theme } from '@emotion/react';
import type { LessonGroup } from '@plie/shared';
import type { ReactElement } from 'react';
import { timeRange } from '../../components/attendance-sign-up/sign-up-dialog';
import { GroupJoinForm } from '../../components/group-join/group-join-form';
import { weekdayName } from '../../components/lesson-table/lesson-cells';
import { scheduleFailure } from '../../components/schedule/schedule-rules';
import { useRemote } from '../../components/use-remote';
import { useSdkLanguage, useSdkMessages } from '../../i18n/language';
import { intlLocale } from '../../i18n/plural';
import { emit } from '../events';
import {
  type Attributes,
  headingStyles,
  Loaded,
  Missing,
  mutedStyles,
  stackStyles,
  useAnnounced,
} from '../widget-parts';
import { type WidgetContext, WidgetShell } from '../widget-shell';

export function GroupJoinWidget(props: Attributes<'group'>): ReactElement {
  return (
    <WidgetShell {...props}>
      {(context) =>
        props.group ? (
          <GroupJoin groupId={props.group} context={context} />
        ) : (
          <Missing attribute="group" context={context} />
        )
      }
    </WidgetShell>
  );
}

function GroupJoin({ groupId, context }: { groupId: string; context: WidgetContext }) {
  const messages = useSdkMessages();
  const group = useRemote(groupId, (signal) =>
    context.client.groups.get({ params: { id: groupId } }, { signal }).then((found) => found.group),
  );
  useAnnounced(context, group.data, group.error, messages.widget.groupFailed);
  return (
    <Loaded remote={group} failed={messages.widget.groupFailed}>
      {(found: LessonGroup) => (
        <div css={stackStyles}>
          <GroupHeading group={found} />
          <GroupJoinForm
            key={context.user?.id ?? 'guest'}
            groupId={found.id}
            user={context.user}
            legalLinks={context.legalLinks}
            submit={(body) =>
              context.client.groups.join({ body }).catch((error: unknown) => {
                emit(context.host, 'plie-error', scheduleFailure(error, messages.groupJoin.failed));
                throw error;
              })
            }
            onJoined={(member) => emit(context.host, 'plie-group-join', { member, groupId: found.id })}
          />
        </div>
      )}
    </Loaded>
  );
}

function GroupHeading({ group }: { group: LessonGroup }) {
  const messages = useSdkMessages();
  const language = useSdkLanguage();
  const lessons = group.lessons ?? [];
  return (
    <header>
      <h2 css={headingStyles}>{group.name}</h2>
      <p css={mutedStyles}>{messages.widget.groupLessons(lessons.length || group.lessonIds.length)}</p>
      {lessons.length > 0 && (
        <ul css={lessonListStyles}>
          {lessons.map((lesson) => (
            <li key={lesson.id}>
              {weekdayName(lesson.weekday, intlLocale(language))} {timeRange(lesson)} ·{' '}
              {lesson.name || lesson.style.name}
            </li>
          ))}
        </ul>
      )}
    </header>
  );
}

const lessonListStyles = (theme: Theme) => css`
  margin: ${theme.space[2]} 0 0;
  padding-inline-start: ${theme.space[5]};
  color: ${theme.colors.textMuted};
`;

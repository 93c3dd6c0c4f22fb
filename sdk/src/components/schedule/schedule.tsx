/**
 * `<Schedule>`: a studio's public weekly schedule, as the lesson table or the week calendar (the
 * visitor switches), with capacity badges and the attend flow — the sign-up dialog for the next
 * occurrence, or, for a lesson of a group, first the choice between this one class and joining the
 * group. The script-tag `<plie-schedule>` is this component; React sites use it directly.
 *
 * Props: `studio` (the studio's address name), `client` (`createClient(...)`), `view`, `styles`
 * (names or ids), `levels`, `days` (0 = Monday), `user` (prefills the forms), `legalLinks`,
 * `language`, and the callbacks `onStudio`, `onReady`, `onSignedUp`, `onGroupJoined`, `onError`.
 * Parts: `toolbar`, `table`, `row`, `attend-button`, `dialog`, and the forms' parts.
 *
 * Inside: `studio-schedule.tsx` (the view), `use-studio-lessons.ts` (the data and the host's
 * events), `schedule-toolbar.tsx`, `attend-flow.tsx` (the dialogs), `schedule-rules.ts` (pure rules).
 */
import type { Attendance, GroupMember, Language, Lesson, Level, Studio } from '@plie/shared';
import type { ReactElement } from 'react';
import type { PlieClient } from '../../client/create-client';
import { WithPlieTheme } from '../../theme/WithPlieTheme';
import type { SignUpUser } from '../attendance-sign-up/attendance-sign-up';
import type { ScheduleFailure } from './schedule-rules';
import { StudioSchedule } from './studio-schedule';

export { matchesStyles, type ScheduleFailure, scheduleFailure } from './schedule-rules';

export interface ScheduleProps {
  studio: string;
  /** The operations the schedule calls (a `createClient(...)` client has them all). */
  client: {
    studios: Pick<PlieClient['studios'], 'getByStudioName'>;
    lessons: Pick<PlieClient['lessons'], 'search'>;
    attendance: Pick<PlieClient['attendance'], 'create'>;
    groups: Pick<PlieClient['groups'], 'join'>;
  };
  view?: 'table' | 'calendar';
  styles?: readonly string[];
  levels?: readonly Level[];
  days?: readonly number[];
  user?: SignUpUser;
  legalLinks: { terms: string; privacy: string };
  language?: Language;
  onStudio?: (studio: Studio) => void;
  onReady?: () => void;
  onSignedUp?: (attendance: Attendance, lesson: Lesson) => void;
  onGroupJoined?: (member: GroupMember) => void;
  onError?: (failure: ScheduleFailure) => void;
}

export function Schedule(props: ScheduleProps): ReactElement {
  return (
    <WithPlieTheme>
      <StudioSchedule {...props} />
    </WithPlieTheme>
  );
}

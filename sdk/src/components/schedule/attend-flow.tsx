/**
 * Attending a lesson of the schedule: for a lesson of a group, first the choice between this one
 * class and joining the group; then the sign-up dialog for the next occurrence, or the group-join
 * form. Each success reloads the schedule (`onChanged`) and is told to the host; a failure is told
 * to the host too (`onError`) before the form shows it.
 */
import type { Attendance, GroupMember, Language, Lesson } from '@plie/shared';
import type { PlieClient } from '../../client/create-client';
import type { Messages } from '../../i18n/en';
import {
  failureReason,
  primaryButtonStyles,
  type SignUpUser,
  secondaryButtonStyles,
} from '../attendance-sign-up/attendance-sign-up';
import { ModalDialog, SignUpDialog } from '../attendance-sign-up/sign-up-dialog';
import { GroupJoinForm } from '../group-join/group-join-form';
import { choiceStyles, mutedStyles } from './schedule.styles';
import { type ScheduleFailure, scheduleFailure } from './schedule-rules';

/** Where the attend flow stands: choosing (group lessons), signing up once, or joining the group. */
export type Attending = { step: 'choice' | 'once' | 'group'; lesson: Lesson } | undefined;

/** The first step for a lesson: the choice for a lesson of a group, else straight to the sign-up. */
export const startAttending = (lesson: Lesson): Attending => ({
  step: lesson.groupId ? 'choice' : 'once',
  lesson,
});

export function AttendFlow({
  attending,
  onAttendingChange,
  client,
  user,
  legalLinks,
  language,
  messages,
  onChanged,
  onSignedUp,
  onGroupJoined,
  onError,
}: {
  attending: Attending;
  onAttendingChange: (attending: Attending) => void;
  client: {
    attendance: Pick<PlieClient['attendance'], 'create'>;
    groups: Pick<PlieClient['groups'], 'join'>;
  };
  user: SignUpUser | undefined;
  legalLinks: { terms: string; privacy: string };
  language: Language;
  messages: Messages;
  onChanged: () => void;
  onSignedUp?: ((attendance: Attendance, lesson: Lesson) => void) | undefined;
  onGroupJoined?: ((member: GroupMember) => void) | undefined;
  onError?: ((failure: ScheduleFailure) => void) | undefined;
}) {
  const close = () => onAttendingChange(undefined);
  const failed = (error: unknown, fallback: string) => {
    onError?.(scheduleFailure(error, fallback));
    throw error;
  };
  return (
    <>
      <ModalDialog
        open={attending?.step === 'choice'}
        onClose={close}
        title={messages.widget.groupChoiceTitle}
        heading={<p css={mutedStyles}>{messages.widget.groupChoiceText}</p>}
      >
        <div css={choiceStyles}>
          <button
            type="button"
            css={secondaryButtonStyles}
            onClick={() => attending && onAttendingChange({ ...attending, step: 'once' })}
          >
            {messages.widget.oneTime}
          </button>
          <button
            type="button"
            css={primaryButtonStyles}
            onClick={() => attending && onAttendingChange({ ...attending, step: 'group' })}
          >
            {messages.widget.joinGroup}
          </button>
        </div>
      </ModalDialog>

      {attending?.step === 'once' && (
        <SignUpDialog
          open
          lesson={attending.lesson}
          user={user}
          legalLinks={legalLinks}
          language={language}
          submit={(body) =>
            client.attendance
              .create({ body })
              .catch((error: unknown) =>
                failed(error, failureReason(error, messages.signUp) ?? messages.signUp.failed),
              )
          }
          onSignedUp={(attendance) => {
            onChanged();
            onSignedUp?.(attendance, attending.lesson);
          }}
          onClose={close}
        />
      )}

      <ModalDialog
        open={attending?.step === 'group'}
        onClose={close}
        title={messages.widget.joinGroup}
        heading={attending && <p css={mutedStyles}>{attending.lesson.name || attending.lesson.style.name}</p>}
      >
        {attending?.lesson.groupId && (
          <GroupJoinForm
            groupId={attending.lesson.groupId}
            user={user}
            legalLinks={legalLinks}
            language={language}
            submit={(body) =>
              client.groups.join({ body }).catch((error: unknown) => failed(error, messages.groupJoin.failed))
            }
            onJoined={(member) => {
              onChanged();
              onGroupJoined?.(member);
            }}
          />
        )}
      </ModalDialog>
    </>
  );
}

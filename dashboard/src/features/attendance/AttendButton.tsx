import { Trans, useLingui } from '@lingui/react/macro';
import { SignUpDialog } from '@plie/sdk/components';
import { isAttendButtonEnabled, isAttendButtonShown, type Lesson, type OwnUser, webPath } from '@plie/shared';
import { startTransition, useState } from 'react';
import { Link } from 'wouter';
import { apiClient } from '../../api/client';
import { activeLessonIds, useMyUpcomingAttendances } from '../../api/queries/attendance';
import { lessonIdsOfGroups, useMyGroups } from '../../api/queries/groups';
import { useAfterMutation } from '../../api/queries/invalidation';
import { isLanguage } from '../../i18n/languages';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';
import { rowActionStyles } from '../../ui/RowList';
import { useToast } from '../../ui/Toast';
import { LEGAL_DOCUMENTS } from '../legal/documents';
import { GroupOrOnceDialog } from './GroupOrOnceDialog';
import { rememberSignedUp } from './last-signed-up';

const LEGAL_LINKS = { terms: LEGAL_DOCUMENTS.terms.path, privacy: LEGAL_DOCUMENTS.privacy.path };

/**
 * A lesson row's Attend (spec §4 "Attend button"): shown unless the viewer teaches the lesson or is
 * already signed up for it (then "Signed up"); disabled when the next occurrence is full or the group
 * closed. A lesson of a group first asks: this one lesson, or the group (spec §4 "Attending"). It
 * opens the sign-up dialog for the next occurrence — prefilled for a signed-in user — and
 * after a sign-up the list reloads from its first page (`onSignedUp`) and the lesson is remembered.
 */
export function AttendButton({
  lesson,
  user,
  onSignedUp,
}: {
  lesson: Lesson;
  user: OwnUser | undefined;
  onSignedUp: () => void;
}) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const afterMutation = useAfterMutation();
  const [open, setOpen] = useState(false);
  const [choosing, setChoosing] = useState(false);
  const { data: mine } = useMyUpcomingAttendances();
  const { data: myGroups } = useMyGroups();
  const name = lesson.name || lesson.style.name;
  const signedUp = activeLessonIds(mine).has(lesson.id);
  if (!lesson.nextDate) return null;
  const viewer = {
    isTeacherOfLesson: Boolean(user && lesson.teacherId === user.id),
    hasActiveAttendance: signedUp,
    isInLessonGroup: lessonIdsOfGroups(myGroups).has(lesson.id),
  };
  const shown = isAttendButtonShown(viewer);
  const enabled = isAttendButtonEnabled({
    attendees: lesson.attendeeCount ?? 0,
    capacity: lesson.capacity ?? Number.POSITIVE_INFINITY,
    isClosedGroup: lesson.isClosedGroup,
  });
  return (
    <>
      {shown ? (
        <Button
          variant="primary"
          css={rowActionStyles}
          disabled={!enabled}
          aria-label={t`Attend ${name}`}
          // The dialog (a form, then the browser's modal layer over the whole page) is drawn in a
          // transition: the press shows at once, the dialog in the next frames (issue #18: INP).
          onClick={() => startTransition(() => (lesson.groupId ? setChoosing(true) : setOpen(true)))}
        >
          <Trans>Attend</Trans>
        </Button>
      ) : (
        (signedUp || viewer.isInLessonGroup) && (
          <Badge tone="success">
            {viewer.isInLessonGroup ? <Trans>In your group</Trans> : <Trans>Signed up</Trans>}
          </Badge>
        )
      )}
      {choosing && lesson.groupId && (
        <GroupOrOnceDialog
          lessonName={name}
          groupId={lesson.groupId}
          onOnce={() => {
            setChoosing(false);
            setOpen(true);
          }}
          onClose={() => setChoosing(false)}
        />
      )}
      {open && (
        <SignUpDialog
          open
          lesson={lesson}
          date={lesson.nextDate}
          language={isLanguage(i18n.locale) ? i18n.locale : 'en'}
          user={
            user ? { id: user.id, name: user.name, email: user.email, instagram: user.instagram } : undefined
          }
          legalLinks={LEGAL_LINKS}
          afterSuccess={
            <p>
              <Link href={webPath.resendBookingLinks()}>
                <Trans>Lost your e-mail? Send it again</Trans>
              </Link>
            </p>
          }
          submit={(body) => apiClient.attendance.create({ body })}
          onSignedUp={() => {
            rememberSignedUp(lesson.id, globalThis.localStorage);
            toast({ tone: 'success', title: t`You are signed in for the lesson!` });
            if (user) void afterMutation('attendance.create', { userId: user.id });
            onSignedUp();
          }}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

import { css, type Theme } from '@emotion/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type LessonGroup, webPath } from '@plie/shared';
import { useState } from 'react';
import { apiClient } from '../../api/client';
import { useMyGroups, useTeacherGroups } from '../../api/queries/groups';
import { useAfterMutation } from '../../api/queries/invalidation';
import { useFailureToast } from '../../app/useFailureToast';
import { Button, ButtonLink } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { RetryAlert } from '../../ui/RetryAlert';
import { rowListStyles, rowMetaStyles, rowStyles, rowTitleStyles } from '../../ui/RowList';
import { Skeleton } from '../../ui/Skeleton';
import { useToast } from '../../ui/Toast';
import { createTeacherGroupPath } from './group-paths';
import { GroupRow } from './StudioGroups';

/**
 * The user's groups (spec §2 user page "groups"): each with its lessons; leaving one, after a
 * confirmation, cancels its upcoming classes ('Failed to leave group. Please try again.' on failure).
 */
export function MyGroupsTab({ userId, isTeacher }: { userId: string; isTeacher: boolean }) {
  return (
    <div css={sectionsStyles}>
      {isTeacher && <TeacherGroups teacherId={userId} />}
      <Memberships userId={userId} />
    </div>
  );
}

/** A teacher's own courses (groups of their lessons outside studios): create, students, delete. */
function TeacherGroups({ teacherId }: { teacherId: string }) {
  const { t } = useLingui();
  const { data, mutate } = useTeacherGroups(teacherId);
  return (
    <section css={sectionStyles} aria-label={t`Your courses`}>
      <div css={headingStyles}>
        <h2>
          <Trans>Your courses</Trans>
        </h2>
        <ButtonLink href={createTeacherGroupPath(teacherId)} variant="secondary">
          <Trans>Create group</Trans>
        </ButtonLink>
      </div>
      {data && data.length > 0 && (
        <ul css={rowListStyles}>
          {data.map((group) => (
            <GroupRow key={group.id} group={group} admin onChanged={() => void mutate()} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** The groups the user joined. */
function Memberships({ userId }: { userId: string }) {
  const { t } = useLingui();
  const { data, error, isLoading, mutate } = useMyGroups();
  if (error)
    return <RetryAlert title={<Trans>Failed to fetch your groups</Trans>} onRetry={() => void mutate()} />;
  if (isLoading || !data) return <Skeleton height="6rem" label={t`Loading your groups…`} />;
  if (data.length === 0) {
    return (
      <EmptyState
        action={
          <ButtonLink href={webPath.schedule()} variant="secondary">
            <Trans>Find a lesson</Trans>
          </ButtonLink>
        }
      >
        <Trans>You are in no group. Join a course from a lesson of a group, and it shows here.</Trans>
      </EmptyState>
    );
  }
  return (
    <ul css={rowListStyles} aria-label={t`Your groups`}>
      {data.map((group) => (
        <MembershipRow key={group.id} group={group} userId={userId} />
      ))}
    </ul>
  );
}

function MembershipRow({ group, userId }: { group: LessonGroup; userId: string }) {
  const { t } = useLingui();
  const toast = useToast();
  const failureToast = useFailureToast();
  const afterMutation = useAfterMutation();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = group.name;
  const lessons = group.lessons ?? [];

  const leave = async () => {
    setBusy(true);
    try {
      await apiClient.groups.leave({ params: { id: group.id } });
      toast({ tone: 'success', title: t`You left the group` });
      // The user's upcoming classes of the group are cancelled, and the group leaves their list.
      void afterMutation('groups.leave', { userId });
    } catch (error) {
      failureToast(t`Failed to leave group. Please try again.`, error);
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <li css={rowStyles} aria-label={name}>
      <div>
        <p css={rowTitleStyles}>{name}</p>
        <p css={rowMetaStyles}>
          <Plural value={lessons.length} one="# lesson a week" other="# lessons a week" />
          {lessons.length > 0 &&
            ` · ${lessons.map((lesson) => lesson.room?.studio?.name ?? lesson.customAddress?.city).filter(Boolean)[0] ?? ''}`}
        </p>
      </div>
      <Button variant="secondary" onClick={() => setConfirming(true)}>
        <Trans>Leave</Trans>
      </Button>
      <ConfirmDialog
        open={confirming}
        tone="danger"
        busy={busy}
        title={t`Leave ${name}?`}
        confirmLabel={<Trans>Leave the group</Trans>}
        busyLabel={<Trans>Leaving the group…</Trans>}
        onConfirm={() => void leave()}
        onCancel={() => setConfirming(false)}
      >
        <p>
          <Trans>
            Your upcoming classes of the group are cancelled, and your places go to other dancers.
          </Trans>
        </p>
      </ConfirmDialog>
    </li>
  );
}

const sectionsStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[6]};
`;

const sectionStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[3]};
`;

const headingStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
  h2 {
    font-size: ${theme.fontSize.lg};
  }
`;

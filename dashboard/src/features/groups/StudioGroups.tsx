import { css, type Theme } from '@emotion/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { LessonGroup, Studio } from '@plie/shared';
import { useState } from 'react';
import { apiClient } from '../../api/client';
import { useStudioGroups } from '../../api/queries/groups';
import { useFailureToast } from '../../app/useFailureToast';
import { Button, ButtonLink } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { RetryAlert } from '../../ui/RetryAlert';
import { rowListStyles, rowMetaStyles, rowStyles, rowTitleStyles } from '../../ui/RowList';
import { Skeleton } from '../../ui/Skeleton';
import { useToast } from '../../ui/Toast';
import { createGroupPath, joinGroupPath } from './group-paths';
import { StudentsDialog } from './StudentsDialog';

/**
 * The studio's groups (spec §2 studio page, schedule sub-tab "groups"): each with its lessons and
 * members; everyone may open its join page. Its admins create groups (/create-group), open a
 * group's students (members, expiry, removal, the join link to copy) and delete it.
 */
export function StudioGroups({ studio }: { studio: Studio }) {
  const { t } = useLingui();
  const { data, error, isLoading, mutate } = useStudioGroups(studio.id);
  const admin = studio.isAdmin === true;

  return (
    <div css={tabStyles}>
      {admin && (
        <div>
          <ButtonLink href={createGroupPath(studio.id)}>
            <Trans>Create group</Trans>
          </ButtonLink>
        </div>
      )}
      {error ? (
        <RetryAlert title={<Trans>Failed to fetch groups</Trans>} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <Skeleton height="6rem" label={t`Loading groups…`} />
      ) : data.length === 0 ? (
        <EmptyState>
          {admin ? (
            <Trans>No groups yet. A group gathers lessons into a course that dancers join once.</Trans>
          ) : (
            <Trans>This studio has no groups to join at the moment.</Trans>
          )}
        </EmptyState>
      ) : (
        <ul css={rowListStyles} aria-label={t`Groups`}>
          {data.map((group) => (
            <GroupRow key={group.id} group={group} admin={admin} onChanged={() => void mutate()} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** A group with its lessons and members; its managers open its students and delete it. */
export function GroupRow({
  group,
  admin,
  onChanged,
}: {
  group: LessonGroup;
  admin: boolean;
  onChanged: () => void;
}) {
  const { t } = useLingui();
  const toast = useToast();
  const failureToast = useFailureToast();
  const [students, setStudents] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [busy, setBusy] = useState(false);
  const name = group.name;
  const lessons = group.lessons ?? [];
  const members = group.memberCount ?? 0;

  const remove = async () => {
    setBusy(true);
    try {
      await apiClient.groups.delete({ params: { id: group.id } });
      toast({ tone: 'success', title: t`Group deleted` });
      onChanged();
    } catch (error) {
      failureToast(t`Failed to delete group. Please try again.`, error);
    } finally {
      setBusy(false);
      setDeleting(false);
    }
  };

  return (
    <li css={rowStyles} aria-label={name}>
      <div>
        <p css={rowTitleStyles}>{name}</p>
        <p css={rowMetaStyles}>
          <Plural value={lessons.length} one="# lesson a week" other="# lessons a week" /> ·{' '}
          <Plural value={members} one="# member" other="# members" />
        </p>
        <p css={rowMetaStyles}>{lessons.map((lesson) => lesson.name).join(' · ')}</p>
      </div>
      <div css={actionsStyles}>
        <ButtonLink href={joinGroupPath(group.id)} variant="secondary">
          <Trans>Join page</Trans>
        </ButtonLink>
        {admin && (
          <>
            <Button variant="secondary" onClick={() => setStudents(true)}>
              <Trans>Students</Trans>
            </Button>
            <Button variant="ghost" css={dangerStyles} onClick={() => setDeleting(true)}>
              <Trans>Delete</Trans>
            </Button>
          </>
        )}
      </div>
      {students && <StudentsDialog group={group} onClose={() => setStudents(false)} onChanged={onChanged} />}
      <ConfirmDialog
        open={deleting}
        tone="danger"
        busy={busy}
        title={t`Delete the group “${name}”?`}
        confirmLabel={<Trans>Delete group</Trans>}
        busyLabel={<Trans>Deleting…</Trans>}
        onConfirm={() => void remove()}
        onCancel={() => setDeleting(false)}
      >
        <p>
          <Trans>
            Its lessons stay on the schedule. Its members leave it, and their upcoming classes booked by the
            group are cancelled.
          </Trans>
        </p>
      </ConfirmDialog>
    </li>
  );
}

const tabStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
`;

const actionsStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;

const dangerStyles = (theme: Theme) => css`
  color: ${theme.colors.status.danger.text};
`;

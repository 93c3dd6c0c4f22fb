import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type GroupMember, type LessonGroup, TIMING_MS } from '@plie/shared';
import { useEffect, useRef, useState } from 'react';
import { apiClient } from '../../api/client';
import { useGroupMembers } from '../../api/queries/groups';
import { useFailureToast } from '../../app/useFailureToast';
import { momentLabel } from '../../i18n/moment-label';
import { useIntlLocale } from '../../i18n/useIntlLocale';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { modalHeaderStyles, modalStyles, modalTitleStyles } from '../../ui/modal';
import { RetryAlert } from '../../ui/RetryAlert';
import {
  rowListStyles,
  rowMetaStyles,
  rowPersonStyles,
  rowStyles,
  rowTitleStyles,
  struckStyles,
} from '../../ui/RowList';
import { Skeleton } from '../../ui/Skeleton';
import { useToast } from '../../ui/Toast';
import { joinGroupPath } from './group-paths';

/**
 * A group's students (spec §2 "students dialog"): the members, active first, each with their
 * account's photo (initials for guests and people without one) and an editable expiration date
 * ('Change saved' / 'Cannot save change') and Remove ('Failed to remove user'); those who left or
 * were removed struck through, with when; the join link to copy, confirmed for 1.5 s (spec §9).
 */
export function StudentsDialog({
  group,
  onClose,
  onChanged,
}: {
  group: LessonGroup;
  onClose: () => void;
  onChanged: () => void;
}) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  const [copied, setCopied] = useState(false);
  const name = group.name;
  const { data, error, isLoading, mutate } = useGroupMembers(group.id);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), TIMING_MS.copyConfirmation);
    return () => clearTimeout(timer);
  }, [copied]);

  const copyLink = async () => {
    await navigator.clipboard?.writeText(new URL(joinGroupPath(group.id), window.location.origin).toString());
    setCopied(true);
  };
  const members = [...(data ?? [])].sort((a, b) => Number(a.isDeleted) - Number(b.isDeleted));

  return (
    <dialog
      ref={dialog}
      css={modalStyles('44rem')}
      aria-label={t`Students of ${name}`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div css={modalHeaderStyles}>
        <h2 css={modalTitleStyles}>
          <Trans>Students of {name}</Trans>
        </h2>
        <Button variant="ghost" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </div>
      <div css={copyStyles}>
        <Button variant="secondary" onClick={() => void copyLink()}>
          <Trans>Copy the join link</Trans>
        </Button>
        <span role="status">{copied && <Trans>Link copied</Trans>}</span>
      </div>
      {error ? (
        <RetryAlert title={<Trans>Failed to fetch students</Trans>} onRetry={() => void mutate()} />
      ) : isLoading ? (
        <Skeleton height="6rem" label={t`Loading students…`} />
      ) : members.length === 0 ? (
        <p css={rowMetaStyles}>
          <Trans>Nobody has joined yet. Share the join link with your dancers.</Trans>
        </p>
      ) : (
        <ul css={rowListStyles}>
          {members.map((member) => (
            <MemberRow
              key={member.id}
              group={group}
              member={member}
              onChanged={() => {
                void mutate();
                onChanged();
              }}
            />
          ))}
        </ul>
      )}
    </dialog>
  );
}

function MemberRow({
  group,
  member,
  onChanged,
}: {
  group: LessonGroup;
  member: GroupMember;
  onChanged: () => void;
}) {
  const { t } = useLingui();
  const locale = useIntlLocale();
  const toast = useToast();
  const failureToast = useFailureToast();
  const [expiry, setExpiry] = useState(member.expirationDate.slice(0, 10));
  const [busy, setBusy] = useState(false);
  // A deleted account's membership keeps no name or address (issue #17 item 12).
  const name = member.accountDeleted ? t`Deleted account` : member.name;
  const when = member.cancelledAt ? momentLabel(member.cancelledAt, locale) : '';

  const run = async (action: () => Promise<unknown>, success: string, failure: string) => {
    setBusy(true);
    try {
      await action();
      toast({ tone: 'success', title: success });
      onChanged();
    } catch (error) {
      failureToast(failure, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <li css={rowStyles} aria-label={name}>
      <div css={rowPersonStyles}>
        <Avatar name={name} photo={member.user?.photo} size={40} />
        <div css={member.isDeleted ? struckStyles : undefined}>
          <p css={rowTitleStyles}>{name}</p>
          <p css={rowMetaStyles}>
            {member.email && <a href={`mailto:${member.email}`}>{member.email}</a>}
            {member.instagram && ` · @${member.instagram}`}
          </p>
        </div>
      </div>
      {member.isDeleted && (
        <p css={rowMetaStyles}>{when ? <Trans>Cancelled {when}</Trans> : <Trans>Cancelled</Trans>}</p>
      )}
      {!member.isDeleted && (
        <div css={memberActionsStyles}>
          <label css={expiryStyles}>
            <span>
              <Trans>Member until</Trans>
            </span>
            <input
              type="date"
              value={expiry}
              disabled={busy}
              onChange={(event) => setExpiry(event.currentTarget.value)}
              onBlur={() => {
                if (!expiry || expiry === member.expirationDate.slice(0, 10)) return;
                void run(
                  () =>
                    apiClient.groups.updateMember({
                      params: { groupId: group.id },
                      body: { id: member.id, expirationDate: expiry },
                    }),
                  t`Change saved`,
                  t`Cannot save change`,
                );
              }}
            />
          </label>
          <Button
            variant="ghost"
            disabled={busy}
            aria-label={t`Remove ${name}`}
            onClick={() =>
              void run(
                () => apiClient.groups.removeMember({ params: { id: group.id, memberId: member.id } }),
                t`${name} left the group`,
                t`Failed to remove user`,
              )
            }
          >
            <Trans>Remove</Trans>
          </Button>
        </div>
      )}
    </li>
  );
}

const copyStyles = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  margin-bottom: ${theme.space[4]};
  color: ${theme.colors.status.success.text};
  font-weight: ${theme.fontWeight.semibold};
`;

const memberActionsStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${theme.space[2]};
`;

const expiryStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[1]};
  font-size: ${theme.fontSize.sm};
  input {
    min-height: ${theme.sizes.touchTarget};
    padding: ${theme.space[1]} ${theme.space[2]};
    border: 1px solid ${theme.colors.control};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    font: inherit;
  }
`;

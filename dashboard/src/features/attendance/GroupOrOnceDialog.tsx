import { css, type Theme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Button, ButtonLink } from '../../ui/Button';
import { joinGroupPath } from '../groups/group-paths';

/**
 * Spec §4 "Attending": a lesson of a group first asks how to sign up — for this one lesson, or for the
 * group (its classes every week, at /join-group). A platform `<dialog>`: Escape closes it.
 */
export function GroupOrOnceDialog({
  lessonName,
  groupId,
  onOnce,
  onClose,
}: {
  lessonName: string;
  groupId: string;
  onOnce: () => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      css={dialogStyles}
      aria-label={t`How do you want to sign up for ${lessonName}?`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 css={titleStyles}>
        <Trans>How do you want to sign up for {lessonName}?</Trans>
      </h2>
      <p>
        <Trans>This lesson belongs to a group: join it to be signed up for its classes every week.</Trans>
      </p>
      <div css={actionsStyles}>
        <Button variant="secondary" onClick={onOnce}>
          <Trans>One-time lesson</Trans>
        </Button>
        <ButtonLink href={joinGroupPath(groupId)}>
          <Trans>Join the group</Trans>
        </ButtonLink>
      </div>
      <Button variant="ghost" onClick={onClose}>
        <Trans>Cancel</Trans>
      </Button>
    </dialog>
  );
}

const dialogStyles = (theme: Theme) => css`
  width: min(28rem, calc(100vw - 2 * ${theme.space[3]}));
  padding: ${theme.space[5]};
  border: 0;
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadows.lg};
  display: grid;
  gap: ${theme.space[3]};
  &:not([open]) {
    display: none;
  }
  &::backdrop {
    background: rgb(15 17 21 / 0.55);
  }
`;

const titleStyles = (theme: Theme) => css`
  font-size: ${theme.fontSize.xl};
`;

const actionsStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;

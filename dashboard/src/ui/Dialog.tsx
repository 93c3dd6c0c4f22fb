import { css, keyframes, type Theme } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import { type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from './Button';
import { Spinner } from './Spinner';

export type DialogTone = 'default' | 'danger';

export interface ConfirmDialogProps {
  /** Shown as a modal (`showModal()`: focus moves in, the page behind is inert, Escape cancels). */
  open: boolean;
  title: ReactNode;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  confirmLabel: ReactNode;
  /** Shown on the confirm button while `busy`; defaults to `confirmLabel`. */
  busyLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** `danger` paints the confirm button red: for actions that destroy something. */
  tone?: DialogTone;
  /** The confirmed action is running: both buttons wait, and Escape or a click outside does nothing. */
  busy?: boolean;
  onConfirm: () => void;
  /** Cancel, Escape or a click on the backdrop. */
  onCancel: () => void;
}

/**
 * A confirmation dialog on the platform `<dialog>` (CONVENTIONS "Prefer the platform"): a
 * title, a body, Cancel and a confirm button. Focus starts on Cancel, so Enter never confirms
 * a destructive action by accident, and the browser returns it to the opening button on close.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel,
  tone = 'default',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      element.querySelector<HTMLButtonElement>('[data-dialog-cancel]')?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);

  const onBackdropClick = (event: MouseEvent<HTMLDialogElement>) => {
    // The dialog's own box is its padding-less frame: a click on it is a click on the backdrop.
    if (event.target === event.currentTarget && !busy) onCancel();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape is the dialog's own keyboard way out (`cancel` event)
    <dialog
      ref={dialog}
      css={dialogStyles}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      aria-busy={busy || undefined}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onCancel();
      }}
      onClick={onBackdropClick}
    >
      <div css={frameStyles}>
        <h2 id={titleId} css={titleStyles}>
          {title}
        </h2>
        <div id={bodyId} css={bodyStyles}>
          {children}
        </div>
        <div css={actionsStyles}>
          <Button data-dialog-cancel variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? <Trans>Cancel</Trans>}
          </Button>
          <Button onClick={onConfirm} disabled={busy} variant={tone === 'danger' ? 'danger' : 'primary'}>
            {busy && <Spinner />}
            {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
          </Button>
        </div>
      </div>
    </dialog>
  );
}

const dialogStyles = (theme: Theme) => css`
  width: min(28rem, calc(100vw - ${theme.space[6]}));
  max-height: calc(100dvh - ${theme.space[6]});
  padding: 0;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.text};
  box-shadow: ${theme.shadows.lg};
  &::backdrop {
    background: rgb(15 17 21 / 0.55);
  }
  &[open] {
    animation: ${dialogIn} ${theme.motion.normal} ${theme.motion.easing};
  }
`;

const dialogIn = keyframes`from { opacity: 0; transform: translateY(8px) scale(0.98); }`;

const frameStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
  padding: ${theme.space[5]};
`;

const titleStyles = (theme: Theme) => css`
  font-family: ${theme.font.display};
  font-size: ${theme.fontSize.xl};
  line-height: ${theme.lineHeight.snug};
`;

const bodyStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[2]};
  color: ${theme.colors.textMuted};
`;

const actionsStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${theme.space[2]};
  margin-top: ${theme.space[2]};
  button {
    flex: 1 1 auto;
    ${theme.mq.wide} {
      flex: 0 0 auto;
    }
  }
`;

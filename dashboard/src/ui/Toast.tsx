import { css, keyframes, type Theme } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { TOAST_DURATION_MS } from '../config/constants';

export type ToastTone = 'success' | 'danger' | 'info';

export interface Toast {
  id: number;
  tone: ToastTone;
  title: string;
  description?: string;
}

const toastsAtom = atom<Toast[]>([]);
let nextToastId = 1;

/**
 * Shows a short message at the bottom of the screen for 3 s (spec §9), or `durationMs` when a
 * message needs longer (the onboarding congratulation: 5 s). Errors are announced at once
 * (`role="alert"`), the rest politely.
 */
export const useToast = () => {
  const setToasts = useSetAtom(toastsAtom);
  return useCallback(
    ({ durationMs = TOAST_DURATION_MS, ...toast }: Omit<Toast, 'id'> & { durationMs?: number }) => {
      const id = nextToastId++;
      setToasts((toasts) => [...toasts, { ...toast, id }]);
      window.setTimeout(() => setToasts((toasts) => toasts.filter((shown) => shown.id !== id)), durationMs);
    },
    [setToasts],
  );
};

/** Where toasts appear; rendered once by the app. */
export function Toaster() {
  const toasts = useAtomValue(toastsAtom);
  const setToasts = useSetAtom(toastsAtom);
  const { t } = useLingui();
  return (
    <section aria-label={t`Notifications`} css={regionStyles}>
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.tone === 'danger' ? 'alert' : 'status'}
          css={(theme: Theme) => toastStyles(theme, toast.tone)}
        >
          <div css={{ flex: 1 }}>
            <p css={titleStyles}>{toast.title}</p>
            {toast.description && <p>{toast.description}</p>}
          </div>
          <button
            type="button"
            aria-label={t`Close`}
            css={closeStyles}
            onClick={() => setToasts((shown) => shown.filter((item) => item.id !== toast.id))}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}

const slideIn = keyframes`from { transform: translateY(8px); opacity: 0; }`;

const regionStyles = (theme: Theme) => css`
  position: fixed;
  z-index: 50;
  inset-inline: ${theme.space[3]};
  bottom: ${theme.space[4]};
  display: grid;
  justify-items: center;
  gap: ${theme.space[2]};
  pointer-events: none;
`;

const toastStyles = (theme: Theme, tone: ToastTone) => {
  const accent =
    tone === 'info'
      ? theme.colors.primaryText
      : theme.colors.status[tone === 'danger' ? 'danger' : 'success'].text;
  return css`
    pointer-events: auto;
    display: flex;
    align-items: flex-start;
    gap: ${theme.space[3]};
    width: min(28rem, 100%);
    padding: ${theme.space[3]} ${theme.space[2]} ${theme.space[3]} ${theme.space[4]};
    border-radius: ${theme.radii.md};
    border: 1px solid ${theme.colors.border};
    border-inline-start: 4px solid ${accent};
    background: ${theme.colors.surfaceRaised};
    color: ${theme.colors.text};
    box-shadow: ${theme.shadows.lg};
    animation: ${slideIn} ${theme.motion.normal} ${theme.motion.easing};
    @media (prefers-reduced-motion: reduce) {
      animation: none;
    }
  `;
};

const titleStyles = (theme: Theme) => css`
  font-weight: ${theme.fontWeight.semibold};
`;

const closeStyles = (theme: Theme) => css`
  flex: none;
  width: ${theme.sizes.touchTarget};
  height: ${theme.sizes.touchTarget};
  margin-block: -${theme.space[2]};
  border: 0;
  border-radius: ${theme.radii.full};
  background: transparent;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSize.xl};
  cursor: pointer;
  &:hover {
    background: ${theme.colors.surfaceSunken};
  }
`;

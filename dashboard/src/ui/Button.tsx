import { css, type Theme } from '@emotion/react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link } from 'wouter';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'md' | 'lg';

interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

/** Shared by `<Button>` and `<ButtonLink>`: one look for actions and for links that act like them. */
export const buttonStyles =
  ({ variant = 'primary', size = 'md' }: ButtonLook) =>
  (theme: Theme) => {
    const c = theme.colors;
    const look = {
      primary: css`
        background: ${c.primary};
        color: ${c.onPrimary};
        border-color: ${c.primary};
        box-shadow: ${theme.shadows.sm};
        &:hover {
          background: ${c.primaryHover};
          border-color: ${c.primaryHover};
        }
      `,
      secondary: css`
        background: ${c.surface};
        color: ${c.text};
        border-color: ${c.control};
        &:hover {
          background: ${c.surfaceSunken};
        }
      `,
      /* Destructive actions (delete, remove): the theme's danger colour, readable in both schemes. */
      danger: css`
        background: ${c.status.danger.text};
        color: ${c.onPrimary};
        border-color: ${c.status.danger.text};
        &:hover:not(:disabled) {
          background: color-mix(in srgb, ${c.status.danger.text} 85%, ${c.text});
          border-color: color-mix(in srgb, ${c.status.danger.text} 85%, ${c.text});
        }
      `,
      ghost: css`
        background: transparent;
        color: ${c.text};
        border-color: transparent;
        &:hover {
          background: ${c.surfaceSunken};
        }
      `,
    }[variant];
    return css`
      display: inline-flex;
      align-items: center;
      justify-content: center;
      gap: ${theme.space[2]};
      min-height: ${theme.sizes.touchTarget};
      min-width: ${theme.sizes.touchTarget};
      padding: 0 ${size === 'lg' ? theme.space[5] : theme.space[4]};
      ${size === 'lg' && `min-height: 52px; font-size: ${theme.fontSize.lg};`}
      border: 1px solid transparent;
      border-radius: ${theme.radii.full};
      font-weight: ${theme.fontWeight.semibold};
      padding-block: ${theme.space[2]};
      line-height: 1.2;
      text-align: center;
      text-decoration: none;
      /* Short labels stay on one line; a long translation may wrap rather than overflow a phone. */
      text-wrap: balance;
      cursor: pointer;
      transition:
        background ${theme.motion.fast} ${theme.motion.easing},
        transform ${theme.motion.fast} ${theme.motion.easing};
      &:active {
        transform: translateY(1px);
      }
      &:disabled,
      &[aria-disabled='true'] {
        opacity: 0.55;
        cursor: not-allowed;
        transform: none;
      }
      ${look}
    `;
  };

export function Button({
  variant,
  size,
  type = 'button',
  ...props
}: ButtonLook & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} css={buttonStyles({ variant, size })} {...props} />;
}

/** An in-app link that looks like a button (e.g. "Sign up"). */
export function ButtonLink({
  href,
  variant,
  size,
  children,
  className,
}: ButtonLook & { href: string; children: ReactNode; className?: string }) {
  return (
    <Link href={href} css={buttonStyles({ variant, size })} className={className}>
      {children}
    </Link>
  );
}

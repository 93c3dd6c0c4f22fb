import { css, type Theme } from '@emotion/react';
import type { ComponentProps, ReactNode } from 'react';

/** A field's label, above it. */
export function Label(props: ComponentProps<'label'>) {
  // biome-ignore lint/a11y/noLabelWithoutControl: the caller ties it to its control with `htmlFor`
  return <label css={labelStyles} {...props} />;
}

const labelStyles = (theme: Theme) => css`
  display: block;
  font-weight: ${theme.fontWeight.semibold};
  font-size: ${theme.fontSize.sm};
  margin-bottom: ${theme.space[1]};
`;

export const inputStyles = (theme: Theme) => css`
  display: block;
  width: 100%;
  min-height: ${theme.sizes.touchTarget};
  padding: ${theme.space[2]} ${theme.space[3]};
  border: 1px solid ${theme.colors.control};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  transition: border-color ${theme.motion.fast} ${theme.motion.easing};
  &::placeholder {
    color: ${theme.colors.textMuted};
    opacity: 1;
  }
  &:hover {
    border-color: ${theme.colors.primaryText};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 1px;
    border-color: ${theme.colors.primaryText};
  }
  &[aria-invalid='true'] {
    border-color: ${theme.colors.status.danger.text};
  }
`;

/** A native select, styled as the inputs are (lesson form, filters, admin pickers). */
export const selectStyles = (theme: Theme) => css`
  ${inputStyles(theme)};
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
    background: ${theme.colors.surfaceSunken};
    color: ${theme.colors.textMuted};
  }
`;

/** A text input in the house style; give it a `<Label htmlFor>` or an `aria-label`. */
export function Input(props: ComponentProps<'input'>) {
  return <input css={inputStyles} {...props} />;
}

/** A hint or error under a field; pass its id to the input's `aria-describedby`. */
export function FieldMessage({ tone = 'hint', ...props }: { tone?: 'hint' | 'error' } & ComponentProps<'p'>) {
  return <p css={(theme: Theme) => fieldMessageStyles(theme, tone)} {...props} />;
}

const fieldMessageStyles = (theme: Theme, tone: 'hint' | 'error') => css`
  margin-top: ${theme.space[1]};
  font-size: ${theme.fontSize.sm};
  color: ${tone === 'error' ? theme.colors.status.danger.text : theme.colors.textMuted};
`;

/**
 * A label, the control, and its error or hint below (`${id}-message`: give it to the control's
 * `aria-describedby`). The error, when there is one, replaces the hint.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {(error || hint) && (
        <FieldMessage id={`${id}-message`} tone={error ? 'error' : 'hint'}>
          {error ?? hint}
        </FieldMessage>
      )}
    </div>
  );
}

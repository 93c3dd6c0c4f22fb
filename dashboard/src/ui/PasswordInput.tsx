import { css, type Theme } from '@emotion/react';
import { useLingui } from '@lingui/react/macro';
import { type ComponentProps, useState } from 'react';
import { inputStyles } from './Field';

/** A password field with a show/hide toggle (spec §2 Login, Signup). */
export function PasswordInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  return (
    <div css={{ position: 'relative' }}>
      <input type={shown ? 'text' : 'password'} css={[inputStyles, { paddingRight: '5.5rem' }]} {...props} />
      <button
        type="button"
        aria-pressed={shown}
        aria-controls={props.id}
        onClick={() => setShown((value) => !value)}
        css={toggleStyles}
      >
        {shown ? t`Hide password` : t`Show password`}
      </button>
    </div>
  );
}

const toggleStyles = (theme: Theme) => css`
  position: absolute;
  inset-block: 0;
  right: 0;
  min-width: ${theme.sizes.touchTarget};
  padding: 0 ${theme.space[3]};
  border: 0;
  background: transparent;
  color: ${theme.colors.primaryText};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.semibold};
  cursor: pointer;
  border-radius: ${theme.radii.md};
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
  }
`;

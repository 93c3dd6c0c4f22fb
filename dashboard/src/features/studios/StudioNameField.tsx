import { css, type Theme } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import { USERNAME } from '@plie/shared';
import { FormField, Input } from '../../ui/Field';
import { Required } from '../../ui/Required';

/**
 * The studio's slug, the address of its page, with its live availability (like the username's):
 * "Checking…" while the server is asked, "This address is free." once it answers, the rule
 * otherwise. The address it makes is shown before the field.
 */
export function StudioNameField({
  id,
  value,
  error,
  checking,
  free,
  onChange,
  onBlur,
}: {
  id: string;
  value: string;
  error: string | undefined;
  checking: boolean;
  /** The server said this slug is free. */
  free: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  return (
    <FormField
      id={id}
      label={
        <Required>
          <Trans>Page address</Trans>
        </Required>
      }
      error={error}
      hint={
        checking ? (
          <Trans>Checking…</Trans>
        ) : free ? (
          <Trans>This address is free.</Trans>
        ) : (
          <Trans>
            3–20 characters: letters, digits, _ or -, starting with a letter. It is the address of your
            studio’s page.
          </Trans>
        )
      }
    >
      <div css={rowStyles}>
        <span css={prefixStyles} aria-hidden="true">
          /studios/
        </span>
        <Input
          id={id}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={USERNAME.maxLength}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          required
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-message`}
        />
      </div>
    </FormField>
  );
}

const rowStyles = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
`;

const prefixStyles = (theme: Theme) => css`
  flex: none;
  color: ${theme.colors.textMuted};
  font-family: ${theme.font.mono};
  font-size: ${theme.fontSize.sm};
`;

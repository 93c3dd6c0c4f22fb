import { Trans } from '@lingui/react/macro';
import { FormField, Input } from '../../ui/Field';

/**
 * The username (signup, profile settings) with its live availability: "Checking…" while the
 * server is asked, "This username is free." once it answers, the rule otherwise.
 */
export function UsernameField({
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
  /** The server said this (new) username is free. */
  free: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}) {
  return (
    <FormField
      id={id}
      label={<Trans>Username</Trans>}
      error={error}
      hint={
        checking ? (
          <Trans>Checking…</Trans>
        ) : free ? (
          <Trans>This username is free.</Trans>
        ) : (
          <Trans>
            3–20 characters: letters, digits, _ or -, starting with a letter. It is the address of your page.
          </Trans>
        )
      }
    >
      <Input
        id={id}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-message`}
      />
    </FormField>
  );
}

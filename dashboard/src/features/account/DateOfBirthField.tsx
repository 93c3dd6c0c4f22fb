import { Trans } from '@lingui/react/macro';
import { FormField, Input } from '../../ui/Field';

/** The date of birth (signup, profile settings): a native date picker that can't go past today. */
export function DateOfBirthField({
  id,
  value,
  today,
  error,
  onChange,
}: {
  id: string;
  value: string;
  /** The local date today (`YYYY-MM-DD`): the latest date one can pick. */
  today: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <FormField id={id} label={<Trans>Date of birth</Trans>} error={error}>
      <Input
        id={id}
        type="date"
        autoComplete="bday"
        max={today}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-message`}
      />
    </FormField>
  );
}

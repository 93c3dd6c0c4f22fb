import { useId } from 'react';
import { Label, selectStyles } from '../../ui/Field';

/**
 * One-of-several filter of a schedule's panel (a room, a teacher, a studio): a labelled select whose
 * first option means any. Hidden when there is nothing to choose between, unless one is chosen (it
 * can then still be unchosen).
 */
export function ChoicePicker({
  label,
  anyLabel,
  options,
  value,
  onChange,
}: {
  label: string;
  anyLabel: string;
  options: readonly (readonly [id: string, name: string])[];
  value: string;
  onChange: (id: string) => void;
}) {
  const id = useId();
  if (options.length < 2 && !value) return null;
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      <select id={id} css={selectStyles} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{anyLabel}</option>
        {options.map(([optionId, name]) => (
          <option key={optionId} value={optionId}>
            {name}
          </option>
        ))}
      </select>
    </div>
  );
}

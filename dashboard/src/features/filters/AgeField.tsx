import { css, type Theme } from '@emotion/react';
import { Trans } from '@lingui/react/macro';
import { AGE } from '@plie/shared';
import { useEffect, useId, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../config/constants';
import { inputStyles, Label } from '../../ui/Field';
import { parseAge } from './schedule-filters';

const textOf = (age: number | null) => (age === null ? '' : String(age));

/**
 * The age filter (spec §5: a number 0–100): lessons whose age range includes it. Applies once typing
 * pauses, like the search box; an invalid age is marked and not applied. Emptying it drops the filter.
 */
export function AgeField({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (age: number | null) => void;
}) {
  const id = useId();
  const hintId = useId();
  const [text, setText] = useState(textOf(value));
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    setText(textOf(value));
  }
  const age = parseAge(text);

  useEffect(() => {
    if (age === undefined || age === value) return;
    const timer = window.setTimeout(() => onChange(age), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [age, value, onChange]);

  return (
    <div>
      <Label htmlFor={id}>
        <Trans>Dancer’s age</Trans>
      </Label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={AGE.min}
        max={AGE.max}
        step={1}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={age === undefined}
        aria-describedby={hintId}
        css={ageInputStyles}
      />
      <p id={hintId} css={hintStyles(age === undefined)}>
        {age === undefined ? (
          <Trans>Enter an age from 0 to 100.</Trans>
        ) : (
          <Trans>Only lessons open to dancers of this age.</Trans>
        )}
      </p>
    </div>
  );
}

const ageInputStyles = (theme: Theme) => css`
  ${inputStyles(theme)};
  max-width: 8rem;
`;

const hintStyles = (invalid: boolean) => (theme: Theme) =>
  css`
  margin-top: ${theme.space[1]};
  font-size: ${theme.fontSize.sm};
  color: ${invalid ? theme.colors.status.danger.text : theme.colors.textMuted};
`;

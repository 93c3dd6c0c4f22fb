import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';

export interface Choice<Value extends string> {
  value: Value;
  label: ReactNode;
  disabled?: boolean;
}

/**
 * A choice between two or three ways of filling a field (the teacher: one of the team or a name;
 * the place: a studio room or a custom address), as a segmented control: radio buttons in a
 * fieldset, so arrows move between them and the legend names the group.
 */
export function ChoiceToggle<Value extends string>({
  legend,
  name,
  value,
  choices,
  onChange,
}: {
  legend: ReactNode;
  /** The radio group's name, unique on the page. */
  name: string;
  value: Value;
  choices: readonly Choice<Value>[];
  onChange: (value: Value) => void;
}) {
  return (
    <fieldset css={fieldsetStyles}>
      <legend css={legendStyles}>{legend}</legend>
      <div css={segmentsStyles}>
        {choices.map((choice) => (
          <label key={choice.value} css={segmentStyles}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              disabled={choice.disabled}
              onChange={() => onChange(choice.value)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const fieldsetStyles = css`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const legendStyles = (theme: Theme) => css`
  padding: 0;
  margin-bottom: ${theme.space[1]};
  font-weight: ${theme.fontWeight.semibold};
  font-size: ${theme.fontSize.sm};
`;

const segmentsStyles = (theme: Theme) => css`
  display: grid;
  grid-auto-columns: minmax(0, 1fr);
  grid-auto-flow: column;
  padding: ${theme.space[1]};
  gap: ${theme.space[1]};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surfaceSunken};
`;

const segmentStyles = (theme: Theme) => css`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${theme.sizes.touchTarget};
  padding: ${theme.space[1]} ${theme.space[2]};
  border-radius: ${theme.radii.md};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.semibold};
  text-align: center;
  color: ${theme.colors.textMuted};
  cursor: pointer;
  transition: background ${theme.motion.fast} ${theme.motion.easing};
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: inherit;
  }
  &:has(input:checked) {
    background: ${theme.colors.surface};
    color: ${theme.colors.text};
    box-shadow: ${theme.shadows.sm};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 1px;
  }
  &:has(input:disabled) {
    opacity: 0.55;
    cursor: not-allowed;
  }
  &:hover:not(:has(input:checked, input:disabled)) {
    color: ${theme.colors.text};
  }
`;

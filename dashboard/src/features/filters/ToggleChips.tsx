import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { themed } from '../../ui/theme';

export interface ChipOption<Value> {
  value: Value;
  label: ReactNode;
}

/**
 * A group of toggle chips (days, styles, levels): checkboxes under a legend, drawn as pills that
 * fill when chosen. Native checkboxes, so Tab and Space work and screen readers say "checked".
 * `selected` comes back in the options' order. The styles are serialised once per theme (`themed`):
 * a group draws one per chip.
 */
export function ToggleChips<Value extends string | number>({
  legend,
  options,
  selected,
  onChange,
  scrollable = false,
}: {
  legend: ReactNode;
  options: readonly ChipOption<Value>[];
  selected: readonly Value[];
  onChange: (selected: Value[]) => void;
  /** A long list (the dance styles) scrolls inside the side panel instead of stretching it. */
  scrollable?: boolean;
}) {
  const toggle = (value: Value) => {
    const chosen = new Set(selected);
    if (chosen.has(value)) chosen.delete(value);
    else chosen.add(value);
    onChange(options.map((option) => option.value).filter((option) => chosen.has(option)));
  };
  return (
    <fieldset css={fieldsetStyles}>
      <legend>{legend}</legend>
      <div css={[chipsStyles, scrollable && scrollStyles]}>
        {options.map((option) => {
          const checked = selected.includes(option.value);
          return (
            <label key={option.value} css={chipStyles}>
              <input type="checkbox" checked={checked} onChange={() => toggle(option.value)} />
              {/* A tick, so a chosen chip doesn't differ by colour alone. */}
              {checked && (
                <svg aria-hidden="true" viewBox="0 0 16 16" width="14" height="14" fill="none">
                  <path d="m3 8.5 3 3 7-7" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
                </svg>
              )}
              <span>{option.label}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

export const fieldsetStyles = themed(
  (theme) => css`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    margin-bottom: ${theme.space[2]};
    font-weight: ${theme.fontWeight.semibold};
    font-size: ${theme.fontSize.sm};
  }
`,
);

const chipsStyles = themed(
  (theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`,
);

const scrollStyles = themed(
  (theme) => css`
  ${theme.mq.wide} {
    max-height: 17rem;
    overflow-y: auto;
    /* Room for the focus ring of the chips at the edge. */
    padding: ${theme.space[1]};
    margin: -${theme.space[1]};
  }
`,
);

const chipStyles = themed(
  (theme) => css`
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  min-height: ${theme.sizes.touchTarget};
  min-width: ${theme.sizes.touchTarget};
  justify-content: center;
  padding: ${theme.space[2]} ${theme.space[3]};
  border: 1px solid ${theme.colors.control};
  border-radius: ${theme.radii.full};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.medium};
  line-height: 1.2;
  cursor: pointer;
  -webkit-user-select: none;
  user-select: none;
  transition:
    background ${theme.motion.fast} ${theme.motion.easing},
    border-color ${theme.motion.fast} ${theme.motion.easing};
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  &:hover {
    border-color: ${theme.colors.primaryText};
  }
  &:has(input:checked) {
    background: ${theme.colors.primary};
    border-color: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`,
);

import { css, type Theme } from '@emotion/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Theme as StudioTheme } from '@plie/shared';
import { type ReactNode, useId } from 'react';
import { BASE_COLORS, PRIMARY_COLOR_NAMES, type PrimaryColorName } from './palette';

const COLOR_NAMES: Record<PrimaryColorName, MessageDescriptor> = {
  teal: msg`Teal`,
  blue: msg`Blue`,
  purple: msg`Purple`,
  cyan: msg`Cyan`,
  green: msg`Green`,
  yellow: msg`Yellow`,
  orange: msg`Orange`,
  red: msg`Red`,
  pink: msg`Pink`,
  gray: msg`Gray`,
};

/**
 * "Primary colour" (spec §2 "colour and theme picker"): the palette's ten named colours as round
 * swatches, radio buttons named after their colour. What follows the swatches in the group
 * (a custom colour, say) comes as `children`.
 */
export function PrimaryColorPicker({
  value,
  onChange,
  children,
}: {
  /** The chosen colour: a palette name, or anything else when none of them is chosen. */
  value: string;
  onChange: (color: PrimaryColorName) => void;
  children?: ReactNode;
}) {
  const { i18n } = useLingui();
  const name = useId();
  return (
    <fieldset css={fieldsetStyles}>
      <legend>
        <Trans>Primary colour</Trans>
      </legend>
      <div css={swatchesStyles}>
        {PRIMARY_COLOR_NAMES.map((option) => (
          <label
            key={option}
            css={(theme: Theme) => swatchStyles(theme, BASE_COLORS[option])}
            title={i18n._(COLOR_NAMES[option])}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              aria-label={i18n._(COLOR_NAMES[option])}
            />
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}

/** "Theme": light or dark, as a segmented control of two radio buttons. */
export function ThemePicker({
  value,
  onChange,
}: {
  value: StudioTheme;
  onChange: (theme: StudioTheme) => void;
}) {
  const { t } = useLingui();
  const name = useId();
  return (
    <fieldset css={fieldsetStyles}>
      <legend>
        <Trans>Theme</Trans>
      </legend>
      <div css={segmentedStyles}>
        {(['light', 'dark'] as const).map((option) => (
          <label key={option}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            <span>{option === 'light' ? t`Light` : t`Dark`}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const fieldsetStyles = (theme: Theme) => css`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: ${theme.space[2]};
    font-size: ${theme.fontSize.sm};
    font-weight: ${theme.fontWeight.semibold};
  }
`;

const swatchesStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]};
`;

/** A round swatch of `color` around a hidden input (a radio, or a colour picker) that fills it. */
export const swatchStyles = (theme: Theme, color: string) => css`
  position: relative;
  display: grid;
  flex: none;
  place-items: center;
  width: ${theme.sizes.touchTarget};
  height: ${theme.sizes.touchTarget};
  border-radius: 50%;
  cursor: pointer;
  &::before {
    content: '';
    width: 30px;
    height: 30px;
    border-radius: 50%;
    background: ${color};
    box-shadow: inset 0 0 0 1px rgb(0 0 0 / 0.15);
    transition: transform ${theme.motion.fast} ${theme.motion.easing};
  }
  &:hover::before {
    transform: scale(1.1);
  }
  @media (prefers-reduced-motion: reduce) {
    &::before {
      transition: none;
    }
  }
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    padding: 0;
    border: 0;
    opacity: 0;
    cursor: pointer;
  }
  &:has(input:checked) {
    box-shadow: inset 0 0 0 3px ${theme.colors.text};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const segmentedStyles = (theme: Theme) => css`
  display: inline-flex;
  padding: ${theme.space[1]};
  border-radius: ${theme.radii.full};
  border: 1px solid ${theme.colors.control};
  background: ${theme.colors.surface};
  label {
    position: relative;
    display: grid;
    place-items: center;
    min-height: ${theme.sizes.touchTarget};
    min-width: 5.5rem;
    padding: 0 ${theme.space[4]};
    border-radius: ${theme.radii.full};
    font-weight: ${theme.fontWeight.medium};
    cursor: pointer;
  }
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  label:has(input:checked) {
    background: ${theme.colors.text};
    color: ${theme.colors.background};
  }
  label:has(input:focus-visible) {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

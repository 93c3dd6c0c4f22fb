import { css, type Theme, useTheme } from '@emotion/react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Theme as StudioTheme } from '@plie/shared';
import { useId } from 'react';
import { DEFAULT_PRIMARY_COLOR } from '../../config/constants';
import { FieldMessage, Input, Label } from '../../ui/Field';
import {
  BASE_COLORS,
  isPrimaryColorName,
  PRIMARY_COLOR_NAMES,
  type PrimaryColorName,
} from '../../ui/palette';
import { normalizeHexColor, primaryColorOf } from './studio-form';

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

/** `#abc` → `#aabbcc`: the only form `<input type="color">` takes. */
const sixDigitHex = (hex: string) =>
  hex.length === 4 ? `#${[...hex.slice(1)].map((digit) => digit + digit).join('')}` : hex;

/**
 * The studio's look (spec §2 "colour and theme picker", §3): the palette's ten named colours as
 * swatches, or any colour as a hex code (typed, or picked with the platform's colour picker), and
 * a light or dark theme.
 */
export function StudioLookFields({
  primaryColor,
  theme: studioTheme,
  colorError,
  onColorChange,
  onThemeChange,
}: {
  /** A palette name, or the custom hex code as typed. */
  primaryColor: string;
  theme: StudioTheme;
  colorError: string | undefined;
  onColorChange: (color: string) => void;
  onThemeChange: (theme: StudioTheme) => void;
}) {
  const { i18n, t } = useLingui();
  const theme = useTheme();
  const name = useId();
  const hexId = useId();
  const named = isPrimaryColorName(primaryColor);
  const chosen = primaryColorOf({ primaryColor });
  const pickerValue = sixDigitHex(
    chosen === undefined
      ? BASE_COLORS[DEFAULT_PRIMARY_COLOR]
      : isPrimaryColorName(chosen)
        ? BASE_COLORS[chosen]
        : chosen,
  );

  return (
    <div css={groupStyles}>
      <fieldset css={fieldsetStyles}>
        <legend>
          <Trans>Primary colour</Trans>
        </legend>
        <div css={swatchesStyles}>
          {PRIMARY_COLOR_NAMES.map((option) => (
            <label
              key={option}
              css={swatchStyles(theme, BASE_COLORS[option])}
              title={i18n._(COLOR_NAMES[option])}
            >
              <input
                type="radio"
                name={`${name}-color`}
                value={option}
                checked={primaryColor === option}
                onChange={() => onColorChange(option)}
                aria-label={i18n._(COLOR_NAMES[option])}
              />
            </label>
          ))}
        </div>
        <div css={customStyles}>
          <label
            css={[
              swatchStyles(theme, pickerValue),
              customSwatchStyles,
              !named && chosen ? pickedStyles : undefined,
            ]}
          >
            <input
              type="color"
              value={pickerValue}
              onChange={(event) => onColorChange(event.target.value)}
              aria-label={t`Pick a custom colour`}
            />
          </label>
          <div css={{ minWidth: 0, flex: 1 }}>
            <Label htmlFor={hexId}>
              <Trans>Or your own colour, as a hex code</Trans>
            </Label>
            <Input
              id={hexId}
              autoCapitalize="none"
              autoComplete="off"
              spellCheck={false}
              placeholder="#0ca678"
              maxLength={7}
              value={named ? '' : primaryColor}
              onChange={(event) => onColorChange(event.target.value.trim() || DEFAULT_PRIMARY_COLOR)}
              onBlur={() => {
                if (!named) onColorChange(normalizeHexColor(primaryColor));
              }}
              aria-invalid={Boolean(colorError)}
              aria-describedby={colorError ? `${hexId}-message` : undefined}
            />
            {colorError && (
              <FieldMessage id={`${hexId}-message`} tone="error">
                {colorError}
              </FieldMessage>
            )}
          </div>
        </div>
      </fieldset>
      <fieldset css={fieldsetStyles}>
        <legend>
          <Trans>Theme</Trans>
        </legend>
        <div css={segmentedStyles}>
          {(['light', 'dark'] as const).map((option) => (
            <label key={option}>
              <input
                type="radio"
                name={`${name}-theme`}
                value={option}
                checked={studioTheme === option}
                onChange={() => onThemeChange(option)}
              />
              <span>{option === 'light' ? t`Light` : t`Dark`}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

const groupStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[5]};
`;

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

const swatchStyles = (theme: Theme, color: string) => css`
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

/** The custom colour's swatch: the current colour inside a colour-wheel ring. */
const customSwatchStyles = (theme: Theme) => css`
  background: conic-gradient(#ef4444, #eab308, #22c55e, #06b6d4, #3b82f6, #a855f7, #ef4444);
  &::before {
    box-shadow: 0 0 0 3px ${theme.colors.surface};
  }
`;

/** …chosen when the colour is a hex code rather than a palette name. */
const pickedStyles = (theme: Theme) => css`
  box-shadow:
    0 0 0 2px ${theme.colors.surface},
    0 0 0 4px ${theme.colors.text};
`;

const customStyles = (theme: Theme) => css`
  display: flex;
  align-items: flex-end;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[3]};
  max-width: 24rem;
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

import { css, type Theme, useTheme } from '@emotion/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Theme as StudioTheme } from '@plie/shared';
import { useId } from 'react';
import { DEFAULT_PRIMARY_COLOR } from '../../config/constants';
import { PrimaryColorPicker, swatchStyles, ThemePicker } from '../../ui/ColorThemePicker';
import { FieldMessage, Input, Label } from '../../ui/Field';
import { BASE_COLORS, isPrimaryColorName } from '../../ui/palette';
import { StudioPreview } from './StudioPreview';
import { normalizeHexColor, primaryColorOf } from './studio-form';
import type { StudioFormState } from './useStudioForm';

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
  const { t } = useLingui();
  const theme = useTheme();
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
      <PrimaryColorPicker value={primaryColor} onChange={onColorChange}>
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
      </PrimaryColorPicker>
      <ThemePicker value={studioTheme} onChange={onThemeChange} />
    </div>
  );
}

/** A studio form's look fields, then the live preview of the studio's page in that look. */
export function StudioLookAndPreview({ studioForm }: { studioForm: StudioFormState }) {
  const { form, update, touch, setTheme, errorOf } = studioForm;
  return (
    <>
      <StudioLookFields
        primaryColor={form.primaryColor}
        theme={form.theme}
        colorError={errorOf('primaryColor')}
        onColorChange={(color) => {
          update('primaryColor', color);
          touch('primaryColor');
        }}
        onThemeChange={setTheme}
      />
      <StudioPreview
        name={form.name}
        studioName={form.studioName}
        about={form.about}
        primaryColor={primaryColorOf(form) ?? DEFAULT_PRIMARY_COLOR}
        theme={form.theme}
      />
    </>
  );
}

const groupStyles = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[5]};
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

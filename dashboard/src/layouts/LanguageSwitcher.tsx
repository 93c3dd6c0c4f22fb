import { css, type Theme } from '@emotion/react';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { LANGUAGES } from '../config/constants';
import { chooseLanguageAtom } from '../i18n/atoms';
import { intlLocale, LANGUAGE_NAMES } from '../i18n/languages';

/**
 * The footer's language switcher (spec §1): each language by its own name, so it can be
 * found whatever the current language is. The choice is remembered.
 */
export function LanguageSwitcher() {
  const { i18n } = useLingui();
  const chooseLanguage = useSetAtom(chooseLanguageAtom);
  return (
    <fieldset css={fieldsetStyles}>
      <legend css={labelStyles}>
        <Trans>Language</Trans>
      </legend>
      <div css={optionsStyles}>
        {LANGUAGES.map((language) => (
          <button
            key={language}
            type="button"
            lang={intlLocale(language)}
            aria-pressed={i18n.locale === language}
            onClick={() => chooseLanguage(language)}
            css={optionStyles}
          >
            {LANGUAGE_NAMES[language]}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

const fieldsetStyles = css`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const labelStyles = (theme: Theme) => css`
  font-size: ${theme.fontSize.sm};
  font-weight: ${theme.fontWeight.semibold};
  color: ${theme.colors.textMuted};
  margin-bottom: ${theme.space[2]};
  padding: 0;
`;

const optionsStyles = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;

const optionStyles = (theme: Theme) => css`
  min-height: ${theme.sizes.touchTarget};
  padding: 0 ${theme.space[3]};
  border: 1px solid ${theme.colors.control};
  border-radius: ${theme.radii.full};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-weight: ${theme.fontWeight.medium};
  cursor: pointer;
  &:hover {
    background: ${theme.colors.surfaceSunken};
  }
  &[aria-pressed='true'] {
    border-color: ${theme.colors.primary};
    background: ${theme.colors.primary};
    color: ${theme.colors.onPrimary};
  }
`;

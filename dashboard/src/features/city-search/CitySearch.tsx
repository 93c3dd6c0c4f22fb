import type { Theme } from '@emotion/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CITY_SEARCH_OPEN_AFTER_CHARS } from '../../config/constants';
import { Button } from '../../ui/Button';
import { Label } from '../../ui/Field';
import { SearchIcon } from '../../ui/SearchIcon';
import { Spinner } from '../../ui/Spinner';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import {
  comboboxInputStyles,
  compactInputStyles,
  formStyles,
  hintStyles,
  messageStyles,
  optionStyles,
  popupStyles,
  rowStyles,
  submitStyles,
} from './city-search.styles';
import { type CitySearchProps, useCityCombobox } from './useCityCombobox';
import { useCountryName } from './useCountryName';

/**
 * A city search: an ARIA 1.2 combobox with a listbox popup (its behaviour in `useCityCombobox`). In
 * the hero, choosing a city opens its schedule; in the filter panel (`compact`) it sets the filter.
 */
export function CitySearch({ onChoose, onClear, compact }: CitySearchProps = {}) {
  const { t } = useLingui();
  const countryName = useCountryName();
  const {
    text,
    ids,
    inputRef,
    suggestions,
    expanded,
    active,
    optionId,
    message,
    choose,
    onChange,
    onKeyDown,
    onSubmit,
    onFocus,
    onBlur,
    point,
  } = useCityCombobox({ onChoose, onClear, compact });
  const found = suggestions.length;
  const minLetters = CITY_SEARCH_OPEN_AFTER_CHARS + 1;

  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is too new for every browser we support; role="search" is its equivalent
    <form role="search" onSubmit={onSubmit} css={formStyles}>
      <Label
        htmlFor={ids.input}
        css={(theme: Theme) => ({ fontSize: compact ? undefined : theme.fontSize.md })}
      >
        {compact ? compact.label : <Trans>Where do you want to dance?</Trans>}
      </Label>
      <div css={rowStyles}>
        <div css={{ position: 'relative', flex: 1 }}>
          <SearchIcon inset={4} />
          <input
            ref={inputRef}
            id={ids.input}
            type="text"
            role="combobox"
            autoComplete="off"
            autoCapitalize="words"
            spellCheck={false}
            enterKeyHint="search"
            placeholder={t`City, e.g. Kraków`}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={ids.listbox}
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            aria-describedby={ids.hint}
            value={text}
            onChange={onChange}
            onKeyDown={onKeyDown}
            onFocus={onFocus}
            onBlur={onBlur}
            css={compact ? compactInputStyles : comboboxInputStyles}
          />
          {/* ARIA 1.2 combobox: the focus stays in the input; options are pointed at by aria-activedescendant. */}
          <div id={ids.listbox} role="listbox" aria-label={t`Cities`} hidden={!expanded} css={popupStyles}>
            {suggestions.map((city, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are handled by the combobox's input
              // biome-ignore lint/a11y/useFocusableInteractive: aria-activedescendant points at options; the focus stays in the input
              <div
                key={`${city.countryCode}-${city.name}`}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // Keep the focus in the input: the click still chooses.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(city)}
                onMouseMove={() => point(index)}
                css={optionStyles}
              >
                <span css={(theme: Theme) => ({ fontWeight: theme.fontWeight.semibold })}>{city.name}</span>
                <VisuallyHidden>, </VisuallyHidden>
                <span
                  css={(theme: Theme) => ({ color: theme.colors.textMuted, fontSize: theme.fontSize.sm })}
                >
                  {countryName(city)}
                </span>
              </div>
            ))}
          </div>
          {message && (
            <div css={[popupStyles, messageStyles(message.tone)]}>
              {message.tone === 'loading' && <Spinner />}
              <span>{message.text}</span>
            </div>
          )}
        </div>
        {!compact && (
          <Button type="submit" size="lg" css={submitStyles}>
            <Trans>Find classes</Trans>
          </Button>
        )}
      </div>
      <p id={ids.hint} css={hintStyles}>
        {plural(minLetters, {
          one: 'Type at least # letter, then pick your city from the list.',
          other: 'Type at least # letters, then pick your city from the list.',
        })}
      </p>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {message?.text ??
          (expanded
            ? plural(found, {
                one: '# city found. Use the up and down arrows to choose.',
                other: '# cities found. Use the up and down arrows to choose.',
              })
            : '')}
      </VisuallyHidden>
    </form>
  );
}

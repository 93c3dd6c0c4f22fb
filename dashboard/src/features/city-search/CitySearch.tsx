import { css, type Theme } from '@emotion/react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { CITY_SEARCH_OPEN_AFTER_CHARS } from '../../config/constants';
import { useIntlLocale } from '../../i18n/useIntlLocale';
import { Button } from '../../ui/Button';
import { inputStyles, Label } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import {
  type CitySuggestion,
  cityForTypedText,
  scheduleHrefForCity,
  shouldFetchCities,
  shouldOpenSuggestions,
} from './city-search-rules';
import { useCitySuggestions } from './useCitySuggestions';

/**
 * Country names in the user's language ("Polska", "Польща"), falling back to the API's. The
 * `Intl.DisplayNames` (it loads the region names of the locale) is made when the first
 * suggestion shows, not while the page starts.
 */
const useCountryName = () => {
  const locale = useIntlLocale();
  const names = useMemo(() => {
    let made: Intl.DisplayNames | undefined | null = null;
    return () => {
      if (made === null) {
        try {
          made = new Intl.DisplayNames([locale], { type: 'region' });
        } catch {
          made = undefined;
        }
      }
      return made;
    };
  }, [locale]);
  return (city: CitySuggestion) => {
    try {
      return names()?.of(city.countryCode) ?? city.country;
    } catch {
      return city.country;
    }
  };
};

export interface CitySearchProps {
  /** What choosing a city does; by default it opens the city's schedule (the landing hero). */
  onChoose?: (city: CitySuggestion) => void;
  /** Called when the text is emptied and submitted (a filter: "any city"); by default /schedule. */
  onClear?: () => void;
  /** The filter-panel form: a field-sized input, its own label, no submit button. */
  compact?: { label: string; initialText?: string };
}

/**
 * A city search: an ARIA 1.2 combobox with a listbox popup. Suggestions are fetched after more
 * than 1 typed character and shown after more than 2 (spec §5); arrows move through them, Enter
 * chooses, Escape closes (then clears). In the hero, choosing a city opens its schedule.
 */
export function CitySearch({ onChoose, onClear, compact }: CitySearchProps = {}) {
  const { t } = useLingui();
  const countryName = useCountryName();
  const [, navigate] = useLocation();
  const [text, setText] = useState(compact?.initialText ?? '');
  const [dismissed, setDismissed] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = { input: useId(), listbox: useId(), hint: useId(), option: useId() };

  const { data, error, isLoading } = useCitySuggestions(text);
  const query = text.trim();
  const suggestions = shouldFetchCities(query) ? (data ?? []) : [];
  const popupAllowed = shouldOpenSuggestions(query) && !dismissed;
  const expanded = popupAllowed && suggestions.length > 0;
  const active = expanded && activeIndex < suggestions.length ? activeIndex : -1;
  const optionId = (index: number) => `${ids.option}-${index}`;
  const found = suggestions.length;
  const minLetters = CITY_SEARCH_OPEN_AFTER_CHARS + 1;

  useEffect(() => {
    if (active >= 0) document.getElementById(`${ids.option}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, ids.option]);

  const choose = (city: CitySuggestion) => {
    setText(city.name);
    setDismissed(true);
    if (onChoose) onChoose(city);
    else navigate(scheduleHrefForCity(city));
  };

  const move = (step: 1 | -1) => {
    if (!shouldOpenSuggestions(query)) return;
    if (dismissed) {
      setDismissed(false);
      return;
    }
    const count = suggestions.length;
    if (count === 0) return;
    setActiveIndex((index) => (index < 0 ? (step === 1 ? 0 : count - 1) : (index + step + count) % count));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        move(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter': {
        const city = active >= 0 ? suggestions[active] : undefined;
        if (city) {
          event.preventDefault();
          choose(city);
        }
        break;
      }
      case 'Escape':
        if (popupAllowed) {
          event.preventDefault();
          setDismissed(true);
          setActiveIndex(-1);
        } else if (text) {
          event.preventDefault();
          setText('');
        }
        break;
      case 'Tab':
        setDismissed(true);
        break;
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!query) {
      if (onClear) onClear();
      else navigate('/schedule');
      return;
    }
    const city = shouldOpenSuggestions(query) ? cityForTypedText(query, suggestions) : undefined;
    if (city) choose(city);
    else {
      setDismissed(false);
      inputRef.current?.focus();
    }
  };

  const message = !popupAllowed
    ? undefined
    : suggestions.length > 0
      ? undefined
      : error
        ? { tone: 'error' as const, text: t`Error loading cities. Please try again in a moment.` }
        : isLoading || !data
          ? { tone: 'loading' as const, text: t`Searching cities…` }
          : { tone: 'empty' as const, text: t`No city starts with “${query}”. Check the spelling?` };

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
          <SearchIcon />
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
            onChange={(event) => {
              setText(event.target.value);
              setDismissed(false);
              setActiveIndex(-1);
              if (compact && !event.target.value.trim()) onClear?.();
            }}
            onKeyDown={onKeyDown}
            onFocus={() => setDismissed(false)}
            onBlur={() => setDismissed(true)}
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
                onMouseMove={() => index !== active && setActiveIndex(index)}
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

function SearchIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
      strokeLinecap="round"
      css={(theme: Theme) => ({
        position: 'absolute',
        left: theme.space[4],
        top: '50%',
        transform: 'translateY(-50%)',
        color: theme.colors.textMuted,
        pointerEvents: 'none',
      })}
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  );
}

const formStyles = (theme: Theme) => css`
  width: 100%;
  display: grid;
  gap: ${theme.space[2]};
`;

const rowStyles = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  ${theme.mq.wide} {
    flex-direction: row;
    align-items: stretch;
  }
`;

const comboboxInputStyles = (theme: Theme) => css`
  ${inputStyles(theme)};
  min-height: 56px;
  padding-left: 3rem;
  border-radius: ${theme.radii.full};
  font-size: ${theme.fontSize.lg};
  box-shadow: ${theme.shadows.md};
`;

const compactInputStyles = (theme: Theme) => css`
  ${inputStyles(theme)};
  padding-left: 2.75rem;
`;

const popupStyles = (theme: Theme) => css`
  position: absolute;
  z-index: 20;
  top: calc(100% + ${theme.space[2]});
  left: 0;
  right: 0;
  margin: 0;
  padding: ${theme.space[2]};
  list-style: none;
  background: ${theme.colors.surfaceRaised};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.lg};
  max-height: min(22rem, 60vh);
  overflow-y: auto;
  &[hidden] {
    display: none;
  }
`;

const optionStyles = (theme: Theme) => css`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space[3]};
  min-height: 48px;
  padding: ${theme.space[3]} ${theme.space[3]};
  border-radius: ${theme.radii.md};
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${theme.colors.primarySubtle};
    color: ${theme.colors.primarySubtleText};
    outline: 2px solid ${theme.colors.focus};
    outline-offset: -2px;
  }
`;

const messageStyles = (tone: 'loading' | 'error' | 'empty') => (theme: Theme) =>
  css`
  display: flex;
  align-items: center;
  gap: ${theme.space[3]};
  padding: ${theme.space[4]};
  color: ${tone === 'error' ? theme.colors.status.danger.text : theme.colors.textMuted};
`;

const submitStyles = (theme: Theme) => css`
  min-height: 56px;
  width: 100%;
  ${theme.mq.wide} {
    width: auto;
  }
`;

const hintStyles = (theme: Theme) => css`
  font-size: ${theme.fontSize.sm};
  color: ${theme.colors.textMuted};
`;

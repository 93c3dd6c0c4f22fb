/**
 * The city search's behaviour, apart from its look: an ARIA 1.2 combobox with a listbox popup.
 * Suggestions are fetched after more than 1 typed character and shown after more than 2 (spec §5);
 * arrows move through them, Enter chooses, Escape closes (then clears), Tab leaves them closed.
 * Submitting an empty text clears the filter; a typed city that matches a suggestion is chosen.
 */

import { useLingui } from '@lingui/react/macro';
import { webPath } from '@plie/shared';
import {
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { useLocation } from 'wouter';
import { browserStorage } from '../account/after-login';
import {
  type CitySuggestion,
  cityForTypedText,
  scheduleHrefForCity,
  shouldFetchCities,
  shouldOpenSuggestions,
} from './city-search-rules';
import { rememberCity } from './last-city';
import { useCitySuggestions } from './useCitySuggestions';

export interface CitySearchProps {
  /** What choosing a city does; by default it opens the city's schedule (the landing hero). */
  onChoose?: (city: CitySuggestion) => void;
  /** Called when the text is emptied and submitted (a filter: "any city"); by default /schedule. */
  onClear?: () => void;
  /** The filter-panel form: a field-sized input, its own label, no submit button. */
  compact?: { label: string; initialText?: string };
}

/** A line in the popup instead of suggestions: still searching, none found, or a failure. */
export type CitySearchMessage = { tone: 'loading' | 'error' | 'empty'; text: string };

export const useCityCombobox = ({ onChoose, onClear, compact }: CitySearchProps) => {
  const { t } = useLingui();
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

  useEffect(() => {
    if (active >= 0) document.getElementById(`${ids.option}-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active, ids.option]);

  const choose = (city: CitySuggestion) => {
    setText(city.name);
    setDismissed(true);
    if (onChoose) onChoose(city);
    else {
      // The hero's choice opens the schedule, and is the city it opens with next time.
      rememberCity(browserStorage(), { country: city.countryCode, city: city.name });
      navigate(scheduleHrefForCity(city));
    }
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
      else navigate(webPath.schedule());
      return;
    }
    const city = shouldOpenSuggestions(query) ? cityForTypedText(query, suggestions) : undefined;
    if (city) choose(city);
    else {
      setDismissed(false);
      inputRef.current?.focus();
    }
  };

  const message: CitySearchMessage | undefined = !popupAllowed
    ? undefined
    : suggestions.length > 0
      ? undefined
      : error
        ? { tone: 'error' as const, text: t`Error loading cities. Please try again in a moment.` }
        : isLoading || !data
          ? { tone: 'loading' as const, text: t`Searching cities…` }
          : { tone: 'empty' as const, text: t`No city starts with “${query}”. Check the spelling?` };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setText(event.target.value);
    setDismissed(false);
    setActiveIndex(-1);
    if (compact && !event.target.value.trim()) onClear?.();
  };

  return {
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
    onFocus: () => setDismissed(false),
    onBlur: () => setDismissed(true),
    /** The option under the pointer becomes the active one. */
    point: (index: number) => index !== active && setActiveIndex(index),
  };
};

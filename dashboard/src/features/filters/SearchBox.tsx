import { css, type Theme } from '@emotion/react';
import { useEffect, useId, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, SEARCH_TEXT_MAX_LENGTH } from '../../config/constants';
import { inputStyles } from '../../ui/Field';
import { SearchIcon } from '../../ui/SearchIcon';
import { VisuallyHidden } from '../../ui/VisuallyHidden';

/**
 * The free-text box beside a filter panel (spec §2): applies as one types, once typing pauses
 * (no request per key). A change from outside (Clear, back button) replaces the text. On a page the
 * server rendered (ADR 0019), text typed before the app took the page over applies too.
 */
export function SearchBox({
  label,
  placeholder,
  value,
  onSearch,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onSearch: (text: string) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    setText(value);
  }

  // The box of a server-rendered page takes keys before its handler exists: what it holds at
  // hydration is the visitor's text, not the server's.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined) setText((current) => (typed === current ? current : typed));
  }, []);

  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = window.setTimeout(() => onSearch(text), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <div css={wrapperStyles}>
      <label htmlFor={id}>
        <VisuallyHidden>{label}</VisuallyHidden>
      </label>
      <SearchIcon inset={3} />
      <input
        ref={input}
        id={id}
        type="search"
        enterKeyHint="search"
        maxLength={SEARCH_TEXT_MAX_LENGTH}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(text);
        }}
        css={searchInputStyles}
      />
    </div>
  );
}

const wrapperStyles = css`
  position: relative;
  flex: 1;
  min-width: 0;
`;

const searchInputStyles = (theme: Theme) => css`
  ${inputStyles(theme)};
  padding-left: 2.5rem;
`;

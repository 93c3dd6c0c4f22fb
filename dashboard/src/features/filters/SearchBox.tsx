import { css, type Theme } from '@emotion/react';
import { useEffect, useId, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, SEARCH_TEXT_MAX_LENGTH } from '../../config/constants';
import { inputStyles } from '../../ui/Field';
import { SearchIcon } from '../../ui/SearchIcon';
import { VisuallyHidden } from '../../ui/VisuallyHidden';

/**
 * The free-text box beside a filter panel (spec §2): applies as one types, once typing pauses
 * (no request per key). A change from outside (Clear, back button) replaces the text.
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
  const [text, setText] = useState(value);
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    setText(value);
  }

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

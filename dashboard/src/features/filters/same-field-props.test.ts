import { describe, expect, it } from 'vitest';
import { sameFieldProps } from './same-field-props';

describe('a filter field’s props, for memo', () => {
  const onChange = () => {};

  it('are the same when a group’s choice is parsed again into a new array of the same values', () => {
    expect(
      sameFieldProps(
        { selected: [1, 3], language: 'en', onChange },
        { selected: [1, 3], language: 'en', onChange },
      ),
    ).toBe(true);
    expect(sameFieldProps({ selected: [], onChange }, { selected: [], onChange })).toBe(true);
  });

  it('differ when a value is added, removed, reordered or replaced', () => {
    const before = { selected: ['salsa'], onChange };
    expect(sameFieldProps(before, { selected: ['salsa', 'tango'], onChange })).toBe(false);
    expect(sameFieldProps(before, { selected: [], onChange })).toBe(false);
    expect(sameFieldProps({ selected: [1, 2], onChange }, { selected: [2, 1], onChange })).toBe(false);
    expect(sameFieldProps(before, { selected: ['tango'], onChange })).toBe(false);
  });

  it('differ when the language, the setter or any other prop changes, or a prop comes or goes', () => {
    const base = { selected: [1], language: 'en', onChange };
    expect(sameFieldProps(base, { ...base, language: 'pl' })).toBe(false);
    expect(sameFieldProps(base, { ...base, onChange: () => {} })).toBe(false);
    expect(sameFieldProps({ value: null }, { value: 7 })).toBe(false);
    expect(sameFieldProps<{ offered?: Set<string> }>({}, { offered: new Set() })).toBe(false);
    expect(sameFieldProps<{ offered?: Set<string> }>({ offered: new Set() }, {})).toBe(false);
  });
});

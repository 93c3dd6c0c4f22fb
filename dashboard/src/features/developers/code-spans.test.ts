import { describe, expect, it } from 'vitest';
import { codeSpans } from './code-spans';

describe('backticks in descriptions', () => {
  it.each([
    ['no code', 'The lesson table.', [{ text: 'The lesson table.', code: false }]],
    ['an empty text', '', []],
    [
      'code in the middle',
      'Only these levels: `beginner,open` please.',
      [
        { text: 'Only these levels: ', code: false },
        { text: 'beginner,open', code: true },
        { text: ' please.', code: false },
      ],
    ],
    [
      'code at both ends',
      '`a` and `b`',
      [
        { text: 'a', code: true },
        { text: ' and ', code: false },
        { text: 'b', code: true },
      ],
    ],
    ['an unpaired backtick', 'it`s', [{ text: 'it`s', code: false }]],
    ['an empty pair', 'a `` b', [{ text: 'a `` b', code: false }]],
  ])('%s', (_, text, spans) => {
    expect(codeSpans(text)).toEqual(spans);
  });
});

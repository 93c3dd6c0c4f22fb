import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { pickParams, useSearchParam, useSearchParams } from './useSearchParams';

describe('pickParams', () => {
  it('keeps only the named parameters, in the address’s order, repeated ones too', () => {
    const key = ['styles', 'search'].join('\n');
    expect(pickParams('?view=calendar&search=salsa&styles=a&tab=schedule&styles=b', key)).toBe(
      'search=salsa&styles=a&styles=b',
    );
  });

  it('is the same string whatever else changes, so a reader is not rendered again for it', () => {
    expect(pickParams('?view=table&search=x', 'search')).toBe(
      pickParams('?search=x&view=calendar', 'search'),
    );
    expect(pickParams('', 'search')).toBe('');
    expect(pickParams('?view=calendar', 'search')).toBe('');
  });
});

const View = () => <output>{useSearchParam('view') ?? 'none'}</output>;
const Filters = () => <output>{useSearchParams(['search', 'days'])}</output>;

describe('on the server', () => {
  it('reads the router’s ssrSearch, with or without its “?”', () => {
    const html = (search: string) =>
      renderToString(
        <Router ssrPath="/studios/berlin_move" ssrSearch={search}>
          <View />
          <Filters />
        </Router>,
      );
    expect(html('?view=calendar&days=1&search=tango')).toBe(
      '<output>calendar</output><output>days=1&amp;search=tango</output>',
    );
    expect(html('view=table')).toBe('<output>table</output><output></output>');
    expect(html('')).toBe('<output>none</output><output></output>');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: its answer is kept once asked. */
const fresh = async () => {
  vi.resetModules();
  return (await import('./browser-time-zone')).browserTimeZone;
};

afterEach(() => vi.restoreAllMocks());

describe('browserTimeZone', () => {
  it('is the zone Intl resolves, asked of Intl once however often it is read', async () => {
    const browserTimeZone = await fresh();
    const expected = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    const zone = browserTimeZone();
    expect(zone).toBe(expected);
    const asked = vi.spyOn(Intl, 'DateTimeFormat');
    for (let read = 0; read < 5; read++) expect(browserTimeZone()).toBe(zone);
    expect(asked).not.toHaveBeenCalled();
  });

  it('is UTC where Intl cannot tell', async () => {
    const browserTimeZone = await fresh();
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => {
      throw new RangeError('no ICU');
    });
    expect(browserTimeZone()).toBe('UTC');
  });
});

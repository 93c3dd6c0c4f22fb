import { afterEach, describe, expect, it, vi } from 'vitest';

/** `Intl` as the page sees it, counting the dates it formats. */
const countingIntl = () => {
  const formatted: unknown[] = [];
  vi.stubGlobal('Intl', {
    DateTimeFormat: class {
      format(date: unknown) {
        formatted.push(date);
        return '';
      }
    },
  });
  return formatted;
};

const freshModule = async () => {
  vi.resetModules();
  return (await import('./warm-icu')).warmUpIntlSoon;
};

afterEach(() => vi.unstubAllGlobals());

describe('warmUpIntlSoon', () => {
  it('formats a date once, later (not in the task that asks), however often it is asked', async () => {
    const warmUpIntlSoon = await freshModule();
    const formatted = countingIntl();
    const queued: (() => void)[] = [];
    warmUpIntlSoon((run) => queued.push(run));
    warmUpIntlSoon((run) => queued.push(run));
    expect(formatted).toHaveLength(0);
    expect(queued).toHaveLength(1);
    queued[0]?.();
    expect(formatted).toHaveLength(1);
  });

  it('by default in a task of its own, soon', async () => {
    const warmUpIntlSoon = await freshModule();
    const formatted = countingIntl();
    warmUpIntlSoon();
    await Promise.resolve();
    expect(formatted).toHaveLength(0);
    await vi.waitFor(() => expect(formatted).toHaveLength(1));
  });

  it('is harmless where Intl throws', async () => {
    const warmUpIntlSoon = await freshModule();
    vi.stubGlobal('Intl', {
      DateTimeFormat: class {
        constructor() {
          throw new RangeError('no ICU data');
        }
      },
    });
    let ran = false;
    warmUpIntlSoon((run) => {
      run();
      ran = true;
    });
    expect(ran).toBe(true);
  });
});

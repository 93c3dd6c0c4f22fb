import { describe, expect, it, vi } from 'vitest';
import { deferPart } from './deferred-part';

/** Listeners by event type, as a fake document or element keeps them. */
const listenersOf = () => {
  const listeners = new Map<string, (event: Event) => void>();
  return {
    listeners,
    addEventListener: (type: string, listener: (event: Event) => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
  };
};

/** A part's place holding one control, in a document; `observe` reports when the place nears the screen. */
const setUp = (control: Record<string, unknown>) => {
  const document = listenersOf();
  const place = { ...listenersOf(), ownerDocument: document, contains: (node: unknown) => node === control };
  let near: () => void = () => undefined;
  const load = vi.fn();
  const part = deferPart(place as unknown as HTMLElement, load, {
    observe: (_element, callback) => {
      near = callback;
      return () => {
        near = () => undefined;
      };
    },
  });
  /** A tap's event of `type` on `target`, through the document's listener; what was done to it. */
  const tap = (type: string, target: unknown = control) => {
    const event = { type, target, stopImmediatePropagation: vi.fn(), preventDefault: vi.fn() };
    document.listeners.get(type)?.(event as unknown as Event);
    return event;
  };
  return { part, load, near: () => near(), tap, document, place };
};

describe('deferPart', () => {
  it('asks for the code once the place nears the screen, not before', () => {
    const { load, near } = setUp({});
    expect(load).not.toHaveBeenCalled();
    near();
    expect(load).toHaveBeenCalledOnce();
  });

  it('asks for the code when the place is focused or typed into', () => {
    const { load, place } = setUp({});
    place.listeners.get('focusin')?.({} as Event);
    expect(load).toHaveBeenCalled();
  });

  it('holds a tap on the part until it is shown, then replays the last one on its target', async () => {
    vi.useFakeTimers();
    try {
      const button = { click: vi.fn(), isConnected: true, closest: () => null };
      const { part, load, tap } = setUp(button);
      for (const type of ['pointerdown', 'pointerup', 'click']) {
        const event = tap(type);
        expect(event.stopImmediatePropagation).toHaveBeenCalled();
        expect(event.preventDefault).toHaveBeenCalledTimes(type === 'click' ? 1 : 0);
      }
      expect(load).toHaveBeenCalled();
      expect(button.click).not.toHaveBeenCalled();
      part.shown();
      await vi.runAllTimersAsync();
      expect(button.click).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets a checkbox show its tick at once, and replays the tap from its state before it', async () => {
    vi.useFakeTimers();
    try {
      const checkbox = {
        type: 'checkbox',
        checked: true, // ticked by the tap's own default, before any listener ran
        isConnected: true,
        click: vi.fn(function (this: { checked: boolean }) {
          this.checked = !this.checked;
        }),
      };
      const { part, tap } = setUp(checkbox);
      const event = tap('click');
      expect(event.preventDefault).not.toHaveBeenCalled();
      part.shown();
      await vi.runAllTimersAsync();
      // Unticked again, then the replayed tap ticks it, as the part's handler sees it.
      expect(checkbox.click).toHaveBeenCalledOnce();
      expect(checkbox.checked).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves taps elsewhere on the page alone, and every tap once the part is shown', () => {
    const { part, tap } = setUp({ click: vi.fn() });
    const elsewhere = tap('click', { click: vi.fn() });
    expect(elsewhere.stopImmediatePropagation).not.toHaveBeenCalled();
    part.shown();
    expect(tap('click').stopImmediatePropagation).not.toHaveBeenCalled();
  });

  it('stops watching without replaying once the page is left', async () => {
    vi.useFakeTimers();
    try {
      const button = { click: vi.fn(), isConnected: true };
      const { part, tap, document, load, near } = setUp(button);
      tap('click');
      part.stop();
      expect(document.listeners.size).toBe(0);
      load.mockClear();
      near();
      expect(load).not.toHaveBeenCalled();
      await vi.runAllTimersAsync();
      expect(button.click).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});

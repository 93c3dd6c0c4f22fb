import { afterAll, describe, expect, it, vi } from 'vitest';
import { connect, FakeElement, FakeStyleSheet, fakeRegistry, recordingWidgetCode } from './fake-elements';
import { RESERVED_HEIGHTS } from './reserved-heights';

/** Which widget chunks the entry imported, in order (the chunks are stand-ins that draw nothing). */
const { imported, widget } = vi.hoisted(() => ({
  imported: [] as string[],
  widget: {} as { code?: unknown },
}));

vi.mock('./schedule/plie-schedule', () => {
  imported.push('schedule');
  return { schedule: widget.code };
});
vi.mock('./plie-forms', () => {
  imported.push('forms');
  return { lessonSignup: widget.code, groupJoin: widget.code };
});

afterAll(() => {
  vi.unstubAllGlobals();
});

describe('plie.js, the loader', () => {
  it('defines the three tags importing no widget’s code; a sign-up form then fetches the forms’ chunk alone, a schedule the schedule’s', async () => {
    const recording = recordingWidgetCode();
    widget.code = recording.code;
    const registry = fakeRegistry();
    vi.stubGlobal('customElements', registry);
    vi.stubGlobal('HTMLElement', FakeElement);
    vi.stubGlobal('CSSStyleSheet', FakeStyleSheet);
    await import('./plie');
    for (const tag of ['plie-schedule', 'plie-lesson-signup', 'plie-group-join']) {
      expect(registry.get(tag)).toBeTypeOf('function');
    }
    expect(imported).toEqual([]);

    const signup = registry.create('plie-lesson-signup');
    signup.setAttribute('lesson', 'lesson-1');
    connect(signup);
    // Its height is kept free at once, the form's own, which the page may set.
    expect(signup.shadowRoot?.adoptedRules).toContain(
      `var(--plie-lesson-signup-min-height,${RESERVED_HEIGHTS['plie-lesson-signup']})`,
    );
    await vi.waitFor(() => expect(recording.drawn).toHaveLength(1));
    expect(recording.drawn[0]?.props[0]).toEqual({ lesson: 'lesson-1' });
    expect(imported).toEqual(['forms']);
    // (One at a time: Vitest's mocks answer two concurrent imports of one module with the real one.)
    connect(registry.create('plie-group-join'));
    await vi.waitFor(() => expect(recording.drawn).toHaveLength(2));
    expect(imported).toEqual(['forms']);

    connect(registry.create('plie-schedule'));
    await vi.waitFor(() => expect(recording.drawn).toHaveLength(3));
    expect(imported).toEqual(['forms', 'schedule']);
  });
});

import { createContext, Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from './constants';
import {
  embedLanguageOf,
  HYDRATING_GIVE_UP_MS,
  LANGUAGE_COOKIE,
  LANGUAGE_OF_PRIMARY_SUBTAG,
  languageCookie,
  languageOfAcceptLanguage,
  languageOfCookieHeader,
  PRERENDER_GUARD_SCRIPT,
  PRERENDER_HIDDEN_CLASS,
  PRERENDERED_PAGE_FILES,
  PRERENDERED_PAGES,
  prerenderedFileOf,
  prerenderedLanguage,
  prerenderedPageOf,
  rendersForNarrowWindow,
  serverRenderedPageOf,
} from './prerendered-pages';

describe('the pre-rendered pages and their files', () => {
  it.each([
    ['landing', 'pl', 'prerendered/pl/index.html'],
    ['terms', 'en', 'prerendered/en/terms-and-conditions.html'],
    ['privacyPolicy', 'ua', 'prerendered/ua/privacy-policy.html'],
    ['legalNotice', 'pl', 'prerendered/pl/legal-notice.html'],
    ['developers', 'ua', 'prerendered/ua/developers.html'],
  ] as const)('keeps %s in %s at %s', (page, language, file) => {
    expect(prerenderedFileOf(page, language)).toBe(file);
  });

  it('has one file name per page', () => {
    const names = PRERENDERED_PAGE_FILES.map((entry) => entry.fileName);
    expect(new Set(names).size).toBe(PRERENDERED_PAGES.length);
  });

  it.each([
    ['/', 'landing'],
    ['/terms-and-conditions', 'terms'],
    ['/Terms-And-Conditions/', 'terms'],
    ['/privacy-policy', 'privacyPolicy'],
    ['/legal-notice/', 'legalNotice'],
    ['/developers', 'developers'],
  ] as const)('reads %s as the pre-rendered page %s', (path, page) => {
    expect(prerenderedPageOf(path)).toBe(page);
  });

  it.each(['/login', '/schedule', '/studios/rytm', '/developers/x', '/index.html', '//', '', '/404'])(
    'has no pre-rendered copy of %j (it gets the app shell)',
    (path) => {
      expect(prerenderedPageOf(path)).toBeUndefined();
    },
  );
});

describe('the language of the copy a server sends (cookie, else Accept-Language, else English)', () => {
  it.each([
    ['the cookie first', { cookie: 'plie-lang=pl', acceptLanguage: 'uk-UA,uk;q=0.9' }, 'pl'],
    ['the cookie among others', { cookie: 'a=1; plie-lang=ua; b=2' }, 'ua'],
    ['Ukrainian by its BCP 47 code', { acceptLanguage: 'uk-UA,uk;q=0.9,en;q=0.8' }, 'ua'],
    ['the first language spoken', { acceptLanguage: 'de-DE,de;q=0.9,pl;q=0.8,en;q=0.7' }, 'pl'],
    ['by weight, not by order', { acceptLanguage: 'en;q=0.5,pl;q=0.9' }, 'pl'],
    ['never a language weighted 0', { acceptLanguage: 'pl;q=0,de' }, 'en'],
    ['an unknown cookie value ignored', { cookie: 'plie-lang=uk', acceptLanguage: 'pl' }, 'pl'],
    ['a cookie of another name ignored', { cookie: 'xplie-lang=pl' }, 'en'],
    ['English with nothing to go by', {}, 'en'],
    ['English for a language not spoken', { acceptLanguage: 'de-DE,fr;q=0.5' }, 'en'],
    ['English for a wildcard', { acceptLanguage: '*' }, 'en'],
    ['a malformed header is no language', { acceptLanguage: ';;,q=,pl;q=abc' }, 'en'],
  ])('%s', (_, request, expected) => {
    expect(prerenderedLanguage(request)).toBe(expected);
  });

  it('reads the cookie value exactly', () => {
    expect(languageOfCookieHeader(`${LANGUAGE_COOKIE}= pl `)).toBe('pl');
    expect(languageOfCookieHeader(`${LANGUAGE_COOKIE}=PL`)).toBeUndefined();
    expect(languageOfCookieHeader(undefined)).toBeUndefined();
  });

  it('reads regions and case as the app does', () => {
    expect(languageOfAcceptLanguage('PL-pl')).toBe('pl');
    expect(languageOfAcceptLanguage('en_GB')).toBe('en');
  });

  it('maps the primary subtags the browsers send, Ukrainian under both codes', () => {
    expect(LANGUAGE_OF_PRIMARY_SUBTAG).toEqual({ en: 'en', ua: 'ua', uk: 'ua', pl: 'pl' });
  });

  it('writes a cookie for the whole site, for a year, sent on top-level visits', () => {
    expect(languageCookie('pl', { secure: true })).toBe(
      'plie-lang=pl; Path=/; Max-Age=31536000; SameSite=Lax; Secure',
    );
    expect(languageCookie('ua', { secure: false })).not.toContain('Secure');
  });
});

/** Runs the guard script as a browser would, at the top of a document in `documentLanguage`. */
interface FakeEvent {
  target: unknown;
  stopped: boolean;
  prevented: boolean;
  stopImmediatePropagation?: () => void;
  preventDefault?: () => void;
}

const runGuard = (options: {
  documentLanguage: string;
  stored?: string | null;
  browserLanguages?: string[];
  dark?: boolean;
  storageThrows?: boolean;
  template?: boolean;
  /** The document was rendered on the server for an anonymous visitor (ADR 0019). */
  serverRendered?: boolean;
  /** A session is stored (the access token). */
  signedIn?: boolean;
  /** The browser reports paints (Paint Timing); true unless said. */
  paintTiming?: boolean;
  /** `false`: a browser without `Intl` (making a format throws). */
  intl?: boolean;
  /** The page's address (`/` unless said). */
  location?: { pathname: string; search: string };
}) => {
  const formatsMade: unknown[] = [];
  const classes = new Set<string>();
  const listeners: Record<string, () => void> = {};
  /** The listeners the guard adds in the capture phase, by event type. */
  const capturing: Record<string, ((event: FakeEvent) => void)[]> = {};
  const classWatchers: (() => void)[] = [];
  const inRoot = new Set<unknown>();
  const frames: (() => void)[] = [];
  const timers: { run: () => void; delay: number }[] = [];
  const appended: unknown[] = [];
  const appTemplate = { content: 'the app’s scripts' };
  const paintObservers: { report: (name: string) => void; connected: boolean }[] = [];
  class FakePerformanceObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    private observer: (typeof paintObservers)[number];
    constructor(callback: (list: { getEntries: () => { name: string }[] }) => void) {
      this.observer = {
        connected: false,
        report: (name) => {
          if (this.observer.connected) callback({ getEntries: () => [{ name }] });
        },
      };
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      this.observer.connected = true;
      paintObservers.push(this.observer);
    }
    disconnect() {
      this.observer.connected = false;
    }
  }
  const context = createContext({
    document: {
      documentElement: {
        getAttribute: (name: string) => (name === 'data-prerendered' ? options.documentLanguage : null),
        hasAttribute: (name: string) => name === 'data-server-rendered' && Boolean(options.serverRendered),
        classList: {
          add: (name: string) => classes.add(name),
          contains: (name: string) => classes.has(name),
          remove: (name: string) => {
            classes.delete(name);
            for (const watcher of [...classWatchers]) watcher();
          },
        },
      },
      addEventListener: (type: string, listener: (event?: FakeEvent) => void, capture?: boolean) => {
        if (!capture) listeners[type] = listener as () => void;
        else capturing[type] = [...(capturing[type] ?? []), listener as (event: FakeEvent) => void];
      },
      getElementById: (id: string) => {
        if (id === 'root') return { contains: (node: unknown) => inRoot.has(node) };
        return id === 'plie-app' && options.template !== false ? appTemplate : null;
      },
      importNode: (content: string, deep: boolean) => (deep ? `a copy of ${content}` : content),
      head: { appendChild: (node: unknown) => appended.push(node) },
    },
    navigator: { languages: options.browserLanguages ?? ['en-US'] },
    location: options.location ?? { pathname: '/', search: '' },
    localStorage: {
      getItem: (key: string) => {
        if (options.storageThrows) throw new Error('SecurityError');
        if (key === STORAGE_KEYS.accessToken) return options.signedIn ? 'a.token' : null;
        return key === STORAGE_KEYS.language ? (options.stored ?? null) : null;
      },
    },
    window: {
      MutationObserver: class {
        constructor(callback: (records: unknown[], observer: { disconnect: () => void }) => void) {
          const watcher = () =>
            callback([], { disconnect: () => classWatchers.splice(classWatchers.indexOf(watcher), 1) });
          classWatchers.push(watcher);
        }
        observe() {}
      },
      matchMedia: true,
      ...(options.paintTiming === false ? {} : { PerformanceObserver: FakePerformanceObserver }),
    },
    matchMedia: (query: string) => ({ matches: Boolean(options.dark) && query.includes('dark') }),
    requestAnimationFrame: (frame: () => void) => frames.push(frame),
    setTimeout: (run: () => void, delay: number) => timers.push({ run, delay }),
    Intl: {
      DateTimeFormat: class {
        constructor(...formatOptions: unknown[]) {
          if (options.intl === false) throw new ReferenceError('Intl is not defined');
          formatsMade.push(formatOptions);
        }
        format = () => '1/1/1970';
      },
    },
  });
  new Script(PRERENDER_GUARD_SCRIPT).runInContext(context);
  /** Runs the zero-delay timers set so far, each once (the ones they set wait for the next call). */
  const nextTasks = () => {
    const due = timers.filter((timer) => timer.delay === 0);
    for (const timer of due) timers.splice(timers.indexOf(timer), 1);
    for (const timer of due) timer.run();
  };
  return {
    /** A tap's events on `node` (inside `#root` or not); what the guard did with each. */
    tap: (node: object, inside = true) => {
      if (inside) inRoot.add(node);
      return ['pointerdown', 'pointerup', 'click'].map((type) => {
        const event: FakeEvent = { target: node, stopped: false, prevented: false };
        event.stopImmediatePropagation = () => {
          event.stopped = true;
        };
        event.preventDefault = () => {
          event.prevented = true;
        };
        for (const listener of capturing[type] ?? []) listener(event);
        return `${type}${event.stopped ? ' held' : ''}${event.prevented ? ' prevented' : ''}`;
      });
    },
    /** Runs the timers set for `delay` ms. */
    after: (delay: number) => {
      for (const timer of timers.filter((timer) => timer.delay === delay)) timer.run();
    },
    /** Whether the guard's class is on `<html>` now. */
    holding: () => classes.has('plie-hydrating'),
    /** The app has taken the page over: the class leaves `<html>`. */
    takenOver: () => {
      classes.delete('plie-hydrating');
      for (const watcher of [...classWatchers]) watcher();
    },
    shown: classes.has(PRERENDER_HIDDEN_CLASS) ? 'hidden' : 'shown',
    hydrating: classes.has('plie-hydrating'),
    appended,
    formatsMade,
    parsed: () => listeners.DOMContentLoaded?.(),
    /** The next frame begins (its callbacks run), without anything on screen yet. */
    frameBegins: () => {
      for (const frame of frames.splice(0)) frame();
      nextTasks();
    },
    /** The browser reports a paint entry (`first-paint`, `first-contentful-paint`). */
    reports: (name: string) => {
      for (const observer of paintObservers) observer.report(name);
      nextTasks();
    },
    /** The page's first frame begins and its first contentful paint is on screen. */
    painted: () => {
      for (const frame of frames.splice(0)) frame();
      nextTasks();
      for (const observer of paintObservers) observer.report('first-contentful-paint');
      nextTasks();
    },
    nextTasks,
    aSecondLater: () => {
      for (const timer of timers.filter((timer) => timer.delay === 1000)) timer.run();
    },
  };
};

describe('the pages a server renders with their data (ADR 0019)', () => {
  it.each([
    ['/studios/rytm_krakow', 'studio'],
    ['/Studios/Rytm_Krakow/', 'studio'],
    ['/users/iryna_teacher', 'user'],
    ['/schedule', 'schedule'],
    ['/teachers', 'teachers'],
    ['/studios', 'studios'],
    ['/', undefined],
    ['/login', undefined],
    ['/studios/a/b', undefined],
    ['/embed/schedule/rytm_krakow', 'embeddedSchedule'],
    ['/embed/schedule', undefined],
  ])('%s → %s', (path, page) => {
    expect(serverRenderedPageOf(path)).toBe(page);
  });

  it.each([
    ['CloudFront says a phone', { cloudFrontIsMobileViewer: 'true', secChUaMobile: '?0' }, true],
    [
      'CloudFront says a tablet',
      { cloudFrontIsMobileViewer: 'true', cloudFrontIsTabletViewer: 'true' },
      false,
    ],
    ['CloudFront says a desktop', { cloudFrontIsMobileViewer: 'false', userAgent: 'iPhone' }, false],
    ['Chromium’s hint: mobile', { secChUaMobile: '?1' }, true],
    [
      'Chromium’s hint: not mobile',
      { secChUaMobile: '?0', userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' },
      false,
    ],
    [
      'a phone’s user agent beside a desktop’s hint (an emulator)',
      { secChUaMobile: '?0', userAgent: 'Android 14; Mobile' },
      true,
    ],
    [
      'an iPhone',
      { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148' },
      true,
    ],
    [
      'an Android phone',
      { userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari/537.36' },
      true,
    ],
    ['an Android tablet', { userAgent: 'Mozilla/5.0 (Linux; Android 14; SM-X710) Safari/537.36' }, false],
    ['a desktop', { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' }, false],
    ['nothing to go by', {}, false],
  ])('%s → narrow %s', (_, request, narrow) => {
    expect(rendersForNarrowWindow(request)).toBe(narrow);
  });
});

describe('the language of an embedded schedule (spec §2: `?lang=`)', () => {
  it.each([
    ['/embed/schedule/rytm_krakow', 'lang=pl', 'pl'],
    ['/embed/schedule/rytm_krakow', 'view=calendar&lang=ua', 'ua'],
    ['/embed/schedule/rytm_krakow', '', undefined],
    ['/embed/schedule/rytm_krakow', 'lang=uk', undefined],
    ['/embed/schedule/rytm_krakow', 'lang=<script>', undefined],
    ['/studios/rytm_krakow', 'lang=pl', undefined],
    ['/schedule', 'lang=pl', undefined],
  ])('%s?%s → %s', (path, search, language) => {
    expect(embedLanguageOf(path, search)).toBe(language);
  });
});

describe('the guard script of a pre-rendered document', () => {
  it.each([
    ['the stored language is the document’s', { documentLanguage: 'pl', stored: 'pl' }, 'shown'],
    [
      'the browser’s language is the document’s',
      { documentLanguage: 'pl', browserLanguages: ['pl-PL'] },
      'shown',
    ],
    [
      'Ukrainian, as browsers name it',
      { documentLanguage: 'ua', browserLanguages: ['de', 'uk-UA'] },
      'shown',
    ],
    ['nothing to go by: English', { documentLanguage: 'en', browserLanguages: ['de-DE'] }, 'shown'],
    [
      'storage refused: the browser’s language',
      { documentLanguage: 'pl', storageThrows: true, browserLanguages: ['pl'] },
      'shown',
    ],
    [
      'the stored choice beats the browser',
      { documentLanguage: 'pl', stored: 'ua', browserLanguages: ['pl'] },
      'hidden',
    ],
    [
      'a stored non-language is ignored',
      { documentLanguage: 'en', stored: 'uk', browserLanguages: ['en'] },
      'shown',
    ],
    ['another browser language', { documentLanguage: 'en', browserLanguages: ['pl-PL', 'en'] }, 'hidden'],
    ['a dark scheme (the copy is drawn light)', { documentLanguage: 'en', dark: true }, 'hidden'],
    ['a signed-in visitor of a build’s copy', { documentLanguage: 'en', signedIn: true }, 'shown'],
    [
      'an anonymous visitor of a server-rendered page',
      { documentLanguage: 'en', serverRendered: true },
      'shown',
    ],
    [
      'a signed-in visitor of a page drawn for anonymous ones',
      { documentLanguage: 'en', serverRendered: true, signedIn: true },
      'hidden',
    ],
    [
      'storage refused on a server-rendered page: anonymous',
      { documentLanguage: 'en', serverRendered: true, storageThrows: true },
      'shown',
    ],
    [
      'an embedded schedule in its `?lang=` (spec §2)',
      {
        documentLanguage: 'pl',
        stored: 'ua',
        browserLanguages: ['en'],
        location: { pathname: '/embed/schedule/rytm_krakow', search: '?view=table&lang=pl' },
      },
      'shown',
    ],
    [
      'an embedded schedule drawn in another language than its `?lang=`',
      {
        documentLanguage: 'en',
        location: { pathname: '/embed/schedule/rytm_krakow', search: '?lang=ua' },
      },
      'hidden',
    ],
    [
      'an embedded schedule with a `lang` the product does not speak',
      { documentLanguage: 'en', location: { pathname: '/embed/schedule/x', search: '?lang=de' } },
      'shown',
    ],
    [
      '`?lang=` on any other page is no choice',
      { documentLanguage: 'en', location: { pathname: '/studios/x', search: '?lang=pl' } },
      'shown',
    ],
  ])('%s → %s', (_, options, expected) => {
    expect(runGuard(options).shown).toBe(expected);
  });

  it('keeps a server-rendered page from taps until the app has taken it over; a build’s copy never', () => {
    expect(runGuard({ documentLanguage: 'en', serverRendered: true }).hydrating).toBe(true);
    expect(runGuard({ documentLanguage: 'en' }).hydrating).toBe(false);
  });

  it('holds the taps on a server-rendered page until it is taken over, then replays the last one on its element', () => {
    const guard = runGuard({ documentLanguage: 'en', serverRendered: true });
    const clicked: string[] = [];
    const button = { click: () => clicked.push('button'), isConnected: true };
    const icon = { parentNode: button, isConnected: true };
    const elsewhere = { click: () => clicked.push('elsewhere'), isConnected: true };
    expect(guard.tap(elsewhere, false)).toEqual(['pointerdown', 'pointerup', 'click']);
    expect(guard.tap(icon)).toEqual(['pointerdown held', 'pointerup held', 'click held prevented']);
    expect(clicked).toEqual([]);
    guard.takenOver();
    expect(clicked).toEqual(['button']);
    // Once taken over, taps go to the app; nothing is replayed again.
    expect(guard.tap(button)).toEqual(['pointerdown', 'pointerup', 'click']);
    guard.takenOver();
    expect(clicked).toEqual(['button']);
  });

  it('lets a checkbox show its tap at once, and replays it from its state before the tap', () => {
    const guard = runGuard({ documentLanguage: 'en', serverRendered: true });
    const seen: string[] = [];
    // The browser has toggled the box when the click is dispatched (its default, kept).
    const box = {
      type: 'checkbox',
      checked: true,
      isConnected: true,
      click: () => {
        box.checked = !box.checked;
        seen.push(`clicked, now ${box.checked}`);
      },
    };
    expect(guard.tap(box)).toEqual(['pointerdown held', 'pointerup held', 'click held']);
    guard.takenOver();
    expect(seen).toEqual(['clicked, now true']);
  });

  it('lets a tap on a label reach its control, which is the one held', () => {
    const guard = runGuard({ documentLanguage: 'en', serverRendered: true });
    const clicked: string[] = [];
    const label = { closest: (selector: string) => (selector === 'label' ? label : null), isConnected: true };
    const text = { parentNode: label, closest: label.closest, isConnected: true };
    expect(guard.tap(text).at(-1)).toBe('click held');
    const radio = {
      type: 'radio',
      checked: true,
      isConnected: true,
      click: () => clicked.push(`radio from ${radio.checked}`),
    };
    guard.tap(radio);
    guard.takenOver();
    expect(clicked).toEqual(['radio from false']);
  });

  it('lets taps through after 15 s should the app never take the page over, replaying the held one', () => {
    const guard = runGuard({ documentLanguage: 'en', serverRendered: true });
    const clicked: string[] = [];
    guard.tap({ click: () => clicked.push('link'), isConnected: true });
    expect(clicked).toEqual([]);
    guard.after(HYDRATING_GIVE_UP_MS);
    expect(guard.holding()).toBe(false);
    expect(clicked).toEqual(['link']);
  });

  it('replays nothing where no tap came, nor a tap on what has left the page', () => {
    const untouched = runGuard({ documentLanguage: 'en', serverRendered: true });
    untouched.takenOver();
    const guard = runGuard({ documentLanguage: 'en', serverRendered: true });
    const clicked: string[] = [];
    guard.tap({ click: () => clicked.push('gone'), isConnected: false });
    guard.takenOver();
    expect(clicked).toEqual([]);
    const copy = runGuard({ documentLanguage: 'en' });
    expect(copy.tap({ click: () => clicked.push('copy'), isConnected: true })).toEqual([
      'pointerdown',
      'pointerup',
      'click',
    ]);
  });

  it('loads the app once the page has painted, not before, and only once', () => {
    const guard = runGuard({ documentLanguage: 'en' });
    expect(guard.appended).toEqual([]);
    guard.parsed();
    expect(guard.appended).toEqual([]);
    guard.painted();
    expect(guard.appended).toEqual(['a copy of the app’s scripts']);
    guard.aSecondLater();
    expect(guard.appended).toHaveLength(1);
  });

  it('waits for the first contentful paint on screen, not a frame begun nor a background painted', () => {
    const guard = runGuard({ documentLanguage: 'en' });
    guard.parsed();
    guard.frameBegins();
    guard.reports('first-paint');
    expect(guard.appended).toEqual([]);
    guard.reports('first-contentful-paint');
    expect(guard.appended).toEqual(['a copy of the app’s scripts']);
    guard.reports('first-contentful-paint');
    guard.aSecondLater();
    expect(guard.appended).toHaveLength(1);
  });

  it.each([
    ['the page is hidden (nothing contentful will paint)', { documentLanguage: 'en', dark: true }],
    ['the browser has no Paint Timing', { documentLanguage: 'en', paintTiming: false }],
  ])('loads the app at the next frame where %s', (_, options) => {
    const guard = runGuard(options);
    guard.parsed();
    expect(guard.appended).toEqual([]);
    guard.frameBegins();
    expect(guard.appended).toEqual(['a copy of the app’s scripts']);
  });

  it('makes the first use of Intl at once, before anything is parsed or drawn, and only once', () => {
    const guard = runGuard({ documentLanguage: 'en' });
    expect(guard.formatsMade).toHaveLength(1);
    guard.parsed();
    guard.painted();
    guard.nextTasks();
    guard.aSecondLater();
    guard.nextTasks();
    expect(guard.appended).toHaveLength(1);
    expect(guard.formatsMade).toHaveLength(1);
  });

  it('carries on when the browser has no Intl: the page still loads its app', () => {
    const guard = runGuard({ documentLanguage: 'en', intl: false });
    guard.parsed();
    guard.painted();
    expect(guard.appended).toHaveLength(1);
  });

  it('loads the app within a second where no frame comes (a hidden tab), and nothing without a template', () => {
    const hidden = runGuard({ documentLanguage: 'en' });
    hidden.parsed();
    hidden.aSecondLater();
    expect(hidden.appended).toHaveLength(1);
    const none = runGuard({ documentLanguage: 'en', template: false });
    none.parsed();
    none.painted();
    expect(none.appended).toEqual([]);
  });

  it('is one small classic script with no closing tag inside', () => {
    expect(PRERENDER_GUARD_SCRIPT.length).toBeLessThan(2500);
    expect(PRERENDER_GUARD_SCRIPT).not.toMatch(/<\/script|<!--/i);
  });
});

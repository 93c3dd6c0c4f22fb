/**
 * The public, mostly-static pages that the dashboard's build pre-renders (issue #18: their first
 * paint needs no JavaScript), and how a server picks the copy to send: one HTML document per page
 * and language, `prerendered/<language>/<file>.html` in the build.
 *
 * The edge cannot see the language the app will start in (the visitor's choice is kept in
 * localStorage), so the app mirrors that choice into the `plie-lang` cookie; a server then sends
 * the copy in the cookie's language, else in the first language of `Accept-Language` the product
 * speaks, else in English (`prerenderedLanguage`). Used by the CloudFront Function
 * (infra/src/spa-routing.js, whose tables are written in at synth from here) and by the local
 * runtime's web server (functions/src/local/page-status.ts).
 *
 * Where the start language the app resolves (stored choice, else `navigator.languages`) still
 * differs from the document's — or the page would hydrate into another colour scheme — the small
 * inline script of `PRERENDER_GUARD_SCRIPT` hides `#root` until the app has rendered, so the
 * visitor never sees a flash of the wrong language; it also starts loading the app only once the
 * page has painted. Its text is fixed, so the pages' CSP allows it by its hash
 * (functions/src/web-headers.ts).
 */
import { DEFAULT_LANGUAGE, STORAGE_KEYS } from './constants';
import { intlLocale, isLanguage, LANGUAGES, type Language, languageFromTag } from './locale';
import { WEB_PATHS, type WebPage } from './web-paths';
import { webPageOf, webRoutePattern } from './web-routes';

/** The pre-rendered pages: the landing page, the three legal documents and `/developers`. */
export const PRERENDERED_PAGES = [
  'landing',
  'terms',
  'privacyPolicy',
  'legalNotice',
  'developers',
] as const satisfies readonly WebPage[];

export type PrerenderedPage = (typeof PRERENDERED_PAGES)[number];

/**
 * The public data pages a server renders on request with their first data (ADR 0019), as an
 * anonymous visitor sees them: a studio's page, a user's page, the schedule, the teachers, the
 * studios and a studio's embedded schedule. Where that render is not to be had, they get their app
 * shell's copy, as before.
 */
export const SERVER_RENDERED_PAGES = [
  'studio',
  'user',
  'schedule',
  'teachers',
  'studios',
  'embeddedSchedule',
] as const satisfies readonly WebPage[];

export type ServerRenderedPage = (typeof SERVER_RENDERED_PAGES)[number];

/** The server-rendered page at a path (no query string), if it is one. */
export const serverRenderedPageOf = (path: string): ServerRenderedPage | undefined => {
  const page = webPageOf(path);
  return page && (SERVER_RENDERED_PAGES as readonly WebPage[]).includes(page)
    ? (page as ServerRenderedPage)
    : undefined;
};

/**
 * Whether a data page is rendered for a narrow window (a phone's layout: lists, the filters' drawer),
 * told by the request (ADR 0019): CloudFront's device headers where it adds them, else a phone's client
 * hint (`Sec-CH-UA-Mobile: ?1`, Chromium browsers) or a phone's user agent (`Mobi`, `iPhone`, Android
 * with `Mobile`). A wrong guess costs the page one re-layout after it hydrates, never a wrong page.
 */
export const rendersForNarrowWindow = (request: {
  cloudFrontIsMobileViewer?: string | undefined;
  cloudFrontIsTabletViewer?: string | undefined;
  secChUaMobile?: string | undefined;
  userAgent?: string | undefined;
}): boolean => {
  if (request.cloudFrontIsMobileViewer !== undefined) {
    return request.cloudFrontIsMobileViewer === 'true' && request.cloudFrontIsTabletViewer !== 'true';
  }
  return (
    request.secChUaMobile?.trim() === '?1' ||
    /\b(Mobi|iPhone|iPod)|Android.*Mobile/i.test(request.userAgent ?? '')
  );
};

/**
 * How long a server waits for a data page's render before it sends the page's app shell copy instead
 * (ADR 0019): the visitor then waits for the browser's render, as before, not for a slow server.
 */
export const SERVER_RENDER_BUDGET_MS = 800;

/**
 * What a server hands the build's renderer of the data pages (`renderDataPageDocument` of the
 * dashboard's server bundle, ADR 0019), which answers the page's document, or none for an address
 * that is no data page.
 */
export interface DataPageRenderRequest<Manifest = unknown> {
  /** The path, as requested (percent-encoded). */
  path: string;
  /** The query, without `?`. */
  search: string;
  language: Language;
  now: Date;
  /** Whether to render for a narrow window (`rendersForNarrowWindow` of the request). */
  narrowWindow: boolean;
  /** How the render reaches the API: called with paths under `/api`, as the app's client makes them. */
  fetch: typeof fetch;
  /** The build's `data-pages.json`: the shell, and each page's preloads by language. */
  manifest: Manifest;
  /** Ends the render (it then rejects): the server's time budget. */
  signal?: AbortSignal;
}

/**
 * The attribute of a server-rendered document's `<html>` (ADR 0019): the page is drawn as an
 * anonymous visitor sees it, so the guard hides it from a visitor with a stored session until the
 * app has rendered their own view.
 */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';

/** The `<script type="application/json">` of a server-rendered document: its time and its reads' answers. */
export const SERVER_RENDERED_DATA_ID = 'plie-data';

/** The build's folder of pre-rendered documents (under the dashboard's `dist/`). */
export const PRERENDER_DIR = 'prerendered';

/** The cookie that mirrors the stored language choice, for servers to read. */
export const LANGUAGE_COOKIE = 'plie-lang';

/** How long the language cookie is kept: a year (the app writes it again at a start that finds it missing). */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The attribute of a pre-rendered document's `<html>` that names its language (`data-prerendered="pl"`). */
export const PRERENDERED_LANGUAGE_ATTRIBUTE = 'data-prerendered';

/** The class the guard script puts on `<html>` while `#root` must stay hidden (the app removes it). */
export const PRERENDER_HIDDEN_CLASS = 'plie-prerender-hidden';

/**
 * The class the guard script puts on `<html>` of a server-rendered page until the app has taken it over
 * (ADR 0019): the page reads at once, but a tap on a button before its code runs would reach no
 * handler, so the guard holds taps on `#root` meanwhile and replays the last one once the class has
 * left (a test's click waits for it). Without JavaScript the guard never runs, and the page's links
 * work as plain links.
 */
export const HYDRATING_CLASS = 'plie-hydrating';

/** How long the guard holds taps at most, should the app never take the page over (`HYDRATING_CLASS`). */
export const HYDRATING_GIVE_UP_MS = 15_000;

/** The `<template>` holding a pre-rendered document's app scripts and preloads, which the guard loads after the first paint. */
export const PRERENDER_APP_TEMPLATE_ID = 'plie-app';

/** `/terms-and-conditions` → `terms-and-conditions.html`; the landing page is `index.html`. */
const fileNameOf = (page: PrerenderedPage): string => {
  const path = WEB_PATHS[page];
  if (path.includes(':')) throw new Error(`A page with parameters cannot be pre-rendered: ${path}`);
  return path === '/' ? 'index.html' : `${path.slice(1).replaceAll('/', '-')}.html`;
};

/** The file of a page's copy in a language, relative to the build folder: `prerendered/pl/legal-notice.html`. */
export const prerenderedFileOf = (page: PrerenderedPage, language: Language): string =>
  `${PRERENDER_DIR}/${language}/${fileNameOf(page)}`;

/**
 * Each pre-rendered page as a server matches it: the pattern of its path (source; flag `i`, an
 * optional trailing slash, as the router matches) and its file name inside a language's folder.
 */
export const PRERENDERED_PAGE_FILES: readonly { page: PrerenderedPage; pattern: string; fileName: string }[] =
  PRERENDERED_PAGES.map((page) => ({
    page,
    pattern: webRoutePattern(WEB_PATHS[page]),
    fileName: fileNameOf(page),
  }));

const pageExpressions = PRERENDERED_PAGE_FILES.map(({ page, pattern }) => ({
  page,
  expression: new RegExp(pattern, 'i'),
}));

/** The pre-rendered page at a path (no query string), if it is one. */
export const prerenderedPageOf = (path: string): PrerenderedPage | undefined =>
  pageExpressions.find(({ expression }) => expression.test(path))?.page;

/**
 * The pages drawn without the site's layout (the schedule a studio frames on its own site): their
 * copy is the plain shell (an empty `#root`, the app's scripts in the head, loading at once: there is
 * nothing to paint before the app) with the preloads of the page's code.
 */
export const PAGES_WITHOUT_LAYOUT = ['embeddedSchedule'] as const satisfies readonly WebPage[];

/**
 * The pages the app shell's copies answer: every page of the app but the pre-rendered ones and the
 * not-found view (`/404`, which answers 404 with the plain shell).
 */
export const APP_SHELL_PAGES: readonly WebPage[] = (Object.keys(WEB_PATHS) as WebPage[]).filter(
  (page) => page !== 'notFound' && !(PRERENDERED_PAGES as readonly WebPage[]).includes(page),
);

/** Whether a page is drawn without the site's layout (its copy is the plain shell with its preloads). */
export const isPageWithoutLayout = (page: WebPage): boolean =>
  (PAGES_WITHOUT_LAYOUT as readonly WebPage[]).includes(page);

/**
 * The app shell's copy for a page in a language, `prerendered/<language>/app-<page>.html`: for a page
 * with the site's layout, the layout (header, footer) around an empty main, as the app's first render
 * draws it before the page's screen arrives, so those pages paint their frame from the HTML too; the
 * app then renders the page into it (no hydration: the screen is not in it). Each page has its own
 * copy because each names the code its first view needs (its screen, its catalog, the parts it shows
 * at once), which the browser then fetches beside the app's own instead of after it (issue #18: LCP).
 */
export const appShellFileOf = (page: WebPage, language: Language): string =>
  `${PRERENDER_DIR}/${language}/${appShellFileNameOf(page)}`;

const appShellFileNameOf = (page: WebPage): string => `app-${page}.html`;

/**
 * Each page the app shell's copies answer as a server matches it, in the route table's order (the
 * first that matches is the page): the pattern of its path (source; flag `i`) and its copy's file
 * name inside a language's folder. For the CloudFront Function, which tries the pre-rendered pages first.
 */
export const APP_SHELL_PAGE_FILES: readonly { page: WebPage; pattern: string; fileName: string }[] =
  APP_SHELL_PAGES.map((page) => ({
    page,
    pattern: webRoutePattern(WEB_PATHS[page]),
    fileName: appShellFileNameOf(page),
  }));

/**
 * The build's file (relative to the build folder) that answers a page at `path` (no query string) in
 * `language`: the page's pre-rendered copy, else the app shell's copy for the page, else none (the
 * plain shell `index.html`, which a server falls back to when a copy is missing too).
 */
export const documentFileOf = (path: string, language: Language): string | undefined => {
  const page = prerenderedPageOf(path);
  if (page) return prerenderedFileOf(page, language);
  const shown = webPageOf(path);
  return shown && APP_SHELL_PAGES.includes(shown) ? appShellFileOf(shown, language) : undefined;
};

/**
 * The primary language subtag of a browser's tag → the interface language, as `languageFromTag`
 * reads it (`uk` and `ua` → `ua`): for code that cannot import it (the CloudFront Function, the
 * inline guard script), which get this table written in.
 */
export const LANGUAGE_OF_PRIMARY_SUBTAG: Readonly<Record<string, Language>> = Object.fromEntries(
  LANGUAGES.flatMap((language) =>
    [language, intlLocale(language)].map((subtag) => [subtag, languageFromTag(subtag) ?? language]),
  ),
);

/** The `Set-Cookie`/`document.cookie` text that keeps a language choice for a year, for the whole site. */
export const languageCookie = (language: Language, options: { secure: boolean }): string =>
  `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${
    options.secure ? '; Secure' : ''
  }`;

/** The language of a `Cookie` header's `plie-lang`, if it names one exactly. */
export const languageOfCookieHeader = (cookieHeader: string | undefined): Language | undefined => {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== LANGUAGE_COOKIE) continue;
    const value = pair.slice(separator + 1).trim();
    return isLanguage(value) ? value : undefined;
  }
  return undefined;
};

/**
 * The first language of an `Accept-Language` header the product speaks, by preference (`q`, then
 * the order given; `q=0` means "not this one"): `uk-UA,pl;q=0.8` → `ua`.
 */
export const languageOfAcceptLanguage = (header: string | undefined): Language | undefined => {
  const ranges = (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.split(';');
      const quality = parameters.map((parameter) => parameter.trim()).find((p) => /^q=/i.test(p));
      const weight = quality === undefined ? 1 : Number(quality.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((range) => range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const range of ranges) {
    const language = languageFromTag(range.tag);
    if (language) return language;
  }
  return undefined;
};

/** The query parameter an embedded schedule takes its language from (spec §2). */
export const EMBED_LANGUAGE_PARAMETER = 'lang';

/**
 * The language an embedded schedule is drawn in, told by its `?lang=` (spec §2): it beats the
 * visitor's own choice, and is not stored. `undefined` for any other page, and for a `lang` the
 * product does not speak. The server's render, the guard script and the app's start agree on it.
 */
export const embedLanguageOf = (path: string, search: string): Language | undefined => {
  if (webPageOf(path) !== 'embeddedSchedule') return undefined;
  const language = new URLSearchParams(search).get(EMBED_LANGUAGE_PARAMETER);
  return isLanguage(language) ? language : undefined;
};

/** The language of the copy a server sends: the cookie's, else Accept-Language's, else English. */
export const prerenderedLanguage = (request: {
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
}): Language =>
  languageOfCookieHeader(request.cookie) ??
  languageOfAcceptLanguage(request.acceptLanguage) ??
  DEFAULT_LANGUAGE;

/**
 * The inline script at the top of each pre-rendered document's `<head>`:
 * - it resolves the start language as the app will (`resolveLanguage` in the dashboard: an embedded
 *   schedule's `?lang=`, else the stored choice, else the first of `navigator.languages` the product
 *   speaks, else English) and, when that
 *   is not the document's language or the visitor prefers a dark scheme (the document is drawn in the
 *   light one), or the page was drawn on the server for an anonymous visitor and this one has a stored
 *   session, hides `#root` until the app has rendered instead; on a server-rendered page it also
 *   holds taps on `#root` until the app has taken it over (`HYDRATING_CLASS` on `<html>` until then:
 *   the shell and every part the server drew hydrated, dashboard/src/server-render/hydration-gate.ts),
 *   then replays the last one: a tap then is never lost, and never makes React hydrate the rest of
 *   the page in the tap's own task;
 * - it loads the app (the scripts and preloads the build put in `<template id="plie-app">`) once the
 *   page's first contentful paint is on screen (Paint Timing; the next frame where `#root` is hidden
 *   or the browser lacks it): the first paint needs no JavaScript, so none of it competes with that
 *   paint for the network or the main thread (a hidden tab loads it within a second);
 * - first of all, it makes the page's first use of `Intl` (below), before anything is drawn.
 * Plain ES5, no dependency; CSP-allowed by its hash (the scripts it adds come from the site itself).
 */
export const PRERENDER_GUARD_SCRIPT = [
  '(function(){',
  // The page's first use of `Intl`, before anything is drawn: V8 then builds its list of the locales
  // ICU has data for, one task of 60–280 ms on a phone (4× CPU slowdown) that nothing can split or
  // spare (the app formats dates and times, and Lingui writes every plural's number through
  // `Intl.NumberFormat`). Before the first paint it only delays that paint; after it, it was the
  // longest task of the page, one that a tap could wait behind (issue #18: total blocking time).
  'try{new Intl.DateTimeFormat().format(0)}catch(e){}',
  'var d=document,h=d.documentElement,c,s,i,p,n,done,held,was;',
  `var L=${JSON.stringify(LANGUAGES)},T=${JSON.stringify(LANGUAGE_OF_PRIMARY_SUBTAG)};`,
  // An embedded schedule's `?lang=` first (`embedLanguageOf`), then the stored choice.
  `s=new RegExp(${JSON.stringify(webRoutePattern(WEB_PATHS.embeddedSchedule))},"i").test(location.pathname)&&`,
  `/[?&]${EMBED_LANGUAGE_PARAMETER}=([^&#]*)/.exec(location.search);`,
  'if(s&&L.indexOf(s[1])>=0)c=s[1];',
  `try{s=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.language)})}catch(e){}`,
  'if(!c&&L.indexOf(s)>=0)c=s;',
  'n=navigator.languages||[navigator.language||""];',
  'for(i=0;!c&&i<n.length;i++){',
  'p=String(n[i]).trim().toLowerCase().split(/[-_]/)[0];',
  'if(Object.prototype.hasOwnProperty.call(T,p))c=T[p]}',
  `c=c||${JSON.stringify(DEFAULT_LANGUAGE)};`,
  `if(c!==h.getAttribute(${JSON.stringify(PRERENDERED_LANGUAGE_ATTRIBUTE)})||`,
  '(window.matchMedia&&matchMedia("(prefers-color-scheme: dark)").matches)||',
  `(h.hasAttribute(${JSON.stringify(SERVER_RENDERED_ATTRIBUTE)})&&(function(){try{return localStorage.getItem(${JSON.stringify(STORAGE_KEYS.accessToken)})}catch(e){}})()))`,
  `h.classList.add(${JSON.stringify(PRERENDER_HIDDEN_CLASS)});`,
  // A server-rendered page: taps on `#root` are held (they reach no handler, and no link or control
  // acts on them) until the app has taken the page over, then the last one is replayed.
  `if(h.hasAttribute(${JSON.stringify(SERVER_RENDERED_ATTRIBUTE)})){h.classList.add(${JSON.stringify(HYDRATING_CLASS)});`,
  '"pointerdown pointerup mousedown mouseup touchstart touchend click".split(" ").forEach(function(t){',
  'd.addEventListener(t,function(e){var r=d.getElementById("root");',
  `if(!h.classList.contains(${JSON.stringify(HYDRATING_CLASS)})||!r||!r.contains(e.target))return;`,
  // A checkbox or a radio shows its tap at once (its own default kept; replayed from its state before);
  // a label's tap reaches its control (held there); anything else is held with its default cancelled.
  'e.stopImmediatePropagation();if(t!=="click")return;var x=e.target;',
  'if(x.type==="checkbox"||x.type==="radio"){held=x;was=x.type==="radio"?!1:!x.checked}',
  'else if(!(x.closest&&x.closest("label"))){e.preventDefault();held=x;was=void 0}},true)});',
  'if(window.MutationObserver)new window.MutationObserver(function(l,o){',
  `if(h.classList.contains(${JSON.stringify(HYDRATING_CLASS)}))return;o.disconnect();`,
  'for(var t=held;t&&!t.click;)t=t.parentNode;if(t&&t.isConnected){if(was!==void 0)t.checked=was;t.click()}',
  '}).observe(h,{attributes:true,attributeFilter:["class"]});',
  // Should the app never take the page over (its code failed to load), taps go through after a while:
  // the replayed one and the next act as on a page without JavaScript (links lead, forms post).
  `setTimeout(function(){h.classList.remove(${JSON.stringify(HYDRATING_CLASS)})},${HYDRATING_GIVE_UP_MS})}`,
  'function load(){',
  `var t=d.getElementById(${JSON.stringify(PRERENDER_APP_TEMPLATE_ID)});`,
  'if(done||!t)return;done=1;d.head.appendChild(d.importNode(t.content,true));',
  '}',
  // After the first contentful paint is on screen, not merely once its frame has begun: the app's
  // code then never competes with the presentation of that frame. A hidden `#root` paints nothing
  // contentful: the next frame then, as where Paint Timing is missing.
  'd.addEventListener("DOMContentLoaded",function(){',
  'var P=window.PerformanceObserver,o;',
  `if(!h.classList.contains(${JSON.stringify(PRERENDER_HIDDEN_CLASS)})&&P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0){`,
  'o=new P(function(l){l.getEntries().forEach(function(e){',
  'if(e.name==="first-contentful-paint"){o.disconnect();setTimeout(load,0)}})});',
  'o.observe({type:"paint",buffered:true})',
  '}else requestAnimationFrame(function(){setTimeout(load,0)});',
  'setTimeout(load,1000)})',
  '})();',
].join('');

/** The style that hides `#root` while the guard's class is on `<html>` (space kept, nothing moves). */
export const PRERENDER_HIDDEN_STYLE = `.${PRERENDER_HIDDEN_CLASS} #root{visibility:hidden}`;

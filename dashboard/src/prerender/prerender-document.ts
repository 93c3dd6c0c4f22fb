import {
  intlLocale,
  type Language,
  PRERENDER_APP_TEMPLATE_ID,
  PRERENDER_GUARD_SCRIPT,
  PRERENDER_HIDDEN_STYLE,
  PRERENDERED_LANGUAGE_ATTRIBUTE,
  SERVER_RENDERED_ATTRIBUTE,
} from '@plie/shared';
import { type ServerRenderedData, serverRenderedDataElement } from '../server-render/server-rendered-data';

/** A `<link rel="modulepreload">` for a chunk's URL (from the build: no markup in it, and none let through). */
const modulepreloadTag = (href: string) =>
  `<link rel="modulepreload" crossorigin href="${href.replace(/[&"<>]/g, '')}">`;

/**
 * A pre-rendered page's HTML document (issue #18), from the built app shell (`dist/index.html`: its
 * head, its script and modulepreload tags) and the markup React rendered for `#root`
 * (render-page.tsx):
 * - `<html lang>` in the page's language (`uk` for `ua`), and `data-prerendered` naming it;
 * - the guard script and its style first in the head (the CSP allows the script by its hash): it hides
 *   `#root` until the app renders when the visitor's start language is another;
 * - the page's `<title>` (React writes the hoisted title first in its markup) in place of the shell's;
 * - emotion's `<style data-emotion>` elements moved from beside their elements to the end of the head:
 *   the first paint has all its CSS, and no `li + li` or `:first-child` rule meets a style element in
 *   between. The global ones stay one element each (emotion's `Global` finds its own by name), first,
 *   as emotion puts them; the others become one element naming every rule (`data-emotion="css a b"`),
 *   which emotion's browser cache adopts as inserted. `data-s` tells that cache they are in place
 *   already: moving 100+ style elements at start would make the browser parse the CSS again;
 * - the shell's module script and preloads, with `<link rel="modulepreload">` for the entry itself
 *   (first) and for the chunks the page needs beyond them (`preloads`), each once, moved into
 *   `<template id="plie-app">` at the end of the body: the guard adds them to the head once the page
 *   has painted (the page paints without them, so they do not compete with its first paint; without
 *   JavaScript nothing loads);
 * - the markup inside `#root`, without the shell's "needs JavaScript" notice (the page reads without),
 *   which only the app shell's copy keeps (`needsScript`: its main is empty until the app renders).
 *   That copy's `#root` is also `inert` until the app has rendered into it (app/render.tsx): its
 *   header's menu and links are drawn, not yet alive, so a tap on them must not be lost.
 * Pure string work on React's output, whose text and attributes are escaped: a `<style` or `<title`
 * found in it is an element.
 */
export const prerenderedDocument = (input: {
  shell: string;
  markup: string;
  language: Language;
  /** Chunks to preload beyond the shell's (URLs): the page's code and its language's catalog. */
  preloads?: readonly string[];
  /** The markup is no page (the app shell's layout): keep the shell's "needs JavaScript" notice. */
  needsScript?: boolean;
  /**
   * The page was rendered on the server (ADR 0019): `<html data-server-rendered>`, and this data for
   * its hydration in `<script type="application/json">` after `#root`.
   */
  serverRendered?: ServerRenderedData;
}): string => {
  const { shell, language } = input;
  let markup = input.markup;

  const title = /^\s*<title>[\s\S]*?<\/title>/.exec(markup)?.[0];
  if (title) markup = markup.slice(title.length);
  const globalStyles: string[] = [];
  const names: string[] = [];
  const rules: string[] = [];
  markup = markup.replace(
    /<style data-emotion="([\w-]+) ([^"]*)"[^>]*>([\s\S]*?)<\/style>/g,
    (_style, key: string, styleNames: string, css: string) => {
      if (key === 'css') {
        names.push(styleNames);
        rules.push(css);
      } else {
        globalStyles.push(`<style data-emotion="${key} ${styleNames}" data-s="">${css}</style>`);
      }
      return '';
    },
  );
  const styles =
    names.length > 0
      ? [...globalStyles, `<style data-emotion="css ${names.join(' ')}" data-s="">${rules.join('')}</style>`]
      : globalStyles;
  const script = /<script\b/i.exec(markup);
  if (script) {
    const around = markup.slice(Math.max(0, script.index - 200), script.index + 300);
    throw new Error(`The pre-rendered markup has a script element (the CSP would block it): …${around}…`);
  }

  /** Replaces the first match (a function: no `$` in `by` is a replacement pattern), which must exist. */
  const replaceOnce = (html: string, pattern: RegExp, by: (match: string) => string, what: string) => {
    if (!pattern.test(html)) throw new Error(`The app shell has no ${what}`);
    return html.replace(pattern, by);
  };
  let html = shell;
  html = replaceOnce(
    html,
    /<html lang="[^"]*">/,
    () =>
      `<html lang="${intlLocale(language)}" ${PRERENDERED_LANGUAGE_ATTRIBUTE}="${language}"${
        input.serverRendered ? ` ${SERVER_RENDERED_ATTRIBUTE}=""` : ''
      }>`,
    '<html lang>',
  );
  html = replaceOnce(
    html,
    /<meta charset="[^"]*"\s*\/?>/i,
    (charset) =>
      `${charset}\n    <script>${PRERENDER_GUARD_SCRIPT}</script>\n    <style>${PRERENDER_HIDDEN_STYLE}</style>`,
    'charset',
  );
  if (title) html = replaceOnce(html, /<title>[\s\S]*?<\/title>/, () => title.trim(), '<title>');
  const shellTags: string[] = [];
  html = html.replace(
    /\s*(<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>)/g,
    (_whole, tag: string) => {
      shellTags.push(tag);
      return '';
    },
  );
  const entry = shellTags.find((tag) => tag.startsWith('<script'));
  const entrySource = entry && /\ssrc="([^"]+)"/.exec(entry)?.[1];
  if (!entry || !entrySource) throw new Error('The app shell has no module script');
  // The entry first, as a preload too: a script the guard adds is fetched at low priority, after every
  // preload, yet the page's first reads start as it runs (app/early-reads.ts). Then the chunks it
  // imports (the shell's preloads), the page's own, and the script. Each once.
  const hrefOf = (tag: string) => /\s(?:href|src)="([^"]+)"/.exec(tag)?.[1] ?? tag;
  const preloaded = new Set<string>();
  const appTags = [
    modulepreloadTag(entrySource),
    ...shellTags.filter((tag) => tag !== entry),
    ...(input.preloads ?? []).map(modulepreloadTag),
  ].filter((tag) => !preloaded.has(hrefOf(tag)) && Boolean(preloaded.add(hrefOf(tag))));
  appTags.push(entry);
  html = replaceOnce(html, /<\/head>/, () => `${styles.join('')}\n  </head>`, '</head>');
  html = replaceOnce(
    html,
    /<div id="root"><\/div>/,
    () =>
      `<div id="root"${input.needsScript ? ' inert' : ''}>${markup}</div>\n    ${
        input.serverRendered ? `${serverRenderedDataElement(input.serverRendered)}\n    ` : ''
      }<template id="${PRERENDER_APP_TEMPLATE_ID}">${appTags.join('')}</template>`,
    'empty #root',
  );
  if (!input.needsScript) html = html.replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');
  return html;
};

/**
 * The plain shell (`dist/index.html`) with `<link rel="modulepreload">` for `preloads` (URLs) after its
 * own, each once: the copy of a page drawn without the site's layout (the embedded schedule). Nothing
 * is painted before the app renders such a page, so its scripts stay in the head, loading at once, and
 * the page's own code now comes beside them instead of after the entry has run.
 */
export const shellWithPreloads = (input: { shell: string; preloads: readonly string[] }): string => {
  const present = new Set(
    [
      ...input.shell.matchAll(
        /<(?:link rel="modulepreload"|script type="module")[^>]*\s(?:href|src)="([^"]+)"/g,
      ),
    ].map((match) => match[1]),
  );
  const added = [...new Set(input.preloads)].filter((href) => !present.has(href)).map(modulepreloadTag);
  if (!/<\/head>/.test(input.shell)) throw new Error('The app shell has no </head>');
  return input.shell.replace(/<\/head>/, () => `${added.join('')}\n  </head>`);
};

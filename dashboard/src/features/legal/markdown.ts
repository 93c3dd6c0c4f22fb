/**
 * A small, safe Markdown reader for the legal texts (`texts/*.md`): headings with an anchor
 * (`## Title {#id}`), paragraphs, `-` and `1.` lists, definition lists (a term line, then `: …`
 * lines), `**strong**`, `*emphasis*`, `[links](href)` and `<autolinks>`, `\` escapes. It builds React
 * elements, never HTML: markup written in a text shows as text. A link goes where it says only if its
 * address is http(s), mailto or relative; `options.link` may render other addresses (the legal
 * pages' `doc:` links); any other address leaves the words unlinked.
 */
import { createElement, Fragment, type ReactNode } from 'react';

export type Inline =
  | string
  | { kind: 'strong' | 'em'; children: Inline[] }
  | { kind: 'link'; href: string; children: Inline[] };

export type Block =
  | { kind: 'heading'; level: number; id: string | undefined; text: Inline[] }
  | { kind: 'paragraph'; text: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] }
  | { kind: 'definitions'; entries: { term: Inline[]; definitions: Inline[][] }[] };

const HEADING = /^(#{1,6})\s+(.*?)(?:\s+\{#([A-Za-z][\w-]*)\})?\s*$/;
const BULLET = /^[-*]\s+/;
const NUMBER = /^\d+\.\s+/;
const DEFINITION = /^:\s+/;

/** A text's blocks: separated by blank lines; a line that starts a list item or a definition starts a new one. */
export const parseMarkdown = (source: string): Block[] =>
  source
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((chunk) => chunk.split('\n').filter((line) => line.trim() !== ''))
    .filter((lines) => lines.length > 0)
    .map(parseBlock);

/** Each item of a list: its first line and the indented lines that continue it. */
const itemsOf = (lines: string[], marker: RegExp): string[] =>
  lines.reduce<string[]>((items, line) => {
    if (marker.test(line)) items.push(line.replace(marker, ''));
    else items[items.length - 1] = `${items.at(-1) ?? ''} ${line.trim()}`;
    return items;
  }, []);

const parseBlock = (lines: string[]): Block => {
  const first = lines[0] as string;
  const heading = lines.length === 1 ? HEADING.exec(first) : null;
  if (heading) {
    const [, hashes = '#', text = '', id] = heading;
    return { kind: 'heading', level: hashes.length, id, text: parseInline(text) };
  }
  for (const [marker, ordered] of [
    [BULLET, false],
    [NUMBER, true],
  ] as const) {
    if (marker.test(first)) return { kind: 'list', ordered, items: itemsOf(lines, marker).map(parseInline) };
  }
  if (lines.length > 1 && DEFINITION.test(lines[1] as string))
    return { kind: 'definitions', entries: definitionsOf(lines) };
  return { kind: 'paragraph', text: parseInline(lines.map((line) => line.trim()).join(' ')) };
};

/** `Term` lines, each followed by `: definition` lines (indented lines continue the one above). */
const definitionsOf = (lines: string[]) => {
  const texts: { term: string; definitions: string[] }[] = [];
  for (const line of lines) {
    const current = texts.at(-1);
    if (DEFINITION.test(line)) current?.definitions.push(line.replace(DEFINITION, ''));
    else if (/^\s/.test(line) && current) {
      const last = current.definitions.length - 1;
      if (last >= 0) current.definitions[last] = `${current.definitions[last]} ${line.trim()}`;
      else current.term = `${current.term} ${line.trim()}`;
    } else texts.push({ term: line.trim(), definitions: [] });
  }
  return texts.map(({ term, definitions }) => ({
    term: parseInline(term),
    definitions: definitions.map(parseInline),
  }));
};

const INLINE =
  /\\([\\`*_{}[\]()#+\-.!<>:])|\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]*)\]\(([^)\s]*)\)|<((?:https?:\/\/|mailto:)[^\s<>]+|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)>/g;

/** A line's text: strings, emphasis and links. Anything else, `<script>` included, stays text. */
export const parseInline = (text: string): Inline[] => {
  const result: Inline[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    const last = result.at(-1);
    if (typeof last === 'string') result[result.length - 1] = last + value;
    else result.push(value);
  };
  let index = 0;
  for (const match of text.matchAll(INLINE)) {
    pushText(text.slice(index, match.index));
    index = match.index + match[0].length;
    const [, escaped, strong, em, linkText, href, autolink] = match;
    if (escaped !== undefined) pushText(escaped);
    else if (strong !== undefined) result.push({ kind: 'strong', children: parseInline(strong) });
    else if (em !== undefined) result.push({ kind: 'em', children: parseInline(em) });
    else if (linkText !== undefined)
      result.push({ kind: 'link', href: href ?? '', children: parseInline(linkText) });
    else if (autolink !== undefined) {
      const address = /^(https?:|mailto:)/i.test(autolink) ? autolink : `mailto:${autolink}`;
      result.push({ kind: 'link', href: address, children: [autolink.replace(/^mailto:/i, '')] });
    }
  }
  pushText(text.slice(index));
  return result;
};

/** http(s), mailto, or relative to this site (`/path`, `#anchor`; not `//host`). */
export const isSafeHref = (href: string): boolean =>
  /^(https?:\/\/|mailto:)/i.test(href) || /^(\/(?!\/)|#)/.test(href);

export interface MarkdownOptions {
  /** Renders a link the default does not (e.g. `doc:terms`); `undefined` leaves it to the default. */
  link?: (href: string, children: ReactNode) => ReactNode | undefined;
}

/**
 * Elements are made with their children as arguments (`createElement(tag, props, ...children)`):
 * a static text's pieces are never reordered, so they need no keys.
 */
const element = (type: string, props: Record<string, unknown> | null, children: ReactNode[]) =>
  createElement(type, props, ...children);

const fragment = (children: ReactNode[]) => createElement(Fragment, null, ...children);

const inlineNodes = (inlines: readonly Inline[], options: MarkdownOptions): ReactNode[] =>
  inlines.map((inline) => {
    if (typeof inline === 'string') return inline;
    const children = inlineNodes(inline.children, options);
    if (inline.kind !== 'link') return element(inline.kind, null, children);
    const custom = options.link?.(inline.href, fragment(children));
    if (custom !== undefined) return custom;
    return isSafeHref(inline.href) ? element('a', { href: inline.href }, children) : fragment(children);
  });

const blockNode = (block: Block, options: MarkdownOptions): ReactNode => {
  const inline = (inlines: readonly Inline[]) => inlineNodes(inlines, options);
  switch (block.kind) {
    case 'heading':
      return element(`h${block.level}`, { id: block.id }, inline(block.text));
    case 'paragraph':
      return element('p', null, inline(block.text));
    case 'list':
      return element(
        block.ordered ? 'ol' : 'ul',
        null,
        block.items.map((item) => element('li', null, inline(item))),
      );
    case 'definitions':
      return element(
        'dl',
        null,
        block.entries.flatMap((entry) => [
          element('dt', null, inline(entry.term)),
          ...entry.definitions.map((definition) => element('dd', null, inline(definition))),
        ]),
      );
  }
};

/** Parsed blocks as React elements (a fragment). */
export const renderBlocks = (blocks: readonly Block[], options: MarkdownOptions = {}): ReactNode =>
  fragment(blocks.map((block) => blockNode(block, options)));

/** Markdown to React elements. */
export const renderMarkdown = (source: string, options: MarkdownOptions = {}): ReactNode =>
  renderBlocks(parseMarkdown(source), options);

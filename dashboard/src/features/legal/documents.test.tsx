import { readdirSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { LANGUAGES } from '../../config/constants';
import {
  LEGAL_DOCUMENT_NAMES,
  LEGAL_DOCUMENTS,
  loadLegalDocumentMarkdown,
  loadLegalDocumentText,
} from './documents';
import { type Inline, parseMarkdown } from './markdown';

/** A document as plain text, tags removed (rendered as the server would: wouter needs a path). */
const plainText = async (...args: Parameters<typeof loadLegalDocumentText>) => {
  const text = await loadLegalDocumentText(...args);
  const markup = renderToStaticMarkup(
    <Router ssrPath="/">
      {text.lead}
      {text.sections.map((section) => (
        <section key={section.id}>
          <h2>{section.heading}</h2>
          {section.body}
        </section>
      ))}
    </Router>,
  );
  return markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
};

/** Every heading of a text, as `##anchor`, and every link's address. */
const outline = (markdown: string) => {
  const blocks = parseMarkdown(markdown);
  const links: string[] = [];
  const collect = (inlines: readonly Inline[]) => {
    for (const inline of inlines) {
      if (typeof inline === 'string') continue;
      if (inline.kind === 'link') links.push(inline.href);
      collect(inline.children);
    }
  };
  for (const block of blocks) {
    if (block.kind === 'heading' || block.kind === 'paragraph') collect(block.text);
    if (block.kind === 'list') block.items.forEach(collect);
    if (block.kind === 'definitions')
      for (const entry of block.entries) [entry.term, ...entry.definitions].forEach(collect);
  }
  const headings = blocks.flatMap((block) =>
    block.kind === 'heading' ? [`${'#'.repeat(block.level)}${block.id ?? '(no anchor)'}`] : [],
  );
  return { headings, links };
};

describe('the legal documents', () => {
  it('are Markdown files, each document in en, ua and pl, and nothing else', () => {
    const files = readdirSync(new URL('./texts', import.meta.url)).sort();
    const expected = ['legal-notice', 'privacy', 'terms'].flatMap((document) =>
      LANGUAGES.map((language) => `${document}.${language}.md`),
    );
    expect(files).toEqual(expected.sort());
  });

  it.each(LEGAL_DOCUMENT_NAMES)(
    '%s has the same headings with the same anchors in every language, and its links lead somewhere',
    async (name) => {
      const [english, ...others] = await Promise.all(
        LANGUAGES.map(async (language) => outline(await loadLegalDocumentMarkdown(name, language))),
      );
      expect(english!.headings.length).toBeGreaterThan(0);
      expect(english!.headings.every((heading) => /^##[a-z][a-z-]*$/.test(heading))).toBe(true);
      for (const other of others) expect(other.headings).toEqual(english!.headings);
      for (const { links } of [english!, ...others]) {
        for (const href of links) {
          if (href.startsWith('doc:')) expect(Object.keys(LEGAL_DOCUMENTS)).toContain(href.slice(4));
          else if (href.startsWith('#')) expect(english!.headings).toContain(`##${href.slice(1)}`);
          else expect(href).toMatch(/^https:\/\//);
        }
      }
    },
  );

  it.each(LEGAL_DOCUMENT_NAMES)(
    '%s has the same sections, in the same order, in every language',
    async (name) => {
      const [english, ...others] = await Promise.all(
        LANGUAGES.map((language) => loadLegalDocumentText(name, language)),
      );
      const ids = english!.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const other of others) expect(other.sections.map((section) => section.id)).toEqual(ids);
    },
  );

  // Spec §2 "Legal pages": 13+, guardian consent under 18, 24 hours, 12 months, free, Polish law, three languages.
  it.each([
    [
      'en',
      [
        '13 or over',
        'under 18',
        '24 hours',
        '12 months',
        'currently free',
        'Polish law',
        'English, Polish and Ukrainian',
      ],
    ],
    [
      'pl',
      [
        '13 lat',
        'mniej niż 18 lat',
        '24 godzinach',
        '12 miesięcy',
        'obecnie bezpłatne',
        'prawu polskiemu',
        'angielskim, polskim i ukraińskim',
      ],
    ],
    [
      'ua',
      [
        'від 13 років',
        'менше 18 років',
        '24 години',
        '12 місяців',
        'безкоштовний',
        'правом Польщі',
        'англійською, польською та українською',
      ],
    ],
  ] as const)('the %s terms state the rules of the spec', async (language, phrases) => {
    const text = await plainText('terms', language);
    for (const phrase of phrases) expect(text).toContain(phrase);
  });
});

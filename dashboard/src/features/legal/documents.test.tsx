import { readdirSync } from 'node:fs';
import { DEMO_SITE_OPERATOR, type SiteOperator } from '@plie/shared';
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

/** A configured operator, as config.json gives it (with characters Markdown would otherwise read). */
const OPERATOR: SiteOperator = {
  name: 'Taniec *Razem* sp. z o.o.',
  address: 'ul. Długa 1/3, 31-147 Kraków',
  register: 'KRS 0000123456',
  nip: '676-543-21-09',
  regon: '123456785',
  email: 'biuro@taniec-razem.example.pl',
};
const withOperator =
  (operator: SiteOperator = OPERATOR) =>
  async () =>
    operator;

/** A document as plain text, tags removed (rendered as the server would: wouter needs a path). */
const plainText = async (
  name: Parameters<typeof loadLegalDocumentText>[0],
  language: Parameters<typeof loadLegalDocumentText>[1],
  operator: SiteOperator = OPERATOR,
) => {
  const text = await loadLegalDocumentText(name, language, withOperator(operator));
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
        LANGUAGES.map((language) => loadLegalDocumentText(name, language, withOperator())),
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

/** Issue #17 item 9: no public page carries placeholder text or a draft marker, in any language. */
describe('the legal documents as published', () => {
  const MARKERS =
    /to be completed|do uzupełnienia|буде доповнено|\[[^\]]*]|\{[a-zA-Z]+\}|\bdraft\b|projekt dokumentu|чернетка|TODO|TBD|lorem ipsum|XXX/i;

  it.each(LEGAL_DOCUMENT_NAMES.flatMap((name) => LANGUAGES.map((language) => [name, language] as const)))(
    '%s in %s has no placeholder or draft marker',
    async (name, language) => {
      const text = await plainText(name, language);
      expect(text.length).toBeGreaterThan(500);
      expect(MARKERS.exec(text)?.[0]).toBeUndefined();
    },
  );

  it.each(LANGUAGES)(
    'the legal notice in %s names the configured operator, every field',
    async (language) => {
      const text = await plainText('legalNotice', language);
      for (const value of [
        'Taniec *Razem* sp. z o.o.',
        'ul. Długa 1/3, 31-147 Kraków',
        'KRS 0000123456',
        '676-543-21-09',
        '123456785',
        'biuro@taniec-razem.example.pl',
      ]) {
        expect(text).toContain(value);
      }
    },
  );

  it('marks a fictional operator so the page can say so, and only then', async () => {
    expect(
      (await loadLegalDocumentText('legalNotice', 'pl', withOperator(DEMO_SITE_OPERATOR))).demoOperator,
    ).toBe(true);
    expect((await loadLegalDocumentText('legalNotice', 'pl', withOperator())).demoOperator).toBeUndefined();
  });

  it('reads the operator only for the legal notice', async () => {
    const refuse = async (): Promise<SiteOperator> => {
      throw new Error('config.json is not needed here');
    };
    await expect(loadLegalDocumentText('terms', 'en', refuse)).resolves.toBeDefined();
    await expect(loadLegalDocumentText('privacy', 'en', refuse)).resolves.toBeDefined();
    await expect(loadLegalDocumentText('legalNotice', 'en', refuse)).rejects.toThrow(/not needed/);
  });
});

/** Issue #17 item 9: the privacy policy states what the product stores and sends, in each language. */
describe('the privacy policy', () => {
  it.each([
    [
      'en',
      [
        'Download my data',
        'Amazon Simple Email Service',
        'Amazon S3',
        'Mixpanel',
        'UODO',
        '12 months',
        '35 days',
        'guest',
        'invitations',
      ],
    ],
    [
      'pl',
      [
        'Pobierz moje dane',
        'Amazon Simple Email Service',
        'Amazon S3',
        'Mixpanel',
        'UODO',
        '12 miesięcy',
        '35 dni',
        'gość',
        'zaproszenia',
      ],
    ],
    [
      'ua',
      [
        'Завантажити мої дані',
        'Amazon Simple Email Service',
        'Amazon S3',
        'Mixpanel',
        'UODO',
        '12 місяців',
        '35 днів',
        'гість',
        'запрошення',
      ],
    ],
  ] as const)(
    'in %s names the data export, the processors, the retention and the authority',
    async (language, phrases) => {
      const text = await plainText('privacy', language);
      for (const phrase of phrases) expect(text).toContain(phrase);
    },
  );
});

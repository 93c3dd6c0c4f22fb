import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { LANGUAGES } from '../../config/constants';
import { LEGAL_DOCUMENT_NAMES, loadLegalDocumentText } from './documents';

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

describe('the legal documents', () => {
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

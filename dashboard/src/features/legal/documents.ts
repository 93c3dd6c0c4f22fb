/**
 * The three legal documents (spec §2 "Legal pages"): where each lives, when it last changed,
 * and its text in each interface language. The long texts are Markdown files, one per document and
 * language (`texts/<document>.<language>.md`, read by `legal-document-text.ts`), so they are edited,
 * reviewed and diffed as prose. They load on demand: a visitor downloads only the one they read, in
 * their language, and the Lingui catalogs stay small.
 */
import { type SiteOperator, webPath } from '@plie/shared';
import type { ReactNode } from 'react';
import type { Language } from '../../i18n/languages';

export type LegalDocumentName = 'terms' | 'privacy' | 'legalNotice';

/** One numbered section. `id` is its anchor: the same in every language, so links survive a switch. */
export interface LegalSection {
  id: string;
  heading: string;
  body: ReactNode;
}

/** A legal document in one language: an optional lead paragraph, then numbered sections. */
export interface LegalDocumentText {
  lead?: ReactNode;
  sections: readonly LegalSection[];
  /** The document names a fictional operator (a demonstration): the page says so. */
  demoOperator?: boolean;
}

export interface LegalDocumentInfo {
  path: string;
  /** ISO date (YYYY-MM-DD) shown as "Last updated". */
  lastUpdated: string;
  /** Whether the text names the operator (`{operator…}` fields, from the site's config.json). */
  namesOperator: boolean;
}

export const LEGAL_DOCUMENTS: Record<LegalDocumentName, LegalDocumentInfo> = {
  terms: { path: webPath.terms(), lastUpdated: '2025-09-25', namesOperator: false },
  privacy: { path: webPath.privacyPolicy(), lastUpdated: '2026-11-27', namesOperator: false },
  legalNotice: { path: webPath.legalNotice(), lastUpdated: '2026-11-27', namesOperator: true },
};

/** The order the documents are listed in wherever they appear together. */
export const LEGAL_DOCUMENT_NAMES: readonly LegalDocumentName[] = ['terms', 'privacy', 'legalNotice'];

type MarkdownLoader = () => Promise<{ default: string }>;

/** Written out one by one (not a template string) so each text is its own chunk and the paths check. */
const markdownLoaders: Record<LegalDocumentName, Record<Language, MarkdownLoader>> = {
  terms: {
    en: () => import('./texts/terms.en.md?raw'),
    ua: () => import('./texts/terms.ua.md?raw'),
    pl: () => import('./texts/terms.pl.md?raw'),
  },
  privacy: {
    en: () => import('./texts/privacy.en.md?raw'),
    ua: () => import('./texts/privacy.ua.md?raw'),
    pl: () => import('./texts/privacy.pl.md?raw'),
  },
  legalNotice: {
    en: () => import('./texts/legal-notice.en.md?raw'),
    ua: () => import('./texts/legal-notice.ua.md?raw'),
    pl: () => import('./texts/legal-notice.pl.md?raw'),
  },
};

/** A document's Markdown in a language, as written in `texts/`. */
export const loadLegalDocumentMarkdown = async (name: LegalDocumentName, language: Language) =>
  (await markdownLoaders[name][language]()).default;

/** The site's operator, from its config.json (`site-operator.ts`, downloaded with the legal notice). */
const loadSiteOperatorOfSite = async () => (await import('./site-operator')).loadSiteOperator();

/**
 * A document's text in a language, with its reader (both downloaded on demand) and, for the legal
 * notice, the operator's details from the site's configuration; a failed download is not remembered,
 * so it can be retried.
 */
export const loadLegalDocumentText = async (
  name: LegalDocumentName,
  language: Language,
  loadOperator: () => Promise<SiteOperator> = loadSiteOperatorOfSite,
): Promise<LegalDocumentText> => {
  const [{ legalDocumentText }, markdown, operator] = await Promise.all([
    import('./legal-document-text'),
    loadLegalDocumentMarkdown(name, language),
    LEGAL_DOCUMENTS[name].namesOperator ? loadOperator() : undefined,
  ]);
  return legalDocumentText(markdown, operator);
};

/**
 * The three legal documents (spec §2 "Legal pages"): where each lives, when it last changed,
 * and its text in each interface language. The long texts are plain modules, one per document
 * and language, loaded on demand: a visitor downloads only the one they read, in their language,
 * and the Lingui catalogs stay small.
 */
import { webPath } from '@plie/shared';
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
}

export interface LegalDocumentInfo {
  path: string;
  /** ISO date (YYYY-MM-DD) shown as "Last updated". */
  lastUpdated: string;
  /** Drafts carry a visible "pending legal review" notice. */
  draft: boolean;
}

export const LEGAL_DOCUMENTS: Record<LegalDocumentName, LegalDocumentInfo> = {
  terms: { path: webPath.terms(), lastUpdated: '2025-09-25', draft: false },
  privacy: { path: webPath.privacyPolicy(), lastUpdated: '2026-11-22', draft: true },
  legalNotice: { path: webPath.legalNotice(), lastUpdated: '2026-11-22', draft: true },
};

/** The order the documents are listed in wherever they appear together. */
export const LEGAL_DOCUMENT_NAMES: readonly LegalDocumentName[] = ['terms', 'privacy', 'legalNotice'];

type TextLoader = () => Promise<LegalDocumentText>;

/** Written out one by one (not a template string) so each text is its own chunk and the types check. */
const textLoaders: Record<LegalDocumentName, Record<Language, TextLoader>> = {
  terms: {
    en: () => import('./terms.en').then((module) => module.terms),
    ua: () => import('./terms.ua').then((module) => module.terms),
    pl: () => import('./terms.pl').then((module) => module.terms),
  },
  privacy: {
    en: () => import('./privacy.en').then((module) => module.privacy),
    ua: () => import('./privacy.ua').then((module) => module.privacy),
    pl: () => import('./privacy.pl').then((module) => module.privacy),
  },
  legalNotice: {
    en: () => import('./legal-notice.en').then((module) => module.legalNotice),
    ua: () => import('./legal-notice.ua').then((module) => module.legalNotice),
    pl: () => import('./legal-notice.pl').then((module) => module.legalNotice),
  },
};

/** A document's text in a language; a failed download is not remembered, so it can be retried. */
export const loadLegalDocumentText = (name: LegalDocumentName, language: Language) =>
  textLoaders[name][language]();

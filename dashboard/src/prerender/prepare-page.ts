/**
 * What a pre-rendered page (issue #18) needs before its first render, loaded ahead: its screen's code
 * and, for a legal document that names no operator, its text. The build awaits this before it renders
 * the page, and the browser before it hydrates it, so both render the same markup in one pass (no
 * loading state in the HTML, no second render to match it).
 *
 * The legal notice's text is not loaded ahead: it names the operator, who comes from the site's
 * config.json at run time (written at deploy), never from the build. Its pre-rendered copy shows
 * the page with its loading placeholder, which the browser fills in.
 *
 * The legal modules are imported on demand: they stay in the legal pages' chunk, out of the first view.
 */
import type { PrerenderedPage } from '@plie/shared';
import { preloadPrerenderedScreen } from '../app/routes';
import type { LegalDocumentName } from '../features/legal/documents';
import type { Language } from '../i18n/languages';

/** The legal document each legal page shows. */
const LEGAL_DOCUMENT_OF: Partial<Record<PrerenderedPage, LegalDocumentName>> = {
  terms: 'terms',
  privacyPolicy: 'privacy',
  legalNotice: 'legalNotice',
};

/** Loads a legal page's text unless it names the operator. */
const preloadLegalText = async (page: PrerenderedPage, language: Language) => {
  const name = LEGAL_DOCUMENT_OF[page];
  if (!name) return;
  const [{ LEGAL_DOCUMENTS }, { preloadLegalDocumentText }] = await Promise.all([
    import('../features/legal/documents'),
    import('../features/legal/useLegalDocumentText'),
  ]);
  if (!LEGAL_DOCUMENTS[name].namesOperator) await preloadLegalDocumentText(name, language);
};

/** Loads what the page's first render shows, in `language`. */
export const preparePrerenderedPage = async (page: PrerenderedPage, language: Language): Promise<void> => {
  await Promise.all([preloadPrerenderedScreen(page), preloadLegalText(page, language)]);
};

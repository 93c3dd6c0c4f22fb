import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { CONTACT_EMAIL } from '../../config/constants';
import { LEGAL_DOCUMENTS, type LegalDocumentName } from './documents';

/** The contact address as a mail link, for the documents' texts. */
export function ContactEmail() {
  return <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>;
}

/** A link from one legal document to another. */
export function DocumentLink({ name, children }: { name: LegalDocumentName; children: ReactNode }) {
  return <Link href={LEGAL_DOCUMENTS[name].path}>{children}</Link>;
}

/** A link to a section of the same document, by its anchor. */
export function SectionLink({ id, children }: { id: string; children: ReactNode }) {
  return <a href={`#${id}`}>{children}</a>;
}

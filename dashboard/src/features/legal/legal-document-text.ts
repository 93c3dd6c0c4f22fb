/**
 * A legal document's Markdown (`texts/<document>.<language>.md`) as the page shows it: the paragraphs
 * before the first `##` heading are the lead; each `## Heading {#id}` starts a numbered section whose
 * `id` is its anchor. `{contactEmail}` stands for the contact address, and `[words](doc:privacy)` links
 * to another legal document by name, so neither address is written in the texts. Loaded with the text,
 * never with the first view.
 */
import { createElement, type ReactNode } from 'react';
import { Link } from 'wouter';
import { CONTACT_EMAIL } from '../../config/constants';
import {
  LEGAL_DOCUMENTS,
  type LegalDocumentName,
  type LegalDocumentText,
  type LegalSection,
} from './documents';
import { type Block, type Inline, type MarkdownOptions, parseMarkdown, renderBlocks } from './markdown';

const isDocumentName = (name: string): name is LegalDocumentName => Object.hasOwn(LEGAL_DOCUMENTS, name);

/** `doc:terms` → a link within the site to that document; other addresses as Markdown renders them. */
const options: MarkdownOptions = {
  link: (href, children) => {
    const name = href.startsWith('doc:') ? href.slice('doc:'.length) : undefined;
    if (name === undefined) return undefined;
    if (!isDocumentName(name)) throw new Error(`Unknown legal document in a link: ${href}`);
    return createElement(Link, { href: LEGAL_DOCUMENTS[name].path }, children);
  },
};

const plainText = (inlines: readonly Inline[]): string =>
  inlines.map((inline) => (typeof inline === 'string' ? inline : plainText(inline.children))).join('');

const render = (blocks: readonly Block[]): ReactNode => renderBlocks(blocks, options);

export const legalDocumentText = (markdown: string): LegalDocumentText => {
  const blocks = parseMarkdown(markdown.replaceAll('{contactEmail}', CONTACT_EMAIL));
  const starts = blocks.flatMap((block, index) =>
    block.kind === 'heading' && block.level === 2 ? [index] : [],
  );
  const sections = starts.map((start, at): LegalSection => {
    const heading = blocks[start] as Extract<Block, { kind: 'heading' }>;
    if (!heading.id) throw new Error(`A section heading has no {#anchor}: ${plainText(heading.text)}`);
    return {
      id: heading.id,
      heading: plainText(heading.text),
      body: render(blocks.slice(start + 1, starts[at + 1])),
    };
  });
  const leadBlocks = blocks.slice(0, starts[0] ?? blocks.length);
  return { ...(leadBlocks.length > 0 ? { lead: render(leadBlocks) } : {}), sections };
};

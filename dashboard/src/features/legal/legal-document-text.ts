/**
 * A legal document's Markdown (`texts/<document>.<language>.md`) as the page shows it: the paragraphs
 * before the first `##` heading are the lead; each `## Heading {#id}` starts a numbered section whose
 * `id` is its anchor. `{contactEmail}` stands for the contact address, and `[words](doc:privacy)` links
 * to another legal document by name, so neither address is written in the texts. `{operatorName}`,
 * `{operatorAddress}`, `{operatorRegister}`, `{operatorNip}`, `{operatorRegon}` and `{operatorEmail}`
 * stand for the operator's details, from the site's configuration (issue #17 item 9): no document
 * carries them, or placeholder text in their stead. Loaded with the text, never with the first view.
 */

import type { SiteOperator } from '@plie/shared';
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

/** Configuration text as Markdown reads it literally (a `*` or `[` in a name stays a character). */
const literal = (text: string) => text.replace(/[\\`*_{}[\]()#+\-.!<>:]/g, '\\$&');

/** The operator's fields of a text; the e-mail goes inside `<…>` (an address link), as it is. */
const operatorFields = (operator: SiteOperator): Record<string, string> => ({
  '{operatorName}': literal(operator.name),
  '{operatorAddress}': literal(operator.address),
  '{operatorRegister}': literal(operator.register),
  '{operatorNip}': literal(operator.nip),
  '{operatorRegon}': literal(operator.regon),
  '{operatorEmail}': operator.email,
});

const fillFields = (markdown: string, operator: SiteOperator | undefined): string => {
  let filled = markdown.replaceAll('{contactEmail}', CONTACT_EMAIL);
  if (operator) {
    for (const [field, value] of Object.entries(operatorFields(operator))) {
      filled = filled.replaceAll(field, value);
    }
  }
  const unfilled = /\{(?:contactEmail|operator\w*)\}/.exec(filled);
  if (unfilled) throw new Error(`A legal text has ${unfilled[0]} and nothing to fill it with`);
  return filled;
};

export const legalDocumentText = (markdown: string, operator?: SiteOperator): LegalDocumentText => {
  const blocks = parseMarkdown(fillFields(markdown, operator));
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
  return {
    ...(leadBlocks.length > 0 ? { lead: render(leadBlocks) } : {}),
    sections,
    ...(operator?.demo ? { demoOperator: true } : {}),
  };
};

import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { isSafeHref, type MarkdownOptions, parseMarkdown, renderMarkdown } from './markdown';

const html = (markdown: string, options?: MarkdownOptions) =>
  renderToStaticMarkup(renderMarkdown(markdown, options) as never);

describe('the legal texts’ Markdown', () => {
  it('reads headings with their anchors, paragraphs and lists', () => {
    expect(
      html(
        '## Your account {#accounts}\n\nOne line\ncontinued.\n\n- first\n- second\n  wrapped\n\n1. one\n2. two',
      ),
    ).toBe(
      '<h2 id="accounts">Your account</h2><p>One line continued.</p>' +
        '<ul><li>first</li><li>second wrapped</li></ul><ol><li>one</li><li>two</li></ol>',
    );
  });

  it('reads a definition list: a term, then its definitions after a colon', () => {
    expect(html('Operator\n: [to be completed]\nE-mail\n: one\n: two')).toBe(
      '<dl><dt>Operator</dt><dd>[to be completed]</dd><dt>E-mail</dt><dd>one</dd><dd>two</dd></dl>',
    );
  });

  it('reads strong and emphasised words, and a backslash keeps a character literal', () => {
    expect(html('**13 or over**, *free*, 2 \\* 3 and \\[x](y)')).toBe(
      '<p><strong>13 or over</strong>, <em>free</em>, 2 * 3 and [x](y)</p>',
    );
  });

  it('links to http(s), mailto and relative addresses, and autolinks an e-mail address', () => {
    expect(
      html('[uodo.gov.pl](https://uodo.gov.pl), [section 4](#lessons), [home](/), <hello@plie.dance>'),
    ).toBe(
      '<p><a href="https://uodo.gov.pl">uodo.gov.pl</a>, <a href="#lessons">section 4</a>, <a href="/">home</a>, ' +
        '<a href="mailto:hello@plie.dance">hello@plie.dance</a></p>',
    );
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    '//evil.example/x',
    'vbscript:x',
  ])('leaves the words unlinked when the address is %s', (href) => {
    expect(isSafeHref(href)).toBe(false);
    expect(html(`[click me](${href})`)).not.toContain('<a');
    expect(html(`[click me](${href})`)).toContain('click me');
  });

  it('shows markup written in the text as text, never as HTML', () => {
    const rendered = html('Hi <script>alert(1)</script> <img src=x onerror=alert(1)> **<b>bold</b>**');
    expect(rendered).not.toMatch(/<script|<img|<b>/);
    expect(rendered).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(rendered).toContain('<strong>&lt;b&gt;bold&lt;/b&gt;</strong>');
  });

  it('lets the page render its own kind of link, and only that', () => {
    const options: MarkdownOptions = {
      link: (href, children) =>
        href.startsWith('doc:') ? `${href.slice(4)}→${renderToStaticMarkup(children as never)}` : undefined,
    };
    expect(html('[Terms](doc:terms) and [x](https://plie.dance)', options)).toBe(
      '<p>terms→Terms and <a href="https://plie.dance">x</a></p>',
    );
  });

  it('a heading without an anchor has no id; blank lines and Windows line ends are forgiven', () => {
    expect(parseMarkdown('# Title\r\n\r\n\r\n\r\ntext\r\n')).toEqual([
      { kind: 'heading', level: 1, id: undefined, text: ['Title'] },
      { kind: 'paragraph', text: ['text'] },
    ]);
  });
});

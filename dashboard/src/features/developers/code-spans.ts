/** A piece of a description: plain text, or `code` written between backticks. */
export interface TextSpan {
  text: string;
  code: boolean;
}

/**
 * Splits a description of the widget manifest or the API (`Only these levels: \`beginner,pro\``)
 * into text and code spans. A backtick without its pair stays as it is.
 */
export const codeSpans = (text: string): TextSpan[] => {
  const spans: TextSpan[] = [];
  const pattern = /`([^`]+)`/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) spans.push({ text: text.slice(last, match.index), code: false });
    spans.push({ text: match[1]!, code: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) spans.push({ text: text.slice(last), code: false });
  return spans;
};

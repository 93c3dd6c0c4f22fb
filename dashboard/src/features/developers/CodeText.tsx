import { codeSpans } from './code-spans';

/** A description with its `backticked` words as `<code>`. */
export function CodeText({ text }: { text: string }) {
  return (
    <>
      {codeSpans(text).map((span, index) =>
        // The spans of one text never move: their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        span.code ? <code key={index}>{span.text}</code> : <span key={index}>{span.text}</span>,
      )}
    </>
  );
}

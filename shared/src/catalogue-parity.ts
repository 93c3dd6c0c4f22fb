/**
 * Keeps hand-written message catalogues in step across the three languages (ADR 0013: the widgets
 * and the e-mails keep their own small catalogues — plain objects of texts and functions — while the
 * dashboard uses Lingui, whose own extractor checks its `.po` files).
 *
 * `catalogueDifferences` compares each language with English, key by key: a key missing or extra,
 * a text where English has a function (or a list of another length), a function taking another
 * number of values, or a value ("placeholder") that English writes and the translation leaves out.
 * Values are checked by calling each function with sample arguments: every string and number in
 * them that English's output shows must show in the translation's too.
 */
import { LANGUAGES, type Language } from './locale';

/** Sample arguments for a function of a catalogue, by key path (`signUp.sentTo`): one list per call. */
export type SampleCalls = Readonly<Record<string, readonly (readonly unknown[])[]>>;

/**
 * The calls a function gets when no sample is given: numbers as every argument (they print the same
 * in a template and through `Intl.NumberFormat`), the first one run through the counts that pick
 * each plural form of en, ua and pl.
 */
const defaultCalls = (arity: number): unknown[][] =>
  [1, 2, 5, 21, 22, 25, 101].map((count) =>
    Array.from({ length: arity }, (_, index) => (index === 0 ? count : 700 + index)),
  );

/** The strings and numbers inside an argument list (the values a message may write out). */
const valuesIn = (value: unknown): string[] => {
  if (typeof value === 'string' || typeof value === 'number') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(valuesIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(valuesIn);
  return [];
};

/** The values of `values` that `output` writes (a number only as a whole number, not inside another). */
const shownIn = (output: string, values: readonly string[]): string[] =>
  values.filter((value) =>
    /^\d+$/.test(value) ? new RegExp(`(?<!\\d)${value}(?!\\d)`).test(output) : output.includes(value),
  );

const rendered = (result: unknown): string => (Array.isArray(result) ? result.join('\n') : String(result));

type Kind = 'text' | 'function' | 'list' | 'group' | 'missing' | 'other';
const kindOf = (value: unknown): Kind => {
  if (value === undefined) return 'missing';
  if (typeof value === 'string') return 'text';
  if (typeof value === 'function') return 'function';
  if (Array.isArray(value)) return 'list';
  if (value && typeof value === 'object') return 'group';
  return 'other';
};

const compare = (
  english: unknown,
  other: unknown,
  language: Language,
  path: string,
  samples: SampleCalls,
): string[] => {
  const at = `${language} ${path || '(root)'}`;
  const kind = kindOf(english);
  if (kindOf(other) !== kind) return [`${at}: ${kindOf(other)} where English has a ${kind}`];
  if (kind === 'list' && (other as unknown[]).length !== (english as unknown[]).length)
    return [
      `${at}: ${(other as unknown[]).length} entries where English has ${(english as unknown[]).length}`,
    ];
  if (kind === 'group' || kind === 'list') {
    const keys = [...new Set([...Object.keys(english as object), ...Object.keys(other as object)])];
    return keys.flatMap((key) => {
      const child = path ? `${path}.${key}` : key;
      if (!(key in (english as object))) return [`${language} ${child}: not in English`];
      return compare(
        (english as Record<string, unknown>)[key],
        (other as Record<string, unknown>)[key],
        language,
        child,
        samples,
      );
    });
  }
  if (kind !== 'function') return [];
  const [source, translation] = [english, other] as ((...values: unknown[]) => unknown)[];
  if (translation?.length !== source?.length)
    return [`${at}: takes ${translation?.length} values where English takes ${source?.length}`];
  const missing = (samples[path] ?? defaultCalls(source?.length ?? 0)).flatMap((call) => {
    const values = valuesIn(call);
    const shown = shownIn(rendered(translation?.(...call)), values);
    return shownIn(rendered(source?.(...call)), values).filter((value) => !shown.includes(value));
  });
  return missing.length > 0 ? [`${at}: leaves out ${[...new Set(missing)].join(', ')}`] : [];
};

/** Every way each translation differs in shape from `catalogues.en`; empty when they are in step. */
export const catalogueDifferences = (
  catalogues: Readonly<Record<Language, unknown>>,
  samples: SampleCalls = {},
): string[] =>
  LANGUAGES.filter((language) => language !== 'en').flatMap((language) =>
    compare(catalogues.en, catalogues[language], language, '', samples),
  );

/**
 * The `ErrorCode` union and its typed parameters, built from the one table of texts
 * (error-texts.ts): `errorText('file.tooMany', { max: 1 })` is the English message of a code.
 */
import {
  type DOMAIN_ERROR_TEXTS,
  ERROR_TEXTS,
  type GENERIC_ERROR_TEXTS,
  type RULE_ERROR_TEXTS,
} from './error-texts';
import { ruleErrorOf } from './rule-codes';

type Texts = typeof ERROR_TEXTS;
export type ErrorCode = keyof Texts;
export type GenericErrorCode = keyof typeof GENERIC_ERROR_TEXTS;
export type RuleTextCode = keyof typeof RULE_ERROR_TEXTS;
export type DomainErrorCode = keyof typeof DOMAIN_ERROR_TEXTS;

/** Every code, for checks and the OpenAPI document. */
export const ERROR_CODES = Object.keys(ERROR_TEXTS) as ErrorCode[];

/** The parameters of a code (`undefined` when its text takes none). */
export type ErrorParams<C extends ErrorCode> = Texts[C] extends (params: infer P) => string ? P : undefined;

/** Codes whose text takes no parameter. */
export type PlainErrorCode = { [C in ErrorCode]: ErrorParams<C> extends undefined ? C : never }[ErrorCode];

/** One error: its code and, when its text takes them, its parameters. */
export type ErrorRef<C extends ErrorCode = ErrorCode> = {
  [K in C]: ErrorParams<K> extends undefined
    ? { code: K; params?: undefined }
    : { code: K; params: ErrorParams<K> };
}[C];

/** What throw sites pass: a plain code, or a code with its parameters. */
export type ErrorInput = PlainErrorCode | ErrorRef;

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && Object.hasOwn(ERROR_TEXTS, value);

/** `'lesson.full'` or `{ code, params }` → `{ code, params? }`. */
export const toErrorRef = (input: ErrorInput): ErrorRef =>
  typeof input === 'string' ? ({ code: input } as ErrorRef) : input;

/** The English text of an error (the API's `message`). */
export const errorText = (input: ErrorInput): string => {
  const { code, params } = toErrorRef(input);
  const text = ERROR_TEXTS[code] as string | ((params: unknown) => string);
  return typeof text === 'function' ? text(params) : text;
};

let plainCodeByText: Map<string, ErrorCode> | undefined;

/**
 * The error an English text stands for: a shared rule's text (with its parameters), or the text of
 * a code that takes no parameter; undefined for any other text. For fronts that hold a refusal as
 * text only (a form's own check, an answer that is not an error body); API bodies carry `code`.
 */
export const errorOfText = (text: string): ErrorRef | undefined => {
  const rule = ruleErrorOf(text);
  if (rule) return rule as ErrorRef;
  if (!plainCodeByText) {
    plainCodeByText = new Map();
    for (const [code, value] of Object.entries(ERROR_TEXTS) as [ErrorCode, unknown][]) {
      if (typeof value === 'string' && !plainCodeByText.has(value)) plainCodeByText.set(value, code);
    }
  }
  const code = plainCodeByText.get(text);
  return code ? ({ code } as ErrorRef) : undefined;
};

/** The result of a pure validation rule: the (normalised) value, or the message to show. */
import * as v from 'valibot';

export type ValidationResult<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      message: string;
      /** The form field the message belongs to, for multi-field rules. */
      field?: string;
    };

export const valid = <T>(value: T): ValidationResult<T> => ({ ok: true, value });

export const invalid = <T = never>(message: string, field?: string): ValidationResult<T> =>
  field === undefined ? { ok: false, message } : { ok: false, message, field };

/**
 * Turns a multi-field rule into a valibot action for `v.pipe(v.object(…), checkWith(rule))`:
 * the rule's message becomes an issue on the rule's field (or on the whole object).
 */
export const checkWith = <T extends object>(rule: (value: T) => ValidationResult<unknown>) =>
  v.rawCheck<T>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const result = rule(dataset.value);
    if (result.ok) return;
    if (result.field === undefined) {
      addIssue({ message: result.message });
      return;
    }
    const input = dataset.value as Record<string, unknown>;
    addIssue({
      message: result.message,
      path: [{ type: 'object', origin: 'value', input, key: result.field, value: input[result.field] }],
    });
  });

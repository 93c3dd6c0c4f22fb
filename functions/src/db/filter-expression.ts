/**
 * Builds a DynamoDB `FilterExpression` from named conditions, with placeholder values numbered
 * for the builder (no clashes between conditions). Used by the searches that narrow one index
 * partition (teachers, studios).
 */
import { normalizeKeyText } from './keys';

/** Up to this many words of a free-text search each have to match. */
const MAX_SEARCH_WORDS = 5;

/** The words of a free-text search, folded like the stored `searchText` (case, accents). */
export const searchWords = (search: string | undefined): string[] =>
  normalizeKeyText(search ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS);

export class FilterExpression {
  private readonly conditions: string[] = [];
  private readonly values: Record<string, unknown> = {};
  private counter = 0;

  private value(value: unknown): string {
    const name = `:f${this.counter++}`;
    this.values[name] = value;
    return name;
  }

  /** Every value is contained in one of the attributes (a string or a list). */
  containsEach(attributes: readonly string[], values: readonly string[]): this {
    for (const value of values) {
      const name = this.value(value);
      const any = attributes.map((attribute) => `contains(${attribute}, ${name})`);
      this.conditions.push(any.length > 1 ? `(${any.join(' OR ')})` : any[0]!);
    }
    return this;
  }

  /** At least one of the values is in the attribute (a list); nothing to do for no values. */
  containsAny(attribute: string, values: readonly string[] | undefined): this {
    if (values?.length) {
      this.conditions.push(
        `(${values.map((value) => `contains(${attribute}, ${this.value(value)})`).join(' OR ')})`,
      );
    }
    return this;
  }

  equals(attribute: string, value: unknown): this {
    this.conditions.push(`${attribute} = ${this.value(value)}`);
    return this;
  }

  /** The `FilterExpression` and its values, to spread into a query (empty when no condition). */
  build(): { FilterExpression?: string; values: Record<string, unknown> } {
    return this.conditions.length
      ? { FilterExpression: this.conditions.join(' AND '), values: this.values }
      : { values: {} };
  }
}

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

  private readonly names: Record<string, string> = {};

  /** Attribute names go through placeholders: some (`date`, `level`) are reserved words. */
  private name(attribute: string): string {
    const placeholder = `#${attribute}`;
    this.names[placeholder] = attribute;
    return placeholder;
  }

  private value(value: unknown): string {
    const name = `:f${this.counter++}`;
    this.values[name] = value;
    return name;
  }

  /** Every value is contained in one of the attributes (a string or a list). */
  containsEach(attributes: readonly string[], values: readonly string[]): this {
    for (const value of values) {
      const name = this.value(value);
      const any = attributes.map((attribute) => `contains(${this.name(attribute)}, ${name})`);
      this.conditions.push(any.length > 1 ? `(${any.join(' OR ')})` : any[0]!);
    }
    return this;
  }

  /** At least one of the values is in the attribute (a list); nothing to do for no values. */
  containsAny(attribute: string, values: readonly string[] | undefined): this {
    if (values?.length) {
      this.conditions.push(
        `(${values.map((value) => `contains(${this.name(attribute)}, ${this.value(value)})`).join(' OR ')})`,
      );
    }
    return this;
  }

  equals(attribute: string, value: unknown): this {
    this.conditions.push(`${this.name(attribute)} = ${this.value(value)}`);
    return this;
  }

  /** The attribute is one of the values (`IN`); nothing to do for no values. */
  anyOf(attribute: string, values: readonly unknown[] | undefined): this {
    if (values?.length) {
      this.conditions.push(
        `${this.name(attribute)} IN (${values.map((value) => this.value(value)).join(', ')})`,
      );
    }
    return this;
  }

  atMost(attribute: string, value: number): this {
    this.conditions.push(`${this.name(attribute)} <= ${this.value(value)}`);
    return this;
  }

  atLeast(attribute: string, value: number): this {
    this.conditions.push(`${this.name(attribute)} >= ${this.value(value)}`);
    return this;
  }

  missing(attribute: string): this {
    this.conditions.push(`attribute_not_exists(${this.name(attribute)})`);
    return this;
  }

  present(attribute: string): this {
    this.conditions.push(`attribute_exists(${this.name(attribute)})`);
    return this;
  }

  /** Absent, or at least `value` (e.g. a one-off lesson's date, today or later). */
  missingOrAtLeast(attribute: string, value: string): this {
    const name = this.name(attribute);
    this.conditions.push(`(attribute_not_exists(${name}) OR ${name} >= ${this.value(value)})`);
    return this;
  }

  /** The `FilterExpression` with its names and values (empty when no condition). */
  build(): { FilterExpression?: string; names: Record<string, string>; values: Record<string, unknown> } {
    return this.conditions.length
      ? { FilterExpression: this.conditions.join(' AND '), names: this.names, values: this.values }
      : { names: {}, values: {} };
  }
}

/** A filter's parts as `QueryCommand` input, merged with the query's own values. */
export const withFilter = (
  filter: ReturnType<FilterExpression['build']>,
  values: Record<string, unknown>,
): {
  FilterExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
} => ({
  ...(filter.FilterExpression
    ? { FilterExpression: filter.FilterExpression, ExpressionAttributeNames: filter.names }
    : {}),
  ExpressionAttributeValues: { ...values, ...filter.values },
});

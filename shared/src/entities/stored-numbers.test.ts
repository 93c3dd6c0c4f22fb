/** Numbers the API stores stay within what DynamoDB keeps (issue #13 item 7: no 500 on an odd number). */
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RENT_PRICE_MAX } from '../constants';
import { LatitudeSchema, LongitudeSchema, PriceSchema } from './common';

describe('stored numbers', () => {
  it.each([
    [LatitudeSchema, 5e-324, 0],
    [LatitudeSchema, -5e-324, 0],
    [LatitudeSchema, 50.061_947_412_345, 50.061_947_4],
    [LongitudeSchema, 19.936_856_8, 19.936_856_8],
    [LongitudeSchema, -180, -180],
    [PriceSchema(RENT_PRICE_MAX), 5e-324, 0],
    [PriceSchema(RENT_PRICE_MAX), 49.999, 50],
    [PriceSchema(RENT_PRICE_MAX), 120.5, 120.5],
  ])('%#: %d is kept as %d', (schema, value, stored) => {
    expect(v.parse(schema, value)).toBe(stored);
  });

  it.each([
    [LatitudeSchema, 90.1],
    [LongitudeSchema, -180.5],
    [PriceSchema(RENT_PRICE_MAX), 1e300],
    [PriceSchema(RENT_PRICE_MAX), RENT_PRICE_MAX + 1],
    [PriceSchema(RENT_PRICE_MAX), -1],
  ])('%#: refuses %d', (schema, value) => {
    expect(v.is(schema, value)).toBe(false);
  });
});

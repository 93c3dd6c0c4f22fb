import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LegalAcceptedSchema, validateLegalAcceptance } from './legal';

const MESSAGE = 'You must accept the Terms & Conditions and Privacy Policy to create an account';

describe('legal acceptance (spec §5)', () => {
  it.each([
    [{ termsAccepted: true, privacyAccepted: true }, true],
    [{ termsAccepted: true, privacyAccepted: false }, false],
    [{ termsAccepted: false, privacyAccepted: true }, false],
    [{}, false],
  ])('%j ok: %s', (acceptance, ok) => {
    expect(validateLegalAcceptance(acceptance)).toEqual(
      ok ? { ok, value: { termsAccepted: true, privacyAccepted: true } } : { ok, message: MESSAGE },
    );
  });

  it.each([
    [true, undefined],
    [false, MESSAGE],
    [undefined, MESSAGE],
  ])('checkbox %s → %s', (value, message) => {
    expect(v.safeParse(LegalAcceptedSchema, value).issues?.[0]?.message).toBe(message);
  });
});

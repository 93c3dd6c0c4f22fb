/** Acceptance of the Terms & Conditions and the Privacy Policy (spec §5). */
import * as v from 'valibot';
import { MESSAGES } from './messages';
import { invalid, type ValidationResult, valid } from './result';

export interface LegalAcceptance {
  termsAccepted: boolean;
  privacyAccepted: boolean;
}

/** Both documents must be accepted (a single checkbox covering both passes the same value twice). */
export const validateLegalAcceptance = (
  acceptance: Partial<LegalAcceptance>,
): ValidationResult<LegalAcceptance> =>
  acceptance.termsAccepted === true && acceptance.privacyAccepted === true
    ? valid({ termsAccepted: true, privacyAccepted: true })
    : invalid(MESSAGES.legalRequired);

/** A checkbox that must be ticked. */
export const LegalAcceptedSchema = v.literal(true, MESSAGES.legalRequired);

/** Studio forms (spec §5): name, e-mail and slug required; inviting a teacher needs an e-mail or username. */
import { validateEmail } from './email';
import { MESSAGES } from './messages';
import { invalid, type ValidationResult, valid } from './result';
import { validateStudioName } from './username';

export interface StudioRequiredFields {
  name?: string | null | undefined;
  email?: string | null | undefined;
  studioName?: string | null | undefined;
}

/**
 * Required fields first (create: 'fillReqFields'; update: 'Please fill in all required fields'),
 * then the e-mail and slug formats.
 */
export const validateStudioForm = <T extends StudioRequiredFields>(
  studio: T,
  mode: 'create' | 'update',
): ValidationResult<T> => {
  const missing = (['name', 'email', 'studioName'] as const).find((field) => !studio[field]?.trim());
  if (missing) {
    return invalid(
      mode === 'create' ? MESSAGES.studioCreateRequiredFields : MESSAGES.studioUpdateRequiredFields,
      missing,
    );
  }
  const email = validateEmail(studio.email);
  if (!email.ok) return invalid(email.message, 'email');
  const studioName = validateStudioName(studio.studioName);
  if (!studioName.ok) return invalid(studioName.message, 'studioName');
  return valid(studio);
};

/** The invite-teacher box takes an e-mail or a username; it must not be empty. */
export const validateInviteTeacherInput = (text: string | null | undefined): ValidationResult<string> => {
  const trimmed = (text ?? '').trim();
  return trimmed ? valid(trimmed) : invalid(MESSAGES.inviteTeacherEmpty);
};

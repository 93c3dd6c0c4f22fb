import { type ValidationResult, validateUsername } from '@plie/shared';
import { useEffect, useState } from 'react';
import { type HandleKind, useHandleCheck } from '../../api/queries/auth';
import { USERNAME_CHECK_DEBOUNCE_MS } from '../../config/constants';
import type { UsernameAvailability } from './signup-form';

/** One kind of handle whose availability the server answers: a username, a studio slug. */
export interface HandleCheck {
  /** Which handle the server is asked about (one cache entry per well-formed handle). */
  kind: HandleKind;
  /** The format rule; only a well-formed handle is sent to the server. */
  validate: (handle: string) => ValidationResult<string>;
}

/**
 * Asks the server whether a well-formed handle is free (spec §5), once typing pauses.
 * 'unknown' while typing, checking, or when the format is wrong (the form says why).
 * `check` is read at every render: declare it once, outside the component.
 */
export const useHandleAvailability = (
  handle: string,
  check: HandleCheck,
): { availability: UsernameAvailability; checking: boolean } => {
  const [settled, setSettled] = useState(handle);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(handle), USERNAME_CHECK_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [handle]);
  const wellFormed = check.validate(settled);
  const { data, isLoading } = useHandleCheck(check.kind, wellFormed.ok ? wellFormed.value : null);
  if (settled !== handle || !wellFormed.ok || !data) {
    return { availability: 'unknown', checking: wellFormed.ok && (settled !== handle || isLoading) };
  }
  return { availability: data.valid ? 'available' : 'taken', checking: false };
};

const USERNAME_CHECK: HandleCheck = { kind: 'username', validate: validateUsername };

/** Whether a username is free (signup, profile settings). */
export const useUsernameAvailability = (username: string) => useHandleAvailability(username, USERNAME_CHECK);

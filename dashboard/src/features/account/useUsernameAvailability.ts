import { validateUsername } from '@plie/shared';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { apiClient } from '../../api/client';
import { USERNAME_CHECK_DEBOUNCE_MS } from '../../config/constants';
import type { UsernameAvailability } from './signup-form';

/**
 * Asks the server whether a well-formed username is free (spec §5), once typing pauses.
 * 'unknown' while typing, checking, or when the format is wrong (the form says why).
 */
export const useUsernameAvailability = (
  username: string,
): { availability: UsernameAvailability; checking: boolean } => {
  const [settled, setSettled] = useState(username);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(username), USERNAME_CHECK_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [username]);
  const wellFormed = validateUsername(settled);
  const { data, isLoading } = useSWR(
    wellFormed.ok ? (['auth.checkUsername', wellFormed.value] as const) : null,
    ([, name]) => apiClient.auth.checkUsername({ body: { username: name } }),
    { keepPreviousData: false },
  );
  if (settled !== username || !wellFormed.ok || !data) {
    return { availability: 'unknown', checking: wellFormed.ok && (settled !== username || isLoading) };
  }
  return { availability: data.valid ? 'available' : 'taken', checking: false };
};

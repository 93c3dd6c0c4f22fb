/**
 * Where the app meets Plié: the origin, the client, and the types it needs, all from the published
 * `@plie/sdk` (an app cannot import Plié's private `shared` package, so the types come from the SDK's).
 */
import { createClient, type PlieClient } from '@plie/sdk';
import type { ScheduleProps } from '@plie/sdk/components';
import { useEffect, useMemo, useRef } from 'react';

/** The Plié origin: `VITE_PLIE_API`, else the local runtime's dashboard, which proxies `/api` (`npm start`). */
export const PLIE_ORIGIN = (import.meta.env.VITE_PLIE_API || 'http://127.0.0.1:5173').replace(/\/$/, '');

/** Plié's own terms and privacy policy, which a guest accepts when signing up. */
export const LEGAL_LINKS = {
  terms: `${PLIE_ORIGIN}/terms-and-conditions`,
  privacy: `${PLIE_ORIGIN}/privacy-policy`,
};

export type Language = NonNullable<ScheduleProps['language']>;
type SignedUp = Parameters<NonNullable<ScheduleProps['onSignedUp']>>;
export type Attendance = SignedUp[0];
export type Lesson = SignedUp[1];
export type Studio = Parameters<NonNullable<ScheduleProps['onStudio']>>[0];

/**
 * One client for the app's lifetime; it asks for the API's texts (the confirmation e-mails) in the
 * language the visitor chose, whenever it sends a request.
 */
export const usePlieClient = (language: Language): PlieClient => {
  const current = useRef(language);
  useEffect(() => {
    current.current = language;
  }, [language]);
  return useMemo(() => createClient({ baseUrl: PLIE_ORIGIN, getLanguage: () => current.current }), []);
};

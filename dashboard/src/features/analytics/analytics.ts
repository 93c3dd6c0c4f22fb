/**
 * Product analytics (spec §7): when a token is configured, the signed-in user is identified by
 * e-mail and their name and e-mail are set on their profile with the provider (Mixpanel's
 * ingestion API, called with `fetch`: no third-party script on the page). With no token nothing
 * is ever sent. Only the dashboard uses this module; the embeddable widgets never import it.
 */

export interface AnalyticsConfig {
  /** The project token; analytics is off without one. */
  token?: string | undefined;
  /** The provider's ingestion address (EU residency by default). */
  apiUrl?: string | undefined;
}

export interface AnalyticsUser {
  email: string;
  name: string;
}

export type Send = (url: string, body: URLSearchParams) => Promise<unknown>;

export const DEFAULT_ANALYTICS_API_URL = 'https://api-eu.mixpanel.com';

/** A beacon-like POST that outlives the page and never throws into the app. */
const sendWithFetch: Send = (url, body) =>
  fetch(url, { method: 'POST', body, keepalive: true, mode: 'cors', credentials: 'omit' }).catch(
    () => undefined,
  );

export const createAnalytics = (
  { token, apiUrl = DEFAULT_ANALYTICS_API_URL }: AnalyticsConfig,
  send = sendWithFetch,
) => {
  let identified: string | undefined;
  return {
    enabled: Boolean(token),
    /** Identifies the user by e-mail and sets `$name` and `$email`; once per user and session. */
    identify(user: AnalyticsUser) {
      if (!token) return;
      const key = `${user.email}\n${user.name}`;
      if (identified === key) return;
      identified = key;
      const update = {
        $token: token,
        $distinct_id: user.email,
        $set: { $name: user.name, $email: user.email },
      };
      void send(
        `${apiUrl.replace(/\/$/, '')}/engage`,
        new URLSearchParams({ data: JSON.stringify([update]) }),
      );
    },
    /** After logging out: the next sign-in identifies again. */
    reset() {
      identified = undefined;
    },
  };
};

/** The dashboard's analytics, configured at build time (`VITE_ANALYTICS_TOKEN`, `VITE_ANALYTICS_API_URL`). */
export const analytics = createAnalytics({
  token: import.meta.env.VITE_ANALYTICS_TOKEN,
  apiUrl: import.meta.env.VITE_ANALYTICS_API_URL,
});

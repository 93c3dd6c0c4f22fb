import { i18n } from '@lingui/core';
import { createClient } from '@plie/sdk';
import { accessTokenAtom } from '../app/access-token';
import { fetchReadEarly } from '../app/early-responses';
import { appStore } from '../app/store';

/**
 * The one API client of the dashboard. Same origin: `/api` is served (or proxied) next to
 * the app. The token is the session's (`accessTokenAtom`); the language header lets the API
 * write e-mails in the user's interface language. Images travel straight to S3 through presigned
 * POSTs (the SDK's default `uploads: 'presigned'`): a banner may be 8 MB, more than a request to
 * Lambda carries. The page's first reads may have been started early by the entry: its fetch takes
 * those responses (`app/early-responses.ts`). A page rendered on the server reads through the server's
 * fetch instead (`readOnTheServerWith`).
 */
export const apiClient = createClient({
  baseUrl: '',
  getToken: () => appStore.get(accessTokenAtom),
  getLanguage: () => i18n.locale || undefined,
  fetch: (input, init) => (serverFetch ?? fetchReadEarly)(input, init),
});

let serverFetch: typeof fetch | undefined;

/**
 * Sends the client's requests (paths under `/api`) through `fetch` while a page renders on the server
 * (ADR 0019), or back to the browser's way (`undefined`). One render at a time: the server's render
 * queues them (server-render/render-data-page.tsx), as it does for the one Lingui instance.
 */
export const readOnTheServerWith = (fetch: typeof globalThis.fetch | undefined): void => {
  serverFetch = fetch;
};

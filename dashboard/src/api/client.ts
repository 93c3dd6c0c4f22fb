import { i18n } from '@lingui/core';
import { createClient } from '@plie/sdk';
import { accessTokenAtom } from '../app/access-token';
import { fetchReadEarly } from '../app/early-reads';
import { appStore } from '../app/store';

/**
 * The one API client of the dashboard. Same origin: `/api` is served (or proxied) next to
 * the app. The token is the session's (`accessTokenAtom`); the language header lets the API
 * write e-mails in the user's interface language. Images travel straight to S3 through presigned
 * POSTs (the SDK's default `uploads: 'presigned'`): a banner may be 8 MB, more than a request to
 * Lambda carries. The page's first reads may have been started early by the entry: its fetch takes
 * those responses (`app/early-reads.ts`).
 */
export const apiClient = createClient({
  baseUrl: '',
  getToken: () => appStore.get(accessTokenAtom),
  getLanguage: () => i18n.locale || undefined,
  fetch: fetchReadEarly,
});

import { i18n } from '@lingui/core';
import { createClient } from '@plie/sdk';

/**
 * The one API client of the dashboard. Same origin: `/api` is served (or proxied) next to
 * the app. The language header lets the API write e-mails in the user's language.
 */
export const apiClient = createClient({
  baseUrl: '',
  getLanguage: () => i18n.locale || undefined,
});

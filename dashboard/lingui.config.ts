import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * Lingui catalogs of the dashboard: one `.po` file per interface language (spec §1).
 * English is the source and the fallback of every catalog, so a message not yet translated
 * shows in English rather than as an id. `npm run i18n:extract -w dashboard` refreshes them.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'ua', 'pl'],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '**/node_modules/**'],
    },
  ],
  // No line numbers in the catalogs: editing a component shouldn't touch three .po files.
  format: formatter({ lineNumbers: false }),
  orderBy: 'message',
});

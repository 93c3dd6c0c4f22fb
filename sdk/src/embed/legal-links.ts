/**
 * The addresses of the site's terms and privacy policy, which the widgets' sign-up forms link to.
 * Written as text, not read from `WEB_PATHS` (shared): that table costs the script-tag bundle
 * ~0.27 kB gzip of its 45 kB budget for two strings. `legal-links.test.ts` fails when these drift
 * from `WEB_PATHS`, so the site's routes stay the one source.
 */
export const legalLinksOf = (siteOrigin: string) => ({
  terms: `${siteOrigin}/terms-and-conditions`,
  privacy: `${siteOrigin}/privacy-policy`,
});

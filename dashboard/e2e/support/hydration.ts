import { expect, type Page } from '@playwright/test';

/** The header's sign-in link, in each interface language. */
const SIGN_IN = { en: 'Sign in', ua: 'Увійти', pl: 'Zaloguj się' } as const;

/**
 * A pre-rendered page (issue #18: `/`, the legal pages, `/developers`) is on screen, links working,
 * before its code has run; until the app has taken it over (hydrated), a click on a button or text
 * typed into a search reaches no handler. The app fills in the session as soon as it has: a
 * signed-out visitor's header gets its "Sign in" link. A test waits for it before it interacts.
 */
export const waitUntilInteractive = async (page: Page, language: keyof typeof SIGN_IN = 'en') => {
  await expect(
    page.getByRole('banner').getByRole('link', { name: SIGN_IN[language], exact: true }),
  ).toBeVisible();
};

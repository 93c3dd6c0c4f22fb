import { expect, type Page } from '@playwright/test';

/** The header's sign-in link, in each interface language. */
const SIGN_IN = { en: 'Sign in', ua: 'Увійти', pl: 'Zaloguj się' } as const;

/**
 * A pre-rendered page (issue #18: `/`, the legal pages, `/developers`) is on screen, links working,
 * before its code has run; until the app has taken it over (hydrated), a click on a button or text
 * typed into a search reaches no handler. The app fills in the session as soon as it has: a
 * signed-out visitor's header gets its "Sign in" link. A page the server rendered with its data
 * (ADR 0019) has that link already: it takes taps once the app has taken it over, when the guard's
 * class leaves `<html>`. A test waits for both before it interacts.
 */
export const waitUntilInteractive = async (page: Page, language: keyof typeof SIGN_IN = 'en') => {
  await expect(
    page.getByRole('banner').getByRole('link', { name: SIGN_IN[language], exact: true }),
  ).toBeVisible();
  await expect(page.locator('html')).not.toHaveClass(/\bplie-hydrating\b/);
};

/** Console errors and uncaught exceptions (a failed hydration reports one); failed requests aside. */
export const watchErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text()))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
};

/** Keeps the heading (`selector`) the browser parsed from the HTML, to tell later whether the app kept it. */
export const rememberParsedHeading = (page: Page, selector = 'h1') =>
  page.addInitScript((headingSelector) => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as { parsedHeading?: Element | null }).parsedHeading = document.querySelector(headingSelector);
    });
  }, selector);

/** Whether the heading the browser parsed is still the one on the page: the app hydrated it, not drew it anew. */
export const keptParsedHeading = (page: Page, selector = 'h1') =>
  page.evaluate((headingSelector) => {
    const parsed = (window as { parsedHeading?: Element | null }).parsedHeading;
    return Boolean(parsed?.isConnected) && parsed === document.querySelector(headingSelector);
  }, selector);

/**
 * How many of the elements matching `selector` React has drawn again since it hydrated them: an
 * element drawn again was given new props by its component, so the fiber React keeps on it
 * (`__reactFiber$…`, as React's own developer tools read it) and its other copy (`alternate`) hold
 * different props. A fiber only copied on the way to an update elsewhere keeps the same props.
 */
export const drawnAgainSinceHydrating = (page: Page, selector: string) =>
  page.evaluate((elements) => {
    interface Fiber {
      memoizedProps: unknown;
      alternate: Fiber | null;
    }
    let drawnAgain = 0;
    for (const element of document.querySelectorAll(elements)) {
      const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
      const fiber = key ? (element as unknown as Record<string, Fiber>)[key] : undefined;
      if (!fiber) throw new Error(`${elements}: an element React does not know`);
      if (fiber.alternate && fiber.alternate.memoizedProps !== fiber.memoizedProps) drawnAgain++;
    }
    return drawnAgain;
  }, selector);

/**
 * Waits, if the minute is about to turn, for it to have turned: a page's clock ticks on the minute
 * (its lessons' "on now" and "Today" then legitimately draw again), so a test of what a page draws
 * again after hydrating starts early in a minute.
 */
export const awayFromTheMinuteTurn = async (page: Page) => {
  const second = new Date().getSeconds();
  if (second > 35) await page.waitForTimeout((61 - second) * 1000);
};

/**
 * Keeps the props React last gave each element matching `selector` (`__reactProps$…`, which React
 * replaces whenever it draws the element again), for `drawnAgainSinceRemembered`.
 */
export const rememberDrawnProps = (page: Page, selector: string) =>
  page.evaluate((elements) => {
    const remembered = new Map<Element, unknown>();
    for (const element of document.querySelectorAll(elements)) {
      const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
      if (!key) throw new Error(`${elements}: an element React does not know`);
      remembered.set(element, (element as unknown as Record<string, unknown>)[key]);
    }
    (window as { rememberedProps?: Map<Element, unknown> }).rememberedProps = remembered;
    return remembered.size;
  }, selector);

/** How many of the elements `rememberDrawnProps` kept React has drawn again since (or removed). */
export const drawnAgainSinceRemembered = (page: Page) =>
  page.evaluate(() => {
    const remembered = (window as { rememberedProps?: Map<Element, unknown> }).rememberedProps;
    if (!remembered) throw new Error('Nothing remembered: call rememberDrawnProps first');
    let drawnAgain = 0;
    for (const [element, props] of remembered) {
      const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
      if (!element.isConnected || !key || (element as unknown as Record<string, unknown>)[key] !== props)
        drawnAgain++;
    }
    return drawnAgain;
  });

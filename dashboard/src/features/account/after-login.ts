import { webPath } from '@plie/shared';
import { ONBOARDING_REQUIRED_STORAGE_KEY } from '../../config/constants';

/** The part of `Storage` the rule needs (localStorage in the app, a map in tests). */
export type FlagStorage = Pick<Storage, 'getItem' | 'removeItem'>;

/**
 * Where a user goes on becoming logged in (spec §2 "Login", §4): to onboarding once after
 * confirming the e-mail (the flag is cleared), otherwise to their own page.
 */
export const pathAfterLogin = (user: { username: string }, storage: FlagStorage | undefined): string => {
  let onboardingRequired = false;
  try {
    onboardingRequired = storage?.getItem(ONBOARDING_REQUIRED_STORAGE_KEY) === 'true';
    if (onboardingRequired) storage?.removeItem(ONBOARDING_REQUIRED_STORAGE_KEY);
  } catch {
    // Storage unavailable: no onboarding flag can have been kept.
  }
  return onboardingRequired ? webPath.onboarding() : webPath.user({ username: user.username });
};

/** Marks that the next login should start onboarding (the e-mail confirmation page sets it). */
export const requireOnboarding = (storage: Pick<Storage, 'setItem'> | undefined): void => {
  try {
    storage?.setItem(ONBOARDING_REQUIRED_STORAGE_KEY, 'true');
  } catch {
    // Not kept: the user lands on their page instead of onboarding.
  }
};

/** localStorage, or `undefined` where the browser refuses it. */
export const browserStorage = (): Storage | undefined => {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
};

import { webPath } from '@plie/shared';
import { onboardingPath } from '../onboarding/onboarding-steps';

/** The address of a studio's page (spec §2: /studios/{studioName}). */
export const studioPagePath = (studioName: string): string => webPath.studio({ studioName });

/** Where a created studio leads (spec §2): onboarding's room step, or the studio's page. */
export const afterStudioCreated = (studioName: string, fromOnboarding: boolean): string =>
  fromOnboarding ? onboardingPath({ step: 3, role: 'studioOwner' }) : studioPagePath(studioName);

/** Where leaving the form without creating goes: back to onboarding's studio step, or the own studios. */
export const studioFormCancelPath = (fromOnboarding: boolean): string =>
  fromOnboarding ? onboardingPath({ step: 2, role: 'studioOwner' }) : webPath.studios({ filter: 'my' });

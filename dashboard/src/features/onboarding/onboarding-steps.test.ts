import { describe, expect, it } from 'vitest';
import {
  comesFromOnboarding,
  createTarget,
  landingFromOnboarding,
  onboardingPath,
  parseOnboardingQuery,
  skipTarget,
  withoutOnboardingMark,
} from './onboarding-steps';

describe('where /onboard?step=&role= stands (spec §2 "Onboarding")', () => {
  it.each([
    ['', { step: 1 }],
    ['?step=1', { step: 1 }],
    ['?step=1&role=teacher', { step: 1 }],
    ['?step=2&role=studioOwner', { step: 2, role: 'studioOwner' }],
    ['?step=3&role=studioOwner', { step: 3, role: 'studioOwner' }],
    ['?step=4&role=studioOwner', { step: 4, role: 'studioOwner' }],
    ['?role=teacher&step=4', { step: 4, role: 'teacher' }],
  ])('%j → %j', (search, expected) => {
    expect(parseOnboardingQuery(search)).toEqual(expected);
  });

  it.each([
    ['?step=0&role=studioOwner', 'a step below 1'],
    ['?step=5&role=studioOwner', 'a step above 4'],
    ['?step=2.5&role=studioOwner', 'not a whole number'],
    ['?step=two&role=studioOwner', 'not a number'],
    ['?step=%20&role=studioOwner', 'blank'],
    ['?step=2', 'no role'],
    ['?step=4&role=admin', 'an unknown role'],
    ['?step=4&role=Teacher', 'a role in the wrong case'],
    ['?step=2&role=teacher', 'a step a teacher does not have'],
    ['?step=4&role=dancer', 'a dancer has no further steps'],
  ])('%j (%s) falls back to step 1', (search) => {
    expect(parseOnboardingQuery(search)).toEqual({ step: 1 });
  });
});

describe('the buttons of a step', () => {
  it.each([
    [{ step: 1 }, '/users/ola_k'],
    [{ step: 4, role: 'teacher' }, '/users/ola_k'],
    [{ step: 2, role: 'studioOwner' }, '/users/ola_k'],
    [{ step: 3, role: 'studioOwner' }, '/studios?filter=my'],
    [{ step: 4, role: 'studioOwner' }, '/studios?filter=my'],
  ] as const)('Skip at %j goes to %s', (place, expected) => {
    expect(skipTarget(place, 'ola_k')).toBe(expected);
  });

  it.each([
    [{ step: 2, role: 'studioOwner' }, undefined, '/studios/create?from=onboard'],
    [{ step: 3, role: 'studioOwner' }, undefined, '/edit-room?from=onboard'],
    [{ step: 3, role: 'studioOwner' }, 'studio-1', '/edit-room?from=onboard&studioId=studio-1'],
    [{ step: 4, role: 'studioOwner' }, 'studio-1', '/edit-lesson?studioId=studio-1&from=onboard'],
    [{ step: 4, role: 'studioOwner' }, undefined, '/edit-lesson?from=onboard'],
    [{ step: 4, role: 'teacher' }, undefined, '/edit-lesson?teacherId=user-1&from=onboard'],
  ] as const)('Create at %j with studio %s goes to %s', (place, ownedStudioId, expected) => {
    expect(createTarget(place, { userId: 'user-1', ownedStudioId })).toBe(expected);
  });

  it('a step has one address, which reads back as the same step', () => {
    for (const place of [
      { step: 1 },
      { step: 2, role: 'studioOwner' },
      { step: 4, role: 'teacher' },
    ] as const) {
      expect(parseOnboardingQuery(onboardingPath(place).replace('/onboard', ''))).toEqual(place);
    }
  });

  it('a username is escaped in the profile address', () => {
    expect(skipTarget({ step: 1 }, 'a b')).toBe('/users/a%20b');
  });
});

describe('the page onboarding ends on, and its mark', () => {
  it('marks the landing so it shows the next steps', () => {
    expect(landingFromOnboarding('/studios/rytm_krakow')).toBe('/studios/rytm_krakow?from=onboard');
    expect(comesFromOnboarding('?from=onboard')).toBe(true);
    expect(comesFromOnboarding('?tab=rooms&from=onboard')).toBe(true);
    expect(comesFromOnboarding('?from=elsewhere')).toBe(false);
    expect(comesFromOnboarding('')).toBe(false);
  });

  it.each([
    ['?from=onboard', '/users/iryna_teacher'],
    ['?tab=groups&from=onboard', '/users/iryna_teacher?tab=groups'],
    ['?from=onboard&tab=groups&view=calendar', '/users/iryna_teacher?tab=groups&view=calendar'],
    ['', '/users/iryna_teacher'],
  ])('dropping the mark of %j keeps the rest: %s', (query, expected) => {
    expect(withoutOnboardingMark('/users/iryna_teacher', query)).toBe(expected);
  });
});

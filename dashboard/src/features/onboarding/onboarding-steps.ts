import { ONBOARDING, ONBOARDING_ROLES, type OnboardingRole, webPath } from '@plie/shared';
import { lessonFormPath } from '../../app/lesson-form-path';

/** A step of onboarding (spec §2): 1 role, 2 studio, 3 room, 4 lesson. */
export type OnboardingStep = 1 | 2 | 3 | 4;

export interface OnboardingPlace {
  step: OnboardingStep;
  /** The role picked at step 1; absent at step 1. */
  role?: OnboardingRole;
}

export const ONBOARDING_STEP_COUNT = ONBOARDING.steps;

/** The steps each role goes through after step 1: a dancer none, a teacher only the lesson. */
const STEPS_OF_ROLE: Readonly<Record<OnboardingRole, readonly OnboardingStep[]>> = {
  dancer: [],
  teacher: [4],
  studioOwner: [2, 3, 4],
};

const isOnboardingRole = (value: string | null): value is OnboardingRole =>
  (ONBOARDING_ROLES as readonly (string | null)[]).includes(value);

/**
 * Where `/onboard?step=&role=` stands. Anything that is not a step of the given role (an unknown
 * step or role, a step the role does not have, a step without a role) is step 1: never a crash.
 */
export const parseOnboardingQuery = (search: string): OnboardingPlace => {
  const query = new URLSearchParams(search);
  const stepNumber = Number(query.get('step')?.match(/^\d+$/)?.[0] ?? Number.NaN);
  const step = stepNumber >= 1 && stepNumber <= ONBOARDING_STEP_COUNT ? (stepNumber as OnboardingStep) : 1;
  const role = query.get('role');
  if (step === 1 || !isOnboardingRole(role) || !STEPS_OF_ROLE[role].includes(step)) return { step: 1 };
  return { step, role };
};

/** The address of a step. */
export const onboardingPath = ({ step, role }: OnboardingPlace): string =>
  step === 1 ? webPath.onboarding() : webPath.onboarding({ step, role });

/** Skip (spec §2): to the user's profile, or to their own studios once a studio owner is at step 3 or later. */
export const skipTarget = ({ step, role }: OnboardingPlace, username: string): string =>
  role === 'studioOwner' && step >= 3 ? webPath.studios({ filter: 'my' }) : webPath.user({ username });

/** What the Create button of a step needs to know of the user. */
export interface CreateContext {
  userId: string;
  /** The studio the user owns, once step 2 has created it. */
  ownedStudioId: string | undefined;
}

/**
 * Create (spec §2): the screen that makes the step's thing, told it comes from onboarding where
 * it returns there: the studio form (back to step 3), the room form (back to step 4), the lesson
 * form — for the owner's studio, or as the teacher's own lesson — which, once the first lesson is
 * created, leads to the studio's page or the teacher's profile.
 */
export const createTarget = ({ step, role }: OnboardingPlace, context: CreateContext): string => {
  if (step === 2) return webPath.createStudio({ from: 'onboard' });
  if (step === 3) return webPath.editRoom({ from: 'onboard', studioId: context.ownedStudioId || undefined });
  if (role === 'teacher') return lessonFormPath({ teacherId: context.userId, fromOnboarding: true });
  return lessonFormPath({ studioId: context.ownedStudioId, fromOnboarding: true });
};

/** `?from=onboard`: the page was reached from onboarding (spec §2). */
export const comesFromOnboarding = (query: string): boolean =>
  new URLSearchParams(query).get('from') === 'onboard';

/** A page reached at the end of onboarding, marked so it can show the next steps. */
export const landingFromOnboarding = (path: string): string => `${path}?from=onboard`;

/** The same address without the onboarding mark (the other parameters kept, in order). */
export const withoutOnboardingMark = (path: string, query: string): string => {
  const params = new URLSearchParams(query);
  params.delete('from');
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
};

/** Factories for tests that need studios. */
import type { TestAccount } from './accounts';
import type { TestApi } from './api';

let counter = 0;

/** `POST /api/studio` by `owner` with a fresh name and slug: the raw response. */
export const postTestStudio = (api: TestApi, owner: TestAccount, overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return api({
    method: 'POST',
    path: '/api/studio',
    headers: owner.headers,
    body: {
      name: `Test Studio ${counter}`,
      email: `studio${counter}@plie.test`,
      studioName: `s${Date.now().toString(36)}_${counter}`,
      ...overrides,
    },
  });
};

/** A studio created through the API by `owner` (unverified, as every new studio). */
export const createTestStudio = async (
  api: TestApi,
  owner: TestAccount,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; name: string; studioName: string }> => {
  const response = await postTestStudio(api, owner, overrides);
  if (response.status !== 201)
    throw new Error(`POST /api/studio → ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
};

/** Verifies (or unverifies) a studio as the platform admin. */
export const verifyTestStudio = (api: TestApi, admin: TestAccount, studioId: string, isVerified = true) =>
  api({
    path: `/api/studio/verify/${studioId}`,
    query: { isVerified: String(isVerified) },
    headers: admin.headers,
  });

import { validateStudioName } from '@plie/shared';
import { apiClient } from '../../api/client';
import { type HandleCheck, useHandleAvailability } from '../account/useUsernameAvailability';

/** The SWR key of the server's answers; the form re-asks it when a create finds the slug taken. */
export const STUDIO_NAME_CHECK_KEY = 'studios.checkStudioName';

const STUDIO_NAME_CHECK: HandleCheck = {
  key: STUDIO_NAME_CHECK_KEY,
  validate: validateStudioName,
  ask: (studioName) => apiClient.studios.checkStudioName({ body: { studioName } }),
};

/** Whether a studio slug is free (spec §5), asked live like the username's. */
export const useStudioNameAvailability = (studioName: string) =>
  useHandleAvailability(studioName, STUDIO_NAME_CHECK);

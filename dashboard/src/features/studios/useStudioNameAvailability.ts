import { validateStudioName } from '@plie/shared';
import { type HandleCheck, useHandleAvailability } from '../account/useUsernameAvailability';

/** A create or save that finds the slug taken asks about it again (`afterMutation('studios.create')`). */
const STUDIO_NAME_CHECK: HandleCheck = { kind: 'studioName', validate: validateStudioName };

/** Whether a studio slug is free (spec §5), asked live like the username's. */
export const useStudioNameAvailability = (studioName: string) =>
  useHandleAvailability(studioName, STUDIO_NAME_CHECK);

import { validateStudioName } from '@plie/shared';
import { guardOwner } from '../../db/guards';
import { studioNameGuardKey } from '../../db/keys';
import { defineHandlers } from '../../http/handler';

export const studioHandlers = defineHandlers('studios', {
  /** Valid when the slug's format is right and no studio holds it (case-insensitive guard item). */
  checkStudioName: async ({ body }) => {
    const format = validateStudioName(body.studioName);
    if (!format.ok) return { valid: false };
    return { valid: (await guardOwner(studioNameGuardKey(format.value))) === undefined };
  },
});

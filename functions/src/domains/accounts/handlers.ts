import { validateUsername } from '@plie/shared';
import { guardOwner } from '../../db/guards';
import { usernameGuardKey } from '../../db/keys';
import { defineHandlers } from '../../http/handler';

export const accountHandlers = defineHandlers('auth', {
  /** Valid when the format is right and no account holds the name (case-insensitive guard item). */
  checkUsername: async ({ body }, { user }) => {
    const format = validateUsername(body.username);
    if (!format.ok) return { valid: false };
    const owner = await guardOwner(usernameGuardKey(format.value));
    // An unchanged own value is valid (spec §5).
    return { valid: owner === undefined || (user !== undefined && owner === user.id) };
  },
});

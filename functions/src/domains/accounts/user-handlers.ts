import { randomUUID } from 'node:crypto';
import { isoDateOfInstant, normalizeEmail, validateDateOfBirth } from '@plie/shared';
import { ForbiddenError, NotFoundError, ruleValidationError } from '../../errors';
import type { AuthUser } from '../../http/handler';
import { defineHandlers, RawResponse } from '../../http/handler';
import { now } from '../../services/clock';
import { deleteStoredImages, storeImage } from '../../services/files';
import { limitDataExport } from '../../services/rate-limits';
import { deleteAccount } from '../../workflows/account-deletion';
import { dataExportFileName, exportDataOf } from '../../workflows/data-export';
import { syncLessonsOfTeacher } from '../../workflows/lesson-sync';
import { studioMembershipsOf } from '../studios/my-studios';
import { mayChangeOwnAvatar } from '../uploads/upload-rights';
import { isConfirmedAccount } from './account-standing';
import {
  getUserByEmail,
  getUserById,
  getUserByUsername,
  saveUser,
  saveUserWithNewUsername,
} from './user-repository';
import { searchUsers } from './user-search';
import { toOwnUser, toPublicUser } from './user-view';

/** Own profile only; platform admins may act on anyone's (spec §6). */
const assertMayEdit = (caller: AuthUser | undefined, userId: string) => {
  if (!caller || (caller.id !== userId && caller.role !== 'admin')) {
    throw new ForbiddenError('account.ownOnly');
  }
};

export const userHandlers = defineHandlers('users', {
  update: async ({ params, body }, { user: caller }) => {
    assertMayEdit(caller, params.id);
    const user = await getUserById(params.id);
    if (!user) throw new NotFoundError('account.notFound');
    if (body.dateOfBirth !== undefined) {
      const age = validateDateOfBirth(body.dateOfBirth, isoDateOfInstant(now()));
      if (!age.ok) throw ruleValidationError(age.message, 'dateOfBirth');
    }
    const { videos, ...fields } = body;
    const updated = {
      ...user,
      ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
      // The list is replaced as sent (validated by the contract: links, count); each video gets an id.
      ...(videos ? { videos: videos.map((video) => ({ id: randomUUID(), ...video })) } : {}),
      updatedAt: now().toISOString(),
    };
    await saveUserWithNewUsername(updated, user.username);
    await syncLessonsOfTeacher(updated);
    return { ...toOwnUser(updated), studios: await studioMembershipsOf(updated.id) };
  },

  /**
   * Deletes the account: the profile, the username and e-mail guards and every token with them;
   * the person's studio memberships and invites, and a studio they own alone; their own lessons,
   * while their studio lessons stay, taught by their name. An owner of a studio with other members
   * must hand it over first (409, nothing deleted). See workflows/account-deletion.ts.
   */
  delete: async ({ params }, { user: caller }) => {
    assertMayEdit(caller, params.id);
    const user = await getUserById(params.id);
    if (!user) throw new NotFoundError('account.notFound');
    await deleteAccount(user);
    return { success: true as const };
  },

  /**
   * "Download my data": the caller's own data only (no id in the path), as a file to save; a few a
   * day per account (a whole account's read). See workflows/data-export.ts.
   */
  exportData: async (_, { user: caller }) => {
    const user = caller && (await getUserById(caller.id));
    if (!user) throw new NotFoundError('account.notFound');
    const at = now();
    await limitDataExport(user.id, at);
    const document = await exportDataOf(user, at);
    return new RawResponse(
      200,
      {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="${dataExportFileName(user.username, at)}"`,
        'cache-control': 'no-store',
      },
      JSON.stringify(document, null, 2),
    );
  },

  /** The avatar it replaces is deleted. */
  uploadAvatar: async ({ readFile }, { user: caller }) => {
    const user = await mayChangeOwnAvatar(caller);
    const avatarUrl = await storeImage(`avatars/users/${user.id}`, await readFile());
    const updated = { ...user, photo: avatarUrl, updatedAt: now().toISOString() };
    await saveUser(updated);
    await syncLessonsOfTeacher(updated);
    await deleteStoredImages([user.photo]);
    return { avatarUrl };
  },

  /**
   * For inviting someone to a studio: only confirmed callers who run a studio (or platform admins)
   * may ask, so it is no address book for everyone, and only confirmed accounts are found (an
   * unconfirmed one may be someone else's squat on the address).
   */
  getByEmail: async ({ body }, { user: caller }) => {
    if (!caller) throw new ForbiddenError('user.lookupStudioAdminsOnly');
    if (caller.role !== 'admin') {
      const memberships = await studioMembershipsOf(caller.id);
      if (!memberships.some((membership) => membership.isAdmin))
        throw new ForbiddenError('user.lookupStudioAdminsOnly');
    }
    const user = await getUserByEmail(normalizeEmail(body.email));
    if (!user || !isConfirmedAccount(user)) throw new NotFoundError('user.notFound');
    return toPublicUser(user);
  },

  search: async ({ body }, { user: caller }) => {
    const admin = caller?.role === 'admin';
    if (body.allUsers && !admin) throw new ForbiddenError('user.listAllPlatformAdminsOnly');
    return searchUsers(body, admin);
  },

  getByUsername: async ({ params }) => {
    const user = await getUserByUsername(params.username);
    if (!user) throw new NotFoundError('resource.notFound');
    return toPublicUser(user);
  },
});

/**
 * A studio's team (spec §3 "Studio invite", "Studio teacher member"; §4 "Invite", "Role in a
 * studio"; §6): invites answered by both sides, admins, the owner's handover, leaving.
 */
import {
  type InviteStatus,
  inviteActionsForUser,
  inviteStatus,
  isOwnerInviteCurrent,
  isShownToVisitors,
  isStudioPubliclyVisible,
  type TeamRoles,
} from '@plie/shared';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
} from '../../errors';
import { type AuthUser, defineHandlers } from '../../http/handler';
import { now } from '../../services/clock';
import type { OutboxMessage } from '../../services/outbox';
import { consume } from '../../services/rate-limits';
import { releaseStudioLessonsOfTeacher } from '../../workflows/lesson-sync';
import { effectiveRole } from '../accounts/account-standing';
import { getUserById, type UserRecord } from '../accounts/user-repository';
import { listLessonsOfStudio } from '../lessons/lesson-repository';
import { joinAnsweredMessage, joinAskedMessages } from './join-request-mails';
import {
  endOpenOwnerInvites,
  getMember,
  isActiveMember,
  listMembershipsOfUser,
  listMembersOfStudio,
  type MemberRecord,
  putMember,
  removeMemberAsSeen,
} from './member-repository';
import { toStudioInvite, toStudioMember, toUserContact } from './member-view';
import { accessTo, administeredStudio, type StudioAccess, viewableStudio } from './studio-access';
import { getStudioById, getStudiosByIds, handOverStudio, type StudioRecord } from './studio-repository';
import { toStudioSummary } from './studio-view';

/** Owner first, then admins, then teachers; by name within each. */
const roleRank = (member: TeamRoles) => (member.isOwner ? 0 : member.isAdmin ? 1 : 2);

const existingUser = async (userId: string): Promise<UserRecord> => {
  const user = await getUserById(userId);
  if (!user) throw new NotFoundError('user.notFound');
  return user;
};

/** Users by id (a team is a handful of people); deleted accounts are left out. */
const usersById = async (ids: string[]): Promise<Map<string, UserRecord>> => {
  const users = await Promise.all([...new Set(ids)].map(getUserById));
  return new Map(users.flatMap((user) => (user ? [[user.id, user] as const] : [])));
};

/** A studio that is not deleted (404 otherwise). */
const liveStudio = async (studioId: string): Promise<StudioRecord> => {
  const studio = await getStudioById(studioId);
  if (!studio || studio.isDeleted) throw new NotFoundError('studio.notFound');
  return studio;
};

/** The caller administers the studio, which is not deleted (platform admins included). */
const liveAdministeredStudio = async (studioId: string, caller: AuthUser | undefined) => {
  const access = await administeredStudio(studioId, caller);
  if (access.studio.isDeleted) throw new NotFoundError('studio.notFound');
  return access;
};

const canHandOver = (access: StudioAccess) => access.isOwner || access.isPlatformAdmin;

/**
 * Saves an invite and answers it as written. Once both sides have accepted an owner's invite, the
 * studio changes hands with it — only if the owner it was made under still owns the studio (409
 * otherwise; issue #13): the previous owner stays an admin, the one-studio guard moves, and the
 * other open owner's invites end.
 */
const saveInvite = async (
  studio: StudioRecord,
  invite: MemberRecord,
  seen: MemberRecord | undefined,
  user: UserRecord,
): Promise<MemberRecord> => {
  const handsOver = inviteStatus(invite) === 'accepted' && invite.isOwner && studio.ownerId !== invite.userId;
  if (!handsOver || !seen) {
    await putMember(invite, seen, await mailsOfAnswer(studio, invite, seen));
    return invite;
  }
  const underOwnerId = invite.ownerAtInvite;
  if (!underOwnerId || !isOwnerInviteCurrent(invite, studio.ownerId))
    throw new ConflictError('invite.ownerInviteStale');
  const { ownerAtInvite, ...accepted } = invite;
  const newOwner = { ...accepted, isOwner: true, isAdmin: true };
  await handOverStudio({
    studio,
    newOwner,
    newOwnerSeen: seen,
    previousOwner: await getMember(studio.id, studio.ownerId),
    limitOnePerOwner: effectiveRole(user) !== 'admin',
    at: invite.updatedAt,
    underOwnerId,
  });
  await endOpenOwnerInvites(studio.id, newOwner.userId);
  return newOwner;
};

/**
 * The roles an invite offers; an owner's invite records who owns the studio now (it is valid
 * only under them), any other drops that record.
 */
const withOwnerTerms = (invite: MemberRecord, studio: StudioRecord): MemberRecord => {
  const { ownerAtInvite, ...rest } = invite;
  return invite.isOwner ? { ...rest, ownerAtInvite: studio.ownerId } : rest;
};

/** The studio's owner and admins: who is mailed about a request to join. */
const adminIdsOf = async (studio: StudioRecord): Promise<string[]> => [
  studio.ownerId,
  ...(await listMembersOfStudio(studio.id))
    .filter((member) => isActiveMember(member) && (member.isAdmin || member.isOwner))
    .map((member) => member.userId),
];

/**
 * The mails an invite's change causes (issue #17 item 3): the user's side given to an invite nobody
 * had answered (a teacher asking to join, or accepting a colleague's suggestion) mails the studio's
 * admins; the studio's side given to a request to join mails the teacher.
 */
const mailsOfAnswer = async (
  studio: StudioRecord,
  invite: MemberRecord,
  seen: MemberRecord | undefined,
): Promise<OutboxMessage[]> => {
  const before = seen && !seen.rejected ? inviteStatus(seen) : undefined;
  const after = inviteStatus(invite);
  const at = new Date(invite.updatedAt);
  if (after === 'awaitingStudio' && before !== 'awaitingStudio')
    return joinAskedMessages(invite, await adminIdsOf(studio), at);
  if (after === 'accepted' && before === 'awaitingStudio' && seen)
    return [joinAnsweredMessage(seen, true, at)];
  return [];
};

/**
 * A member who is not an admin suggests a colleague (issue #17 item 3): a pending invite, neither
 * side accepted, as a teacher only. An invite already there (open or rejected) is answered as it is:
 * a suggestion never changes what the studio's admins or the user decided.
 */
const suggestTeacher = async (studio: StudioRecord, user: UserRecord) => {
  const seen = await getMember(studio.id, user.id);
  if (seen && inviteStatus(seen) === 'accepted') throw new ConflictError('member.alreadyMember');
  const embedded = { user: toUserContact(user, false), studio: toStudioSummary(studio) };
  if (seen) return toStudioInvite(seen, embedded);
  const at = now().toISOString();
  const suggestion: MemberRecord = {
    studioId: studio.id,
    userId: user.id,
    isOwner: false,
    isAdmin: false,
    isTeacher: true,
    userAccepted: false,
    studioAccepted: false,
    rejected: false,
    createdAt: at,
    updatedAt: at,
  };
  await putMember(suggestion, undefined);
  return toStudioInvite(suggestion, embedded);
};

/** Not accepted on both sides (rejected ones included): what the invite lists show. */
const OPEN_STATUSES: readonly InviteStatus[] = ['pending', 'awaitingStudio', 'awaitingUser', 'rejected'];
const isOpenInvite = (member: MemberRecord) => OPEN_STATUSES.includes(inviteStatus(member));
const newestFirst = (a: MemberRecord, b: MemberRecord) => b.createdAt.localeCompare(a.createdAt);

export const studioMemberHandlers = defineHandlers('studios', {
  /** Who teaches lessons of the studio (pattern 19) decides "Teacher (no lessons)" and the public list. */
  listTeachers: async ({ params }, { user: caller }) => {
    const access = await viewableStudio(params.id, caller);
    const teacherIdsWithLessons = new Set(
      (await listLessonsOfStudio(params.id)).flatMap((lesson) =>
        lesson.teacherId ? [lesson.teacherId] : [],
      ),
    );
    const members = (await listMembersOfStudio(params.id)).filter(
      (member) =>
        isActiveMember(member) &&
        (access.isAdmin || isShownToVisitors(member, teacherIdsWithLessons.has(member.userId))),
    );
    const users = await usersById(members.map((member) => member.userId));
    return members
      .flatMap((member) => {
        const user = users.get(member.userId);
        return user ? [toStudioMember(member, user, access.isAdmin, teacherIdsWithLessons.has(user.id))] : [];
      })
      .sort((a, b) => roleRank(a) - roleRank(b) || a.user.name.localeCompare(b.user.name));
  },

  listInvites: async ({ query }, { user: caller }) => {
    await administeredStudio(query.studioId, caller);
    const invites = (await listMembersOfStudio(query.studioId)).filter(isOpenInvite).sort(newestFirst);
    const users = await usersById(invites.map((invite) => invite.userId));
    return invites.flatMap((invite) => {
      const user = users.get(invite.userId);
      return user ? [toStudioInvite(invite, { user: toUserContact(user, true) })] : [];
    });
  },

  listMyInvites: async (_, { user: caller }) => {
    if (!caller) throw new UnauthorizedError();
    const invites = (await listMembershipsOfUser(caller.id)).filter(isOpenInvite).sort(newestFirst);
    const studios = new Map(
      (await getStudiosByIds(invites.map((invite) => invite.studioId))).map((studio) => [studio.id, studio]),
    );
    return invites.flatMap((invite) => {
      const studio = studios.get(invite.studioId);
      return studio && !studio.isDeleted ? [toStudioInvite(invite, { studio: toStudioSummary(studio) })] : [];
    });
  },

  /**
   * An admin's invite: the studio's side is accepted at once; a user who asked to join is thereby
   * accepted. A member who is not an admin suggests a teacher: a pending invite (issue #17 item 3).
   */
  inviteTeacher: async ({ params, body }, { user: caller }) => {
    if (body.studioId !== undefined && body.studioId !== params.id)
      throw new ValidationError('member.studioMismatch', { studioId: 'member.studioMismatch' });
    const access = await accessTo(await liveStudio(params.id), caller);
    if (!access.isAdmin) {
      if (!access.member) throw new ForbiddenError('studio.notAllowed');
      if (body.isAdmin || body.isOwner) throw new ForbiddenError('invite.suggestTeachersOnly');
      return suggestTeacher(access.studio, await existingUser(body.userId));
    }
    if (body.isOwner && !canHandOver(access)) throw new ForbiddenError('member.onlyOwnerHandsOver');
    const user = await existingUser(body.userId);
    const seen = await getMember(params.id, user.id);
    if (seen && inviteStatus(seen) === 'accepted') throw new ConflictError('member.alreadyMember');
    const at = now().toISOString();
    const roles = { isAdmin: body.isAdmin, isOwner: body.isOwner, isTeacher: true };
    const invite: MemberRecord =
      seen && !seen.rejected
        ? { ...seen, ...roles, studioAccepted: true, updatedAt: at }
        : {
            studioId: params.id,
            userId: user.id,
            ...roles,
            userAccepted: false,
            studioAccepted: true,
            rejected: false,
            createdAt: at,
            updatedAt: at,
          };
    const saved = await saveInvite(access.studio, withOwnerTerms(invite, access.studio), seen, user);
    return toStudioInvite(saved, { user: toUserContact(user, true), studio: toStudioSummary(access.studio) });
  },

  /**
   * A teacher asks to join a studio shown to visitors (issue #17 item 3): awaiting the studio, its
   * admins mailed. Asking again while the request is open answers it unchanged; asking when the
   * studio invited them accepts that invite; after a rejection or a removal it is a new request.
   */
  askToJoin: async ({ params, body }, { user: caller }) => {
    if (!caller) throw new UnauthorizedError();
    const user = await existingUser(caller.id);
    if (!user.isTeacher) throw new ForbiddenError('invite.teachersOnly');
    const studio = await getStudioById(params.id);
    if (!studio || !isStudioPubliclyVisible(studio)) throw new NotFoundError('studio.notFound');
    const seen = await getMember(studio.id, user.id, { consistent: true });
    const status = seen && inviteStatus(seen);
    if (status === 'accepted') throw new ConflictError('member.alreadyMember');
    const embedded = { user: toUserContact(user, true), studio: toStudioSummary(studio) };
    if (seen && status === 'awaitingStudio') return toStudioInvite(seen, embedded);
    await consume('askToJoin', user.id);
    const at = now().toISOString();
    const note = body.message ? { message: body.message } : {};
    const request: MemberRecord =
      seen && status !== 'rejected'
        ? { ...seen, ...note, userAccepted: true, updatedAt: at }
        : {
            studioId: studio.id,
            userId: user.id,
            isOwner: false,
            isAdmin: false,
            isTeacher: true,
            userAccepted: true,
            studioAccepted: false,
            rejected: false,
            ...note,
            createdAt: at,
            updatedAt: at,
          };
    return toStudioInvite(await saveInvite(studio, request, seen, user), embedded);
  },

  updateAdmin: async ({ body }, { user: caller }) => {
    if (!body.isOwner && body.isAdmin === undefined) throw new ValidationError('member.roleMissing');
    if (body.isOwner && body.isAdmin === false) throw new ValidationError('member.ownerIsAdmin');
    const access = await liveAdministeredStudio(body.studioId, caller);
    if (body.userId === caller?.id) throw new ForbiddenError('member.ownRole');
    if (body.isOwner && !canHandOver(access)) throw new ForbiddenError('member.onlyOwnerHandsOver');
    const seen = await getMember(body.studioId, body.userId);
    if (!seen) throw new NotFoundError('member.notFound');
    if (inviteStatus(seen) !== 'accepted') throw new ConflictError('member.notJoinedYet');
    const user = await existingUser(body.userId);
    const at = now().toISOString();
    if (body.isOwner) {
      if (access.studio.ownerId === seen.userId) return toStudioMember(seen, user, true);
      const handover = withOwnerTerms({ ...seen, isOwner: true, updatedAt: at }, access.studio);
      return toStudioMember(await saveInvite(access.studio, handover, seen, user), user, true);
    }
    if (seen.isOwner) throw new ConflictError('member.ownerIsAdmin');
    const changed = { ...seen, isAdmin: Boolean(body.isAdmin), updatedAt: at };
    await putMember(changed, seen);
    return toStudioMember(changed, user, true);
  },

  /**
   * Studio admins remove anyone but the owner; a user may leave (or withdraw a request) themself.
   * The studio's lessons they taught stay, taught by their name (issue #13).
   */
  removeMember: async ({ params }, { user: caller }) => {
    const studio = await getStudioById(params.studioId);
    if (!studio) throw new NotFoundError('studio.notFound');
    if (caller?.id !== params.userId) await administeredStudio(params.studioId, caller);
    const seen = await getMember(params.studioId, params.userId);
    if (!seen) throw new NotFoundError('invite.notFound');
    if (seen.isOwner || studio.ownerId === seen.userId) throw new ConflictError('member.ownerHandsOver');
    // An admin refusing a request to join tells the teacher; a teacher withdrawing it tells nobody.
    const refused = caller?.id !== seen.userId && inviteStatus(seen) === 'awaitingStudio';
    // The rights go with the membership at once; the studio keeps the lessons, taught by the name.
    await removeMemberAsSeen(seen, refused ? [joinAnsweredMessage(seen, false, now())] : []);
    const teacher = await getUserById(seen.userId);
    await releaseStudioLessonsOfTeacher(studio.id, { id: seen.userId, name: teacher?.name });
    return { success: true as const };
  },

  /** The invited user accepts their side; a studio admin the studio's side (a request to join). */
  acceptInvite: async ({ body }, { user: caller }) => {
    const studio = await liveStudio(body.studioId);
    const access = await accessTo(studio, caller);
    const side = caller?.id === body.userId ? 'userAccepted' : access.isAdmin ? 'studioAccepted' : undefined;
    if (!side) throw new ForbiddenError('invite.notYours');
    const seen = await getMember(studio.id, body.userId);
    if (!seen) throw new NotFoundError('invite.notFound');
    if (seen.rejected) throw new ConflictError('invite.rejected');
    if (side === 'studioAccepted' && seen.isOwner && !canHandOver(access))
      throw new ForbiddenError('member.onlyOwnerHandsOver');
    const user = await existingUser(body.userId);
    const answered = { ...seen, [side]: true, updatedAt: now().toISOString() };
    // The studio's consent to an owner's invite is given under the owner of now.
    const accepted = await saveInvite(
      studio,
      side === 'studioAccepted' ? withOwnerTerms(answered, studio) : answered,
      seen,
      user,
    );
    return toStudioInvite(accepted, { user: toUserContact(user, true), studio: toStudioSummary(studio) });
  },

  rejectInvite: async ({ body }, { user: caller }) => {
    if (caller?.id !== body.userId) throw new ForbiddenError('invite.onlyInvitedUserRejects');
    const seen = await getMember(body.studioId, body.userId);
    const studio = seen && (await getStudioById(body.studioId));
    if (!seen || !studio) throw new NotFoundError('invite.notFound');
    if (!seen.rejected && !inviteActionsForUser(seen).canReject)
      throw new ConflictError('invite.alreadyAccepted');
    const rejected = { ...seen, rejected: true, updatedAt: now().toISOString() };
    await putMember(rejected, seen);
    return toStudioInvite(rejected, { studio: toStudioSummary(studio) });
  },
});

import { isLanguage, isoDateInTimeZone, validateGroupJoin } from '@plie/shared';
import { ConflictError, ForbiddenError, NotFoundError, ruleValidationError } from '../../errors';
import { type AuthUser, defineHandlers, RawResponse } from '../../http/handler';
import { now } from '../../services/clock';
import { limitBookingOfClass, limitMailsTo } from '../../services/rate-limits';
import { bookingAccountOf } from '../accounts/caller-account';
import { viewableStudio } from '../studios/studio-access';
import { mayManageGroup, mayManageMembers } from './group-access';
import { createGroupOfLessons, deleteGroup } from './group-lifecycle';
import { listMembersOfGroup, membershipsOfUser, requireMember } from './group-member-repository';
import {
  type GroupRecord,
  groupsByIds,
  listGroupsOfStudio,
  listGroupsOfTeacher,
  requireGroup,
} from './group-repository';
import {
  groupTimeZone,
  lessonsOfGroup,
  lessonsOfGroups,
  toGroupMember,
  toLessonGroup,
  visibleLessons,
} from './group-view';
import { leaveGroup, leaveGroupByLink, leftAlready } from './leaving';
import { changeExpiration, joinGroup } from './membership';

/** The group and its lessons, if the caller may manage its members (403 otherwise). */
const managedMembersOf = async (groupId: string, caller: AuthUser | undefined) => {
  const group = await requireGroup(groupId);
  const lessons = await lessonsOfGroup(group);
  if (!(await mayManageMembers(group, lessons, caller))) throw new ForbiddenError('group.membersNotAllowed');
  return { group, lessons };
};

/** Groups as a list shows them: every lesson to those who manage it, else the public ones (groups without any left out). */
const listed = async (groups: GroupRecord[], seesAll: (group: GroupRecord) => boolean) => {
  const lessonsOf = await lessonsOfGroups(groups);
  return groups.flatMap((group) => {
    const lessons = visibleLessons(lessonsOf(group), seesAll(group));
    return lessons.length > 0 || seesAll(group) ? [toLessonGroup(group, lessons)] : [];
  });
};

export const groupHandlers = defineHandlers('groups', {
  create: async ({ body }, { user }) => {
    const { group, lessons } = await createGroupOfLessons(body, user!, now());
    return toLessonGroup(group, lessons);
  },

  get: async ({ params }, { user }) => {
    const group = await requireGroup(params.id);
    const lessons = await lessonsOfGroup(group);
    const seesAll = await mayManageMembers(group, lessons, user);
    const visible = visibleLessons(lessons, seesAll);
    if (visible.length === 0 && !seesAll) throw new NotFoundError('group.notFound');
    return { group: toLessonGroup(group, visible) };
  },

  delete: async ({ params }, { user }) => {
    // A deletion cut short left a tombstone: deleting again finishes it.
    const group = await requireGroup(params.id, { includeDeleting: true });
    if (!(await mayManageGroup(group, user))) throw new ForbiddenError('group.notAllowed');
    await deleteGroup(group, now());
    return { success: true as const };
  },

  listForStudio: async ({ params }, { user }) => {
    const access = await viewableStudio(params.studioId, user);
    return listed(await listGroupsOfStudio(params.studioId), () => access.isAdmin);
  },

  listForTeacher: async ({ params }, { user }) => {
    const seesAll = Boolean(user && (user.id === params.teacherId || user.role === 'admin'));
    return listed(await listGroupsOfTeacher(params.teacherId), () => seesAll);
  },

  listMine: async (_, { user }) => {
    const active = (await membershipsOfUser(user!.id)).filter((member) => !member.isDeleted);
    const groups = await groupsByIds(active.map((member) => member.groupId));
    const lessonsOf = await lessonsOfGroups(groups);
    return groups
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((group) => toLessonGroup(group, lessonsOf(group)));
  },

  listMembers: async ({ params }, { user }) => {
    const { group } = await managedMembersOf(params.id, user);
    return (await listMembersOfGroup(group.id)).map(toGroupMember);
  },

  join: async ({ body }, { user: caller, language, event }) => {
    if (body.userId && body.userId !== caller?.id) throw new ForbiddenError('group.onlyYourself');
    const account = body.userId ? await bookingAccountOf(body.userId, caller) : undefined;
    const group = await requireGroup(body.groupId);
    const lessons = await lessonsOfGroup(group);
    const manages = await mayManageMembers(group, lessons, caller);
    if (visibleLessons(lessons, manages).length === 0) throw new NotFoundError('group.notFound');
    const at = now();
    const checked = validateGroupJoin(body, {
      today: isoDateInTimeZone(at, groupTimeZone(lessons)),
      isAnonymous: !account,
    });
    if (!checked.ok) {
      throw ruleValidationError(checked.message, checked.field);
    }
    // Floods, as for a lesson's sign-up: others joined from one address, mails to an address that did not ask.
    const forSelf = checked.value.email === account?.email.toLowerCase();
    if (!forSelf && !manages) await limitBookingOfClass(group.id, event, at);
    if (!forSelf) await limitMailsTo(checked.value.email, at);
    const outcome = await joinGroup(
      group,
      lessons,
      {
        ...checked.value,
        userId: account?.id,
        ...(account
          ? { user: { username: account.username, ...(account.photo ? { photo: account.photo } : {}) } }
          : {}),
        language: account?.language && isLanguage(account.language) ? account.language : language,
        ...(account ? {} : { legalAcceptedAt: at.toISOString() }),
      },
      at,
    );
    // A repeated join changes nothing. Only that member (signed in) and who manages the group see the
    // member as they are (200); anyone else learns no more than that the e-mail is in (409).
    if (!outcome.created) {
      const ownMembership = Boolean(caller && outcome.member.userId === caller.id);
      if (!ownMembership && !manages) throw new ConflictError('group.alreadyMember');
      return new RawResponse(
        200,
        { 'content-type': 'application/json; charset=utf-8' },
        JSON.stringify(toGroupMember(outcome.member)),
      );
    }
    return { ...toGroupMember(outcome.member), booking: outcome.booking };
  },

  updateMember: async ({ params, body }, { user }) => {
    const { group, lessons } = await managedMembersOf(params.groupId, user);
    const member = await requireMember(group.id, body.id);
    if (member.isDeleted) throw new ConflictError('group.memberLeft');
    return toGroupMember(await changeExpiration(member, group, lessons, body.expirationDate, now()));
  },

  removeMember: async ({ params }, { user }) => {
    const { group, lessons } = await managedMembersOf(params.id, user);
    const member = await requireMember(group.id, params.memberId);
    // A removal cut short before its cancellations finishes them when repeated.
    if (leftAlready(await leaveGroup(member, group, lessons, now())))
      throw new ConflictError('group.alreadyLeft');
    return { success: true as const };
  },

  leave: async ({ params }, { user }) => {
    const group = await requireGroup(params.id);
    const memberships = await membershipsOfUser(user!.id, group.id);
    if (memberships.length === 0) throw new NotFoundError('group.notAMember');
    const lessons = await lessonsOfGroup(group);
    // Ended memberships too: a leave cut short before its cancellations finishes them when repeated.
    const outcomes = [];
    for (const member of memberships) outcomes.push(await leaveGroup(member, group, lessons, now()));
    if (outcomes.every(leftAlready)) throw new NotFoundError('group.notAMember');
    return { success: true as const };
  },

  leaveByToken: async ({ params }) => {
    const { alreadyDone } = await leaveGroupByLink(params.token, now());
    return { success: true as const, ...(alreadyDone ? { alreadyDone: true as const } : {}) };
  },
});

/**
 * Demo studios of the local runtime (JOURNEYS.md "Demo data"): verified studios in Kraków,
 * Warsaw, Wrocław, Kyiv, Lviv and Berlin with rooms and teachers, one hidden and one awaiting
 * verification (fixtures/teachers.json, fixtures/studios.json). Written through the same
 * repositories as the API, so every key and guard is real.
 */
import { randomUUID } from 'node:crypto';
import { createUser, getUserByEmail, type UserRecord } from '../domains/accounts/user-repository';
import { saveRoom } from '../domains/rooms/room-repository';
import { getMember, type MemberRecord, saveMember } from '../domains/studios/member-repository';
import {
  createStudio,
  getStudioBySlug,
  type StudioRecord,
  saveStudio,
} from '../domains/studios/studio-repository';
import type { DemoStudio } from './demo-fixture-schemas';
import { DEMO_FIXTURES } from './demo-fixtures';

/** Teachers with Polish and Ukrainian names (confirmed accounts; the demo password). */
export const DEMO_TEACHERS: ReadonlyArray<{ name: string; username: string; email: string; about: string }> =
  DEMO_FIXTURES.teachers.teachers;

const { studios: DEMO_STUDIOS, pendingInvite: PENDING_INVITE } = DEMO_FIXTURES.studios;

const member = (
  studioId: string,
  userId: string,
  roles: Partial<MemberRecord>,
  at: string,
): MemberRecord => ({
  studioId,
  userId,
  isOwner: false,
  isAdmin: false,
  isTeacher: true,
  userAccepted: true,
  studioAccepted: true,
  rejected: false,
  createdAt: at,
  updatedAt: at,
  ...roles,
});

const seedTeachers = async (passwordHash: string, at: string) => {
  for (const teacher of DEMO_TEACHERS) {
    if (await getUserByEmail(teacher.email)) continue;
    const user: UserRecord = {
      id: randomUUID(),
      ...teacher,
      passwordHash,
      dateOfBirth: DEMO_FIXTURES.teachers.dateOfBirth,
      isTeacher: true,
      isAnonymous: false,
      isEmailConfirmed: true,
      role: 'user',
      tokenVersion: 1,
      termsAcceptedAt: at,
      privacyAcceptedAt: at,
      createdAt: at,
      updatedAt: at,
    };
    await createUser(user);
  }
};

const userId = async (email: string) => {
  const user = await getUserByEmail(email);
  if (!user) throw new Error(`Demo data: no account ${email}`);
  return user.id;
};

const seedStudio = async (demo: DemoStudio, at: string) => {
  if (await getStudioBySlug(demo.studioName)) return;
  const { owner, teachers, rooms, status, countryCode, currency, ...fields } = demo;
  const ownerId = await userId(owner);
  const studio: StudioRecord = {
    id: randomUUID(),
    ...fields,
    email: `hello@${demo.studioName.replace(/_/g, '-')}.example.com`,
    videos: [],
    isVerified: status !== 'unverified',
    isHidden: status === 'hidden',
    isDeleted: false,
    ownerId,
    createdAt: at,
    updatedAt: at,
    version: 0,
  };
  // Demo owners each own one studio, so the one-studio guard holds for them too.
  await createStudio(
    studio,
    member(studio.id, ownerId, { isOwner: true, isAdmin: true, isTeacher: false }, at),
    true,
  );
  for (const [index, email] of teachers.entries()) {
    await saveMember(member(studio.id, await userId(email), { isAdmin: index === 0 }, at));
  }
  for (const room of rooms) {
    await saveRoom({
      id: randomUUID(),
      studioId: studio.id,
      name: room.name,
      capacity: room.capacity,
      ...(room.rentPrice ? { rentPrice: room.rentPrice, rentCurrency: currency } : {}),
      address: room.address,
      countryCode,
      createdAt: at,
      updatedAt: at,
    });
  }
  // The studio's city is its first room's: it enters that city's public search.
  await saveStudio({ ...studio, countryCode, city: rooms[0]!.address.city });
};

/** Teachers, studios with rooms and teams, and one pending invite. Idempotent. */
export const seedDemoStudios = async (passwordHash: string): Promise<void> => {
  const at = new Date().toISOString();
  await seedTeachers(passwordHash, at);
  for (const studio of DEMO_STUDIOS) await seedStudio(studio, at);
  const invited = await getStudioBySlug(PENDING_INVITE.studio);
  const teacherId = await userId(PENDING_INVITE.teacher);
  if (invited && !(await getMember(invited.id, teacherId))) {
    await saveMember(member(invited.id, teacherId, { userAccepted: false }, at));
  }
};

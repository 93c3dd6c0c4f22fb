/**
 * A demo group (JOURNEYS.md "Demo data": "a few groups with members"): Rytm Dance Studio's last two
 * lessons of the week as a course (named after the first and its teacher), with two guests who
 * joined it, booked through the same code as a join (fixtures/groups.json). Idempotent: a studio
 * with groups gets none.
 */
import { getUserByEmail } from '../domains/accounts/user-repository';
import { createGroupOfLessons } from '../domains/groups/group-lifecycle';
import { listGroupsOfStudio } from '../domains/groups/group-repository';
import { joinGroup } from '../domains/groups/membership';
import { listLessonsOfStudio } from '../domains/lessons/lesson-repository';
import { getStudioBySlug } from '../domains/studios/studio-repository';
import { DEMO_FIXTURES } from './demo-fixtures';

const { studio: STUDIO, owner: OWNER, courseLessons, language, members: MEMBERS } = DEMO_FIXTURES.groups;

export const seedDemoGroups = async (): Promise<void> => {
  const studio = await getStudioBySlug(STUDIO);
  const owner = await getUserByEmail(OWNER);
  if (!studio || !owner || (await listGroupsOfStudio(studio.id)).length > 0) return;
  const course = (await listLessonsOfStudio(studio.id))
    .filter((lesson) => !lesson.groupId && !lesson.isClosedGroup && lesson.room)
    .slice(-courseLessons);
  if (course.length < courseLessons) return;
  const at = new Date();
  const { group, lessons } = await createGroupOfLessons(
    { studioId: studio.id, lessonIds: course.map((lesson) => lesson.id) },
    { id: owner.id, role: 'user', isEmailConfirmed: true },
    at,
  );
  const today = at.toISOString().slice(0, 10);
  for (const member of MEMBERS) {
    await joinGroup(
      group,
      lessons,
      { ...member, joinStarting: today, language, legalAcceptedAt: at.toISOString() },
      at,
    );
  }
};

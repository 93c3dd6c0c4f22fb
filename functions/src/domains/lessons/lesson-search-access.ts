/**
 * Who sees the lessons of a search that are not public — a hidden, unverified or deleted studio's,
 * an unlisted teacher's own (spec §6): only a caller who may manage every lesson the searched
 * partitions hold, so a studio's schedule tab shows its admins the whole schedule and a teacher's
 * tab shows them all their lessons. That is a platform admin; the admins of every searched studio,
 * or of the studios of every searched room; a teacher searching only their own lessons. Anyone
 * else gets public lessons only, and a city search is public-only whoever asks (its keys are
 * sparse: only public lessons are in them).
 */
import type { LessonSearch } from '@plie/shared';
import type { AuthUser } from '../../http/handler';
import { getRoomById } from '../rooms/room-repository';
import { accessTo } from '../studios/studio-access';
import { getStudiosByIds } from '../studios/studio-repository';

/** Which partitions a search reads (docs/data-model.md patterns 19–24). */
export type SearchSource = 'room' | 'studio' | 'teacher' | 'city';

/** Whether the caller is an admin (or owner) of each of these studios; false if one doesn't exist. */
const administersEvery = async (studioIds: readonly string[], caller: AuthUser): Promise<boolean> => {
  const wanted = [...new Set(studioIds)];
  const studios = await getStudiosByIds(wanted);
  if (wanted.length === 0 || studios.length < wanted.length) return false;
  const access = await Promise.all(studios.map((studio) => accessTo(studio, caller)));
  return access.every((studio) => studio.isAdmin);
};

export const managesEverySearchedLesson = async (
  search: Pick<LessonSearch, 'studioIds' | 'teachers' | 'roomIds'>,
  source: SearchSource,
  caller: AuthUser | undefined,
): Promise<boolean> => {
  if (!caller || source === 'city') return false;
  if (caller.role === 'admin') return true;
  switch (source) {
    case 'teacher':
      return (search.teachers ?? []).every((teacherId) => teacherId === caller.id);
    case 'studio':
      return administersEvery(search.studioIds ?? [], caller);
    case 'room': {
      const rooms = await Promise.all([...new Set(search.roomIds)].map(getRoomById));
      const studioIds = rooms.map((room) => room?.studioId);
      if (!studioIds.every((id): id is string => Boolean(id))) return false;
      return administersEvery(studioIds, caller);
    }
  }
};

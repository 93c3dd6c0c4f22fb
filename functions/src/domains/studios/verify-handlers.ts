import { NotFoundError } from '../../errors';
import { defineHandlers } from '../../http/handler';
import { now } from '../../services/clock';
import { syncLessonsOfStudio } from '../../workflows/lesson-sync';
import { getStudioById, saveStudio } from './studio-repository';
import { toStudio } from './studio-view';

/** Studio verification (spec §4): a platform admin's call, served by the admin function. */
export const studioVerificationHandlers = defineHandlers('studios', {
  verify: async ({ params, query }) => {
    const studio = await getStudioById(params.id);
    if (!studio || studio.isDeleted) throw new NotFoundError('studio.notFound');
    const updated = { ...studio, isVerified: query.isVerified, updatedAt: now().toISOString() };
    await saveStudio(updated);
    await syncLessonsOfStudio(updated);
    return toStudio(updated, { isAdmin: true });
  },
});

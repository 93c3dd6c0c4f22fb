import { defineHandlers } from '../../http/handler';
import { viewableStudio } from '../studios/studio-access';
import { listStyles } from './style-repository';

/**
 * GET /api/style/studio/{id}: the styles of a studio's lessons, by name — the studio's
 * `styleIds` facet (kept by the lesson domain, also used by the studio search) named from the
 * catalogue. Served by the lessons function, like the other lesson reads.
 */
export const studioStyleHandlers = defineHandlers('studios', {
  listStyles: async ({ params }, { user }) => {
    const { studio } = await viewableStudio(params.id, user);
    const taught = new Set(studio.styleIds ?? []);
    if (taught.size === 0) return [];
    return (await listStyles()).filter((style) => taught.has(style.id));
  },
});

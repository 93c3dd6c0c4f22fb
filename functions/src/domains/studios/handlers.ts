import { randomUUID } from 'node:crypto';
import { type StudioUpdate, type Video, validateStudioName } from '@plie/shared';
import { guardOwner } from '../../db/guards';
import { studioNameGuardKey } from '../../db/keys';
import { NotFoundError, UnauthorizedError } from '../../errors';
import { defineHandlers } from '../../http/handler';
import { now } from '../../services/clock';
import { deleteStoredImages, storeImage } from '../../services/files';
import { syncLessonsOfStudio } from '../../workflows/lesson-sync';
import { deleteStudio } from '../../workflows/studio-deletion';
import { listRoomsOfStudio } from '../rooms/room-repository';
import { toRoom } from '../rooms/room-view';
import { mayChangeStudioImages } from '../uploads/upload-rights';
import type { MemberRecord } from './member-repository';
import {
  accessTo,
  administeredStudio,
  checkViewable,
  deletableStudio,
  ownedStudio,
  viewableStudio,
} from './studio-access';
import {
  createStudio,
  getStudioBySlug,
  type StudioRecord,
  saveStudio,
  saveStudioWithNewSlug,
} from './studio-repository';
import { searchStudios } from './studio-search';
import { toStudio } from './studio-view';

const withIds = (videos: { title: string; link: string }[] | undefined): Video[] =>
  (videos ?? []).map((video) => ({ id: randomUUID(), ...video }));

/** Optional texts sent empty are removed; the rest of the change is applied as sent. */
const OPTIONAL_TEXTS = ['instagram', 'link', 'about'] as const;
const applyUpdate = (studio: StudioRecord, change: StudioUpdate, at: string): StudioRecord => {
  const { videos, ...fields } = change;
  const updated: StudioRecord = {
    ...studio,
    ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
    ...(videos ? { videos: withIds(videos) } : {}),
    updatedAt: at,
  };
  for (const key of OPTIONAL_TEXTS) if (updated[key] === '') delete updated[key];
  return updated;
};

export const studioHandlers = defineHandlers('studios', {
  /** Valid when the slug's format is right and no studio holds it (case-insensitive guard item). */
  checkStudioName: async ({ body }) => {
    const format = validateStudioName(body.studioName);
    if (!format.ok) return { valid: false };
    return { valid: (await guardOwner(studioNameGuardKey(format.value))) === undefined };
  },

  create: async ({ body }, { user: caller }) => {
    if (!caller) throw new UnauthorizedError();
    const at = now().toISOString();
    const { videos, ...fields } = body;
    const studio: StudioRecord = {
      id: randomUUID(),
      ...fields,
      videos: withIds(videos),
      isVerified: false,
      isHidden: false,
      isDeleted: false,
      ownerId: caller.id,
      createdAt: at,
      updatedAt: at,
      version: 0,
    };
    for (const key of OPTIONAL_TEXTS) if (studio[key] === '') delete studio[key];
    const owner: MemberRecord = {
      studioId: studio.id,
      userId: caller.id,
      isOwner: true,
      isAdmin: true,
      isTeacher: false,
      userAccepted: true,
      studioAccepted: true,
      rejected: false,
      createdAt: at,
      updatedAt: at,
    };
    await createStudio(studio, owner, caller.role !== 'admin');
    return toStudio(studio, { isOwner: true, isAdmin: true });
  },

  get: async ({ params }, { user }) => {
    const access = await viewableStudio(params.id, user);
    return toStudio(access.studio, access);
  },

  /** With its rooms (the studio page's header, rooms tab and lesson form). */
  getByStudioName: async ({ params }, { user }) => {
    const studio = await getStudioBySlug(params.studioName);
    if (!studio) throw new NotFoundError('studio.notFound');
    const access = checkViewable(await accessTo(studio, user));
    const rooms = await listRoomsOfStudio(studio.id);
    return {
      ...toStudio(studio, access),
      rooms: rooms.map((room) => toRoom(room, undefined, { withRent: access.isAdmin })),
    };
  },

  update: async ({ params, body }, { user }) => {
    const access = await administeredStudio(params.id, user);
    const updated = applyUpdate(access.studio, body, now().toISOString());
    await saveStudioWithNewSlug(updated, access.studio.studioName);
    await syncLessonsOfStudio(updated);
    return toStudio(updated, access);
  },

  /**
   * Soft delete (spec §3 isDeleted): its lessons leave search, it leaves search, its images are
   * deleted. Idempotent: the same DELETE again finishes a delete cut short, and answers success.
   */
  delete: async ({ params }, { user }) => {
    const access = await deletableStudio(params.id, user);
    await deleteStudio(access.studio, now().toISOString());
    return { success: true as const };
  },

  setVisibility: async ({ params, body }, { user }) => {
    const access = await ownedStudio(params.id, user);
    const updated = { ...access.studio, isHidden: body.isHidden, updatedAt: now().toISOString() };
    await saveStudio(updated);
    await syncLessonsOfStudio(updated);
    return toStudio(updated, access);
  },

  search: async ({ body }, { user }) => searchStudios(body, user),

  /** The logo it replaces is deleted. */
  uploadAvatar: async ({ params, readFile }, { user }) => {
    const access = await mayChangeStudioImages(params.id, user);
    const avatarUrl = await storeImage(`studios/${params.id}/avatar`, await readFile());
    await syncLessonsOfStudio(
      await saveStudio({ ...access.studio, photo: avatarUrl, updatedAt: now().toISOString() }),
    );
    await deleteStoredImages([access.studio.photo]);
    return { avatarUrl };
  },

  /** The banner it replaces is deleted. */
  uploadBanner: async ({ params, readFile }, { user }) => {
    const access = await mayChangeStudioImages(params.id, user);
    const bannerUrl = await storeImage(`studios/${params.id}/banner`, await readFile());
    await saveStudio({ ...access.studio, banner: bannerUrl, updatedAt: now().toISOString() });
    await deleteStoredImages([access.studio.banner]);
    return { bannerUrl };
  },
});

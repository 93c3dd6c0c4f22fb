/**
 * Who may change which image (spec §6), in one place: the upload endpoints check these before
 * they read a file, and `uploads.presign` checks the same before it signs an upload for it.
 * Each answers the record whose image it is.
 */
import type { UploadTarget } from '@plie/shared';
import { NotFoundError, ValidationError } from '../../errors';
import type { AuthUser } from '../../http/handler';
import { getUserById, type UserRecord } from '../accounts/user-repository';
import { type RoomRecord, requireRoom } from '../rooms/room-repository';
import { administeredStudio, type StudioAccess } from '../studios/studio-access';

/** One's own avatar: any signed-in user whose account exists. */
export const mayChangeOwnAvatar = async (caller: AuthUser | undefined): Promise<UserRecord> => {
  const user = caller && (await getUserById(caller.id));
  if (!user) throw new NotFoundError('account.notFound');
  return user;
};

/** A studio's logo and banner: its admins (owner, studio admins, platform admins). */
export const mayChangeStudioImages = (
  studioId: string,
  caller: AuthUser | undefined,
): Promise<StudioAccess> => administeredStudio(studioId, caller);

/** A room's photo: the admins of its studio. */
export const mayChangeRoomPhoto = async (
  roomId: string,
  caller: AuthUser | undefined,
): Promise<RoomRecord> => {
  const room = await requireRoom(roomId);
  await administeredStudio(room.studioId, caller);
  return room;
};

const requireId = (id: string | undefined): string => {
  if (!id) throw new ValidationError('upload.idRequired', { id: 'upload.idRequired' });
  return id;
};

/** The check of each presigned upload target (the id: the studio's or the room's). */
export const UPLOAD_RIGHTS: Record<
  UploadTarget,
  (id: string | undefined, caller: AuthUser | undefined) => Promise<unknown>
> = {
  userAvatar: (_id, caller) => mayChangeOwnAvatar(caller),
  studioAvatar: (id, caller) => mayChangeStudioImages(requireId(id), caller),
  studioBanner: (id, caller) => mayChangeStudioImages(requireId(id), caller),
  roomPhoto: (id, caller) => mayChangeRoomPhoto(requireId(id), caller),
};

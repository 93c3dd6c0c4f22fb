import * as v from 'valibot';
import { RoomInputSchema, RoomSchema, RoomUpdateSchema } from '../entities/room';
import { AvatarUploadSchema, SuccessSchema } from './common';
import { endpoint } from './endpoint';
import { UPLOAD_RULES } from './uploads';

/** Studio rooms (spec §7 "Rooms"). */
export const rooms = {
  listForStudio: endpoint({
    method: 'GET',
    path: '/api/room/{studioId}',
    auth: 'public',
    domain: 'rooms',
    errors: ['studio.notFound'],
    summary: 'The rooms of a studio, by name.',
    response: v.array(RoomSchema),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/room',
    auth: 'confirmed',
    domain: 'rooms',
    errors: ['address.unknownCountry', 'studio.changedMeanwhile', 'studio.notAllowed', 'studio.notFound'],
    summary: 'Add a room to a studio (its admins).',
    body: RoomInputSchema,
    response: RoomSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/room/{id}',
    auth: 'confirmed',
    domain: 'rooms',
    errors: [
      'address.unknownCountry',
      'lesson.changedMeanwhile',
      'room.notFound',
      'studio.changedMeanwhile',
      'studio.notAllowed',
      'studio.notFound',
    ],
    summary: 'Change a room (the studio’s admins).',
    body: RoomUpdateSchema,
    response: RoomSchema,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/api/room/{id}',
    auth: 'user',
    domain: 'rooms',
    errors: [
      'lesson.changedMeanwhile',
      'room.inUse',
      'room.notFound',
      'studio.changedMeanwhile',
      'studio.notAllowed',
      'studio.notFound',
    ],
    summary: 'Delete a room (the studio’s admins); refused (409) while lessons use it.',
    response: SuccessSchema,
  }),
  uploadPhoto: endpoint({
    method: 'POST',
    path: '/api/room/avatar/{id}',
    auth: 'user',
    domain: 'rooms',
    errors: [
      'file.notMultipart',
      'lesson.changedMeanwhile',
      'room.notFound',
      'studio.notAllowed',
      'studio.notFound',
    ],
    summary: 'Upload a room’s photo (the studio’s admins; one png or jpeg, at most 800000 bytes).',
    upload: UPLOAD_RULES.roomPhoto,
    response: AvatarUploadSchema,
  }),
};

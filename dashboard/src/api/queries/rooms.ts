/** The SWR keys of rooms: the room form, the lesson form and the rooms tab read and refresh them. */

/** The SWR key of a studio's rooms (`GET /api/room/{studioId}`). */
export const studioRoomsKey = (studioId: string) => ['rooms.listForStudio', studioId] as const;

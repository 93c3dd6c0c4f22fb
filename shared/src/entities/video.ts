/** A video shown on a studio or user page (spec §3), and the list an editor sends. */
import * as v from 'valibot';
import { TEXT_MAX_LENGTH, VIDEOS } from '../constants';
import { MESSAGES } from '../validation/messages';
import { requiredTextSchema, UrlSchema } from './common';

export const VideoSchema = v.object({ id: v.string(), title: v.string(), link: v.string() });
export type Video = v.InferOutput<typeof VideoSchema>;

/** A video as an editor sends it; the server gives it an id. */
export const VideoInputSchema = v.object({
  title: requiredTextSchema(TEXT_MAX_LENGTH.name),
  link: UrlSchema,
});
export type VideoInput = v.InferOutput<typeof VideoInputSchema>;

/** The whole list of a studio's or a user's videos (a change replaces it): at most `VIDEOS.maxCount`. */
export const VideoListInputSchema = v.pipe(
  v.array(VideoInputSchema),
  v.maxLength(VIDEOS.maxCount, MESSAGES.videosTooMany),
);

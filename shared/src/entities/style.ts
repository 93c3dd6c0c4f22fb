/** A dance style (spec §3). */
import * as v from 'valibot';

export const StyleSchema = v.object({ id: v.string(), name: v.string() });
export type Style = v.InferOutput<typeof StyleSchema>;

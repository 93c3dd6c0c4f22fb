/**
 * The attribute names of `<plie-schedule>`, apart from the rules that read them
 * (`schedule.attributes.ts`, which need the domain's enums): the loader (`../plie.ts`) registers the
 * tag with these alone, so its first load carries none of the shared code.
 */
import { COMMON_ATTRIBUTE_NAMES } from '../common-attribute-names';

export const SCHEDULE_ATTRIBUTE_NAMES = [
  'studio',
  'view',
  'styles',
  'levels',
  'days',
  ...COMMON_ATTRIBUTE_NAMES,
] as const;

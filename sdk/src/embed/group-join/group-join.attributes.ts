/** The attributes of `<plie-group-join>`: the group's id (from its join link). */
import { COMMON_ATTRIBUTE_NAMES } from '../common-attribute-names';

export const GROUP_JOIN_ATTRIBUTE_NAMES = ['group', ...COMMON_ATTRIBUTE_NAMES] as const;

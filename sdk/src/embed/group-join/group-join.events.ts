/** `plie-group-join`: a dancer joined a group (sent by `<plie-group-join>` and by `<plie-schedule>`). */
import type { GroupMember } from '@plie/shared';

export interface PlieGroupJoinDetail {
  member: GroupMember;
  groupId: string;
}

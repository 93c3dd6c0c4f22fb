import { webPath } from '@plie/shared';

/** The address of the join page of a group (spec §2 /join-group?groupId=). */
export const joinGroupPath = (groupId: string) => webPath.joinGroup({ groupId });

/** The address of the group form for a studio's lessons (spec §2 /create-group). */
export const createGroupPath = (studioId: string) => webPath.createGroup({ studioId });

/** The address of the group form for a teacher's own lessons (spec §2 /create-group). */
export const createTeacherGroupPath = (teacherId: string) => webPath.createGroup({ teacherId });

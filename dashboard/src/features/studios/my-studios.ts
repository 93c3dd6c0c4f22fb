import type { Role, Studio } from '@plie/shared';

/**
 * Whether the own-studios list offers "Create a studio" (spec §2, §6): to platform admins always,
 * to others only when they own none. Ownership is read from the list itself, so it must be the
 * whole list: not narrowed by a search, every page loaded.
 */
export const showsCreateStudioCard = ({
  role,
  studios,
  wholeList,
}: {
  role: Role;
  studios: readonly Pick<Studio, 'isOwner'>[];
  wholeList: boolean;
}): boolean => role === 'admin' || (wholeList && !studios.some((studio) => studio.isOwner));

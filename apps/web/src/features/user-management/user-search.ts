import type { Permission, User } from '@app/shared';

/** 'any' shows everyone, 'none' those without any permission. */
export type RoleFilter = Permission | 'any' | 'none';

/** Whether the search text is in the user's display name, game account, Discord or Twitch name, or id. */
export function matchesSearch(user: User, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [user.display_name, user.account_name, user.discord_name, user.discord_id, user.twitch_name, String(user.id)]
    .filter((value): value is string => value !== null)
    .some((value) => value.toLowerCase().includes(needle));
}

export function matchesRole(user: User, role: RoleFilter): boolean {
  if (role === 'any') return true;
  if (role === 'none') return user.permissions.length === 0;
  return user.permissions.includes(role);
}

/** The users to list, by id (the order they joined). */
export function filterUsers(users: readonly User[], search: string, role: RoleFilter): User[] {
  return users.filter((user) => matchesSearch(user, search) && matchesRole(user, role)).sort((a, b) => a.id - b.id);
}

// Its own file, free of zod: route definitions, and so this, load with the first page of the site.
import { formatInviteCode, INVITE_CODE_INPUT_MAX } from '@app/shared';

/** `?invite=<code>` fills in the sign-up block's invite code (docs/domain.md §10); anything else is ignored. */
export function parseHomeSearch(search: Record<string, unknown>): { invite?: string } {
  const value = typeof search.invite === 'string' ? search.invite.trim() : '';
  return value && value.length <= INVITE_CODE_INPUT_MAX ? { invite: value } : {};
}

/** The address a friend opens to join a group: the home page, where the sign-up block has the code filled in. */
export function inviteLink(origin: string, code: string): string {
  return `${origin}/?invite=${encodeURIComponent(formatInviteCode(code))}`;
}

// No zod here: the home page's sign-up block reads these on the first page (decision 022).

/** An event's most players per sign-up group (docs/domain.md §10): 1 means groups are off. */
export const MAX_GROUP_SIZE_MIN = 1;
export const MAX_GROUP_SIZE_MAX = 10;

/**
 * Invite codes are 16 characters of Crockford's base32 (80 random bits: unguessable, so holding the code is what
 * lets a player join). The alphabet leaves out I, L, O and U, which read like 1, 1, 0 and V.
 */
export const INVITE_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const INVITE_CODE_LENGTH = 16;
/** What a person may type or paste as a code, before it is read: room for spaces and dashes between groups. */
export const INVITE_CODE_INPUT_MAX = 64;

/**
 * A typed or pasted code as it is stored: upper case, without spaces and dashes, with the letters people mistake
 * for digits read as those digits (O → 0, I and L → 1).
 */
export function normalizeInviteCode(text: string): string {
  return text
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
}

/** Whether a normalized text has the shape of an invite code. */
export function isInviteCode(code: string): boolean {
  return code.length === INVITE_CODE_LENGTH && [...code].every((character) => INVITE_CODE_ALPHABET.includes(character));
}

/** A code in groups of four (`7KQM-2XPA-9RTW-HC4E`), as players read it to each other; a shown code stays as it is. */
export function formatInviteCode(code: string): string {
  const normalized = normalizeInviteCode(code);
  return normalized.match(/.{1,4}/g)?.join('-') ?? normalized;
}

/** What the team sort needs to know of a sign-up to keep players together. */
export type TogetherLink = {
  userId: number;
  /** The sign-up group the player joined, or null. */
  groupId: number | null;
  /** The player named as partner (resolved from the account name), or null; only a mutual naming counts. */
  partnerId: number | null;
};

/**
 * The players who are to play on one team (docs/domain.md §10): the members of a sign-up
 * group, and two players who named each other as partner (a group of two); a partner pair that touches a group
 * joins it. Only players of the list count. Each answer lists two or more user ids in the list's order; the
 * answers are ordered by their first player.
 */
export function playTogether(players: readonly TogetherLink[]): number[][] {
  const byId = new Map(players.map((player) => [player.userId, player]));
  const parent = new Map(players.map((player) => [player.userId, player.userId]));
  const root = (id: number): number => {
    let at = id;
    while (parent.get(at) !== at) at = parent.get(at) as number;
    parent.set(id, at);
    return at;
  };
  const join = (a: number, b: number) => {
    const [rootA, rootB] = [root(a), root(b)];
    if (rootA !== rootB) parent.set(rootB, rootA);
  };
  const firstOfGroup = new Map<number, number>();
  for (const player of players) {
    if (player.groupId !== null) {
      const first = firstOfGroup.get(player.groupId);
      if (first === undefined) firstOfGroup.set(player.groupId, player.userId);
      else join(first, player.userId);
    }
    const partner = player.partnerId === null ? undefined : byId.get(player.partnerId);
    if (partner && partner.userId !== player.userId && partner.partnerId === player.userId)
      join(player.userId, partner.userId);
  }
  const circles = new Map<number, number[]>();
  for (const player of players) {
    const key = root(player.userId);
    const circle = circles.get(key) ?? [];
    circle.push(player.userId);
    circles.set(key, circle);
  }
  return [...circles.values()].filter((circle) => circle.length > 1);
}

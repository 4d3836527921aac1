import { timingSafeEqual } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Permission, User } from '@app/shared';
import type { Queryable } from '../../db/database';
import { users } from '../../db/schema';
import type { AuthTokens } from '../../lib/auth-tokens';
import { AppError, invalidToken } from '../../lib/errors';
import { getUser } from '../users/users.service';

const BOT_NAME = 'Discord bot';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Signs in the Discord bot with the configured shared secret, as a dedicated bot user whose permissions are the
 * configured ones (manager by default; admin only when an operator lists it) — never a person's account.
 */
export async function botLogin(
  db: Queryable,
  tokens: AuthTokens,
  options: { given: string; secret: string | undefined; permissions: Permission[]; ttlSeconds: number },
): Promise<{ auth_token: string; user: User }> {
  if (!options.secret) throw new AppError(404, 'not_found', 'Bot sign-in is not enabled on this site');
  if (!sameSecret(options.given, options.secret)) throw invalidToken('The bot secret is wrong');
  let [bot] = await db.select().from(users).where(eq(users.isBot, true)).orderBy(asc(users.id)).limit(1);
  if (!bot)
    [bot] = await db
      .insert(users)
      .values({ displayName: BOT_NAME, isBot: true, permissions: options.permissions })
      .returning();
  else if (bot.permissions.join() !== options.permissions.join()) {
    [bot] = await db.update(users).set({ permissions: options.permissions }).where(eq(users.id, bot.id)).returning();
  }
  if (!bot) throw new AppError(500, 'internal', 'Could not create the bot user');
  const auth_token = await tokens.sign({
    userId: bot.id,
    permissions: bot.permissions,
    ttlSeconds: options.ttlSeconds,
  });
  return { auth_token, user: await getUser(db, bot.id) };
}

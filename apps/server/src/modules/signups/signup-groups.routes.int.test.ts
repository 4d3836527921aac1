import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditLog, OwnSignup, Signup, SignupGroup } from '@app/shared';
import { signupGroups } from '../../db/schema';
import { addMember, insertEvent, insertSignup, insertSignupGroup, insertTeam, insertUser } from '../../test/fixtures';
import { DATABASE_KINDS } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

const HOUR = 3_600_000;

describe.each(DATABASE_KINDS)('sign-up groups on %s', (kind) => {
  const t = useTestApp(kind);

  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers?: Record<string, string>,
    payload?: unknown,
  ) => t.app.inject({ method, url, headers, payload: payload as never });
  const group = (eventId: number) => `/api/events/${eventId}/signups/self/group`;

  /** A player who has signed up for the event, with the headers they call with. */
  async function applicant(eventId: number, gameAccount: string, displayName: string) {
    const user = await insertUser(t.database.db, { gameAccount, displayName });
    await insertSignup(t.database.db, eventId, user.id, new Date(Date.now() - HOUR + user.id * 1000));
    return { user, headers: await t.auth(user.id) };
  }

  it('friends start a group, join it with its code written any way, and see each other in their sign-ups', async () => {
    const event = await insertEvent(t.database.db, { maxGroupSize: 3 });
    const quenby = await applicant(event.id, 'Quenby#2001', 'Quenby');
    const orrin = await applicant(event.id, 'Orrin#3302', 'Orrin');

    const started = await send('POST', group(event.id), quenby.headers);
    expect(started.statusCode).toBe(201);
    const created = started.json<SignupGroup>();
    expect(created.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(created).toMatchObject({ max_size: 3, members: [{ user_id: quenby.user.id, display_name: 'Quenby' }] });

    // Typed by a friend: lower case, spaces instead of dashes.
    const typed = ` ${created.code.toLowerCase().replaceAll('-', ' ')} `;
    const joined = await send('PUT', group(event.id), orrin.headers, { code: typed });
    expect(joined.statusCode).toBe(200);
    expect(joined.json<SignupGroup>()).toEqual({
      id: created.id,
      code: created.code,
      max_size: 3,
      members: [
        { user_id: quenby.user.id, display_name: 'Quenby', account_name: 'Quenby#2001' },
        { user_id: orrin.user.id, display_name: 'Orrin', account_name: 'Orrin#3302' },
      ],
    });
    // Joining the group you are in changes nothing.
    expect((await send('PUT', group(event.id), orrin.headers, { code: created.code })).statusCode).toBe(200);

    const own = (await send('GET', `/api/events/${event.id}/signups/self`, quenby.headers)).json<OwnSignup>();
    expect(own.group?.code).toBe(created.code);
    expect(own.group?.members.map((member) => member.display_name)).toEqual(['Quenby', 'Orrin']);
    const manager = await t.auth((await insertUser(t.database.db, { permissions: ['manager'] })).id);
    const list = (await send('GET', `/api/events/${event.id}/signups`, manager)).json<Signup[]>();
    expect(list.map((signup) => signup.group_id)).toEqual([created.id, created.id]);
  });

  it('refuses to start or join with a reason the player can act on', async () => {
    const db = t.database.db;
    const event = await insertEvent(db, { name: 'Ashen Relay', maxGroupSize: 2 });
    const other = await insertEvent(db, { maxGroupSize: 4 });
    const [ida, jon, kai] = [
      await applicant(event.id, 'Ida#1', 'Ida'),
      await applicant(event.id, 'Jon#2', 'Jon'),
      await applicant(event.id, 'Kai#3', 'Kai'),
    ];
    const full = await insertSignupGroup(db, event.id, [ida.user.id, jon.user.id], '0000000000000F11');
    const elsewhere = await applicant(other.id, 'Lea#4', 'Lea');
    await insertSignupGroup(db, other.id, [elsewhere.user.id], '0000000000000E15');
    const stranger = await t.auth((await insertUser(db)).id);
    const placed = await applicant(event.id, 'Mo#5', 'Mo');
    await addMember(db, event.id, (await insertTeam(db, event.id)).id, placed.user.id);
    const groupsOff = await insertEvent(db, { name: 'Solo Sprint' });
    const solo = await applicant(groupsOff.id, 'Ned#6', 'Ned');
    const closed = await insertEvent(db, {
      maxGroupSize: 4,
      applicationStartTime: new Date(Date.now() - 48 * HOUR),
      applicationEndTime: new Date(Date.now() - HOUR),
    });
    const late = await applicant(closed.id, 'Oli#7', 'Oli');

    const ari = await applicant(event.id, 'Ari#8', 'Ari');
    await insertSignupGroup(db, event.id, [ari.user.id], '0000000000000A41');

    type Answer = { statusCode: number; json: <T>() => T };
    const code = (text: string) => ({ code: text });
    const cases: [string, () => Promise<Answer>, number, string][] = [
      [
        'unknown code',
        () => send('PUT', group(event.id), kai.headers, code('ZZZZ-ZZZZ-ZZZZ-ZZZZ')),
        404,
        'No group has this invite code; check it with the friend who sent it',
      ],
      [
        'full group',
        () => send('PUT', group(event.id), kai.headers, code('0000-0000-0000-0f11')),
        409,
        'The group is full: Ashen Relay allows 2 players per group',
      ],
      [
        'another event',
        () => send('PUT', group(event.id), kai.headers, code('0000000000000E15')),
        409,
        'This invite is for a group of another event, not Ashen Relay',
      ],
      [
        'not signed up',
        () => send('PUT', group(event.id), stranger, code('0000000000000A41')),
        404,
        'Apply for the event first; then you can join a group',
      ],
      [
        'not signed up, starting',
        () => send('POST', group(event.id), stranger),
        404,
        'Apply for the event first; then you can start a group',
      ],
      [
        'in a group, joining',
        () => send('PUT', group(event.id), ida.headers, code('0000000000000A41')),
        409,
        'You are already in a group; leave it first to join another',
      ],
      [
        'in a group, starting',
        () => send('POST', group(event.id), ida.headers),
        409,
        'You are already in a group; leave it first to start another',
      ],
      [
        'on a team',
        () => send('PUT', group(event.id), placed.headers, code('0000000000000A41')),
        409,
        'You are already in a team; ask an organiser to change it',
      ],
      [
        'groups off',
        () => send('POST', group(groupsOff.id), solo.headers),
        409,
        'Solo Sprint has no groups: everyone signs up on their own (naming a partner still works)',
      ],
      ['applications closed', () => send('POST', group(closed.id), late.headers), 409, 'Applications closed on'],
      [
        'not a code',
        () => send('PUT', group(event.id), kai.headers, code('friends-please')),
        400,
        'must be an invite code of 16 letters and digits',
      ],
    ];
    for (const [what, call, status, message] of cases) {
      const response = await call();
      expect(response.statusCode, what).toBe(status);
      expect(response.json<{ error: string }>().error, what).toContain(message);
    }
    // Nothing changed: the groups are as they were.
    const own = async (headers: Record<string, string>, eventId = event.id) =>
      (await send('GET', `/api/events/${eventId}/signups/self`, headers)).json<OwnSignup>().group;
    expect((await own(ida.headers))?.members.map((member) => member.display_name)).toEqual(['Ida', 'Jon']);
    expect((await own(ida.headers))?.id).toBe(full.id);
    expect((await own(ari.headers))?.members.map((member) => member.display_name)).toEqual(['Ari']);
    expect(await own(kai.headers)).toBeNull();
    expect(await own(late.headers, closed.id)).toBeNull();
  });

  it('asks who calls before it reads the code', async () => {
    const event = await insertEvent(t.database.db, { maxGroupSize: 4 });
    expect((await send('PUT', group(event.id), {}, { code: 'x'.repeat(100_000) })).statusCode).toBe(401);
    expect((await send('POST', group(event.id))).statusCode).toBe(401);
  });

  it('lets members leave; the group goes with its last member, a withdrawal or an organiser removing a sign-up', async () => {
    const db = t.database.db;
    const event = await insertEvent(db, { maxGroupSize: 4 });
    const [pia, rex, sol] = [
      await applicant(event.id, 'Pia#11', 'Pia'),
      await applicant(event.id, 'Rex#12', 'Rex'),
      await applicant(event.id, 'Sol#13', 'Sol'),
    ];
    const created = (await send('POST', group(event.id), pia.headers)).json<SignupGroup>();
    for (const friend of [rex, sol])
      expect((await send('PUT', group(event.id), friend.headers, { code: created.code })).statusCode).toBe(200);

    expect((await send('DELETE', group(event.id), rex.headers)).statusCode).toBe(204);
    expect((await send('GET', `/api/events/${event.id}/signups/self`, rex.headers)).json<OwnSignup>().group).toBeNull();
    const notIn = await send('DELETE', group(event.id), rex.headers);
    expect(notIn.statusCode).toBe(404);
    expect(notIn.json<{ error: string }>().error).toBe('You are not in a group');

    // Sol withdraws: Pia is alone in the group, which stays.
    expect((await send('DELETE', `/api/events/${event.id}/signups/self`, sol.headers)).statusCode).toBe(204);
    const left = (await send('GET', `/api/events/${event.id}/signups/self`, pia.headers)).json<OwnSignup>().group;
    expect(left?.members.map((member) => member.display_name)).toEqual(['Pia']);

    // An organiser removes Pia: the group is gone, and so is its code; the audit entry says which group she left.
    const admin = await insertUser(db, { permissions: ['admin'], displayName: 'Warden Ysolde' });
    const adminHeaders = await t.auth(admin.id);
    expect((await send('DELETE', `/api/events/${event.id}/signups/${pia.user.id}`, adminHeaders)).statusCode).toBe(204);
    expect(await db.select().from(signupGroups).where(eq(signupGroups.eventId, event.id))).toEqual([]);
    const again = await send('PUT', group(event.id), rex.headers, { code: created.code });
    expect(again.statusCode).toBe(404);
    const log = (await send('GET', `/api/audit-log?event_id=${event.id}`, adminHeaders)).json<AuditLog>();
    expect(log.entries[0]).toMatchObject({
      kind: 'signup.delete',
      actor_name: 'Warden Ysolde',
      before: { user_id: pia.user.id, group_id: created.id },
    });

    // A group whose last member leaves goes too.
    const alone = (await send('POST', group(event.id), rex.headers)).json<SignupGroup>();
    expect((await send('DELETE', group(event.id), rex.headers)).statusCode).toBe(204);
    expect(await db.select().from(signupGroups).where(eq(signupGroups.id, alone.id))).toEqual([]);
  });

  it('lets the last place go to one of two friends joining at once', async () => {
    const event = await insertEvent(t.database.db, { maxGroupSize: 2 });
    const [tam, uma, vic] = [
      await applicant(event.id, 'Tam#21', 'Tam'),
      await applicant(event.id, 'Uma#22', 'Uma'),
      await applicant(event.id, 'Vic#23', 'Vic'),
    ];
    const created = (await send('POST', group(event.id), tam.headers)).json<SignupGroup>();
    const answers = await Promise.all(
      [uma, vic].map((friend) => send('PUT', group(event.id), friend.headers, { code: created.code })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const own = (await send('GET', `/api/events/${event.id}/signups/self`, tam.headers)).json<OwnSignup>();
    expect(own.group?.members).toHaveLength(2);
  });
});

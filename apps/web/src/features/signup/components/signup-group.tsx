import { INVITE_CODE_INPUT_MAX, isInviteCode, normalizeInviteCode, type SignupGroup } from '@app/shared';
import { useId, useState, type FormEvent } from 'react';
import { BusyButton } from '~/components/ui/busy-button';
import { Field } from '~/components/ui/form-field';
import { ActionError, Outcome } from '~/components/ui/outcome';
import type { EventKey } from '~/lib/query-keys';
import { useCreateSignupGroup } from '../api/create-signup-group';
import { useJoinSignupGroup } from '../api/join-signup-group';
import { useLeaveSignupGroup } from '../api/leave-signup-group';
import { inviteLink } from '../home-search';

type SignupGroupSectionProps = {
  eventId: EventKey;
  /** The viewer's group, or null. */
  group: SignupGroup | null;
  /** The event's most players per group. */
  maxSize: number;
  /** Whether the viewer may start or join a group now: applications are open and they are on no team yet. */
  canChange: boolean;
  /** A code from the page's address (an invite link), to fill in. */
  invite?: string;
};

/**
 * "Sign up with friends" in the home page's sign-up block (docs/domain.md §10): start a group and pass on
 * its code or link, join a friend's group with theirs, see who is in it, leave it. The team sort keeps a group on
 * one team. Loaded when a signed-up viewer's block shows it, so the first page stays small (decision 022).
 */
export function SignupGroupSection({ eventId, group, maxSize, canChange, invite }: SignupGroupSectionProps) {
  const headingId = useId();
  const [outcome, setOutcome] = useState<{ message: string; focus: number }>({ message: '', focus: 0 });
  // The button pressed goes away with the change, so the sentence saying what happened takes the focus.
  const done = (message: string) => setOutcome((current) => ({ message, focus: current.focus + 1 }));
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 border-t border-base-content/20 pt-3">
      <h3 id={headingId} className="text-lg font-semibold">
        Sign up with friends
      </h3>
      {group ? (
        <GroupView eventId={eventId} group={group} canChange={canChange} onDone={done} />
      ) : canChange ? (
        <NoGroup eventId={eventId} maxSize={maxSize} invite={invite} onDone={done} />
      ) : (
        <p>You are not in a group, and groups no longer change.</p>
      )}
      <Outcome message={outcome.message} focusRequest={outcome.focus} />
    </section>
  );
}

function GroupView({
  eventId,
  group,
  canChange,
  onDone,
}: {
  eventId: EventKey;
  group: SignupGroup;
  canChange: boolean;
  onDone: (message: string) => void;
}) {
  const leave = useLeaveSignupGroup(eventId);
  const [copied, setCopied] = useState('');
  const link = inviteLink(window.location.origin, group.code);
  const full = group.members.length >= group.max_size;
  const copy = (text: string, what: string) =>
    void navigator.clipboard.writeText(text).then(
      () => setCopied(`${what} copied.`),
      () => setCopied('The browser refused to copy; select the text and copy it yourself.'),
    );
  return (
    <>
      <p>
        You are in a group of {group.members.length} (at most {group.max_size}): the organisers&apos; team sort puts you
        on one team.
      </p>
      <ul className="list-inside list-disc" aria-label="Members of your group">
        {group.members.map((member) => (
          <li key={member.user_id}>{member.display_name}</li>
        ))}
      </ul>
      {canChange &&
        (full ? (
          <p>The group is full.</p>
        ) : (
          <div className="flex flex-col gap-2">
            <p>Send your friends the invite code or the link; they join with it once they have applied.</p>
            <p className="flex flex-wrap items-center gap-2">
              <span>Invite code:</span>
              <code className="font-mono text-lg font-semibold">{group.code}</code>
              <button type="button" className="btn btn-sm" onClick={() => copy(group.code, 'Invite code')}>
                Copy code
              </button>
            </p>
            <p className="flex flex-wrap items-center gap-2">
              <span>Link:</span>
              <a href={link} className="link break-all">
                {link}
              </a>
              <button type="button" className="btn btn-sm" onClick={() => copy(link, 'Link')}>
                Copy link
              </button>
            </p>
            <p role="status" className="min-h-6 text-sm">
              {copied}
            </p>
          </div>
        ))}
      <div>
        <BusyButton
          busy={leave.isPending}
          className="btn btn-outline btn-sm"
          onClick={() => leave.mutate(undefined, { onSuccess: () => onDone('You left the group.') })}
        >
          Leave group
        </BusyButton>
      </div>
      {leave.isError && <ActionError lead="You are still in the group" error={leave.error} />}
    </>
  );
}

function NoGroup({
  eventId,
  maxSize,
  invite,
  onDone,
}: {
  eventId: EventKey;
  maxSize: number;
  invite: string | undefined;
  onDone: (message: string) => void;
}) {
  const codeId = useId();
  const create = useCreateSignupGroup(eventId);
  const join = useJoinSignupGroup(eventId);
  const [code, setCode] = useState(invite ?? '');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const normalized = normalizeInviteCode(code);
    if (!isInviteCode(normalized)) {
      setError('Enter the 16-character code your friend sent, like 7KQM-2XPA-9RTW-HC4E.');
      document.getElementById(codeId)?.focus();
      return;
    }
    create.reset();
    join.mutate(normalized, {
      onSuccess: () => onDone('You joined the group.'),
    });
  }

  return (
    <>
      <p>
        Up to {maxSize} friends play on one team when they sign up together: start a group and send them its code, or
        join a friend&apos;s group with the code they sent you.
      </p>
      <div>
        <BusyButton
          busy={create.isPending}
          className="btn btn-primary btn-sm"
          onClick={() => {
            join.reset();
            create.mutate(undefined, { onSuccess: () => onDone('Your group is ready: send your friends its code.') });
          }}
        >
          Start a group
        </BusyButton>
      </div>
      {create.isError && <ActionError lead="No group was started" error={create.error} />}
      <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <Field id={codeId} label="Invite code" error={error} className="min-w-0 flex-1">
          {(control) => (
            <input
              {...control}
              className={`input w-full font-mono ${error ? 'input-error' : ''}`}
              value={code}
              maxLength={INVITE_CODE_INPUT_MAX}
              autoComplete="off"
              spellCheck={false}
              onChange={(change) => {
                setCode(change.target.value);
                setError(null);
              }}
            />
          )}
        </Field>
        <BusyButton type="submit" busy={join.isPending} className="btn btn-outline">
          Join group
        </BusyButton>
      </form>
      {join.isError && <ActionError lead="You did not join the group" error={join.error} />}
    </>
  );
}

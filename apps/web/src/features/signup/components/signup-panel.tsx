import type { Event, EventStatus, Provider, User } from '@app/shared';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { DangerDialog } from '~/components/ui/dialog';
import { NavLink } from '~/components/ui/nav-link';
import { SignInButtons } from '~/components/ui/sign-in-buttons';
import { CardSection } from '~/components/ui/card-section';
import { ActionError } from '~/components/ui/outcome';
import { PROVIDER_NAMES } from '~/lib/sign-in';
import { useNow } from '~/lib/use-now';
import { useWithdraw } from '../api/delete-own-signup';
import { useOwnSignup } from '../api/get-own-signup';
import { signupView, type SignupView } from '../signup-state';

/**
 * The apply/edit form checks its fields with the shared contract, so it brings zod: it loads when the viewer
 * reaches for it (pointer or focus on its button) instead of with the home page (decision 022).
 */
const loadSignupDialog = () => import('./signup-dialog');
const SignupDialog = lazy(() => loadSignupDialog().then((module) => ({ default: module.SignupDialog })));
const preloadSignupDialog = () => void loadSignupDialog();
/** Groups matter to signed-up players only: their part loads with their block, not with everyone's first page. */
const SignupGroupSection = lazy(() =>
  import('./signup-group').then((module) => ({ default: module.SignupGroupSection })),
);

/** The signup calls go through the current event's alias, so they share cache entries with the home page. */
const EVENT_KEY = 'current';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** What happens to an application, before the start and after it (the organisers sort teams on the Team sort page). */
const SORT_BEFORE_START = 'The organisers sort applicants into teams before the event starts.';
const LATE_SORT = 'Late applicants join a team when the organisers next sort teams, so you can start playing then.';

type SignupPanelProps = {
  event: Event;
  status: EventStatus | undefined;
  user: User | undefined;
  loggedIn: boolean;
  /** Whether the viewer's status or user could not be loaded. */
  failed?: boolean;
  /** Fixed time for tests; by default the panel follows the clock. */
  nowMs?: number;
  /** An invite code from the page's address, for the group part. */
  invite?: string;
};

/**
 * The home page's signup block for the current event: where the viewer stands (applied with queue position,
 * waitlisted with position, accepted with team, or not signed up), and Apply, Edit and Withdraw.
 */
export function SignupPanel({ event, status, user, loggedIn, failed, nowMs: fixedNow, invite }: SignupPanelProps) {
  const clock = useNow(30_000);
  const view = signupView({ event, status, user, loggedIn, failed, nowMs: fixedNow ?? clock });
  // What the last action did, in a live region that stays mounted while the block changes around it.
  const [done, setDone] = useState<string | null>(null);
  if (view.kind === 'ended') return null;
  return (
    <CardSection title="Your application" gap="gap-3">
      <SignupBody view={view} event={event} status={status} user={user} invite={invite} onDone={setDone} />
      <p role="status" className="empty:hidden">
        {done}
      </p>
    </CardSection>
  );
}

type SignupBodyProps = {
  view: Exclude<SignupView, { kind: 'ended' }>;
  event: Event;
  status: EventStatus | undefined;
  user: User | undefined;
  invite: string | undefined;
  onDone: (message: string | null) => void;
};

function SignupBody({ view, event, status, user, invite, onDone }: SignupBodyProps) {
  const signedUp = view.kind === 'applied' || view.kind === 'waitlisted' || view.kind === 'accepted';
  const own = useOwnSignup(EVENT_KEY, signedUp);
  const [dialog, setDialog] = useState<'apply' | 'edit' | 'withdraw' | null>(null);
  // The form is mounted from its first opening on, never before (its code loads then).
  const [formOpened, setFormOpened] = useState(false);
  const openDialog = (which: 'apply' | 'edit' | 'withdraw') => {
    onDone(null);
    setDialog(which);
    if (which !== 'withdraw') setFormOpened(true);
  };
  const finish = (message: string) => {
    setDialog(null);
    onDone(message);
  };
  return (
    <>
      <SignupContent view={view} event={event} status={status} own={own} invite={invite} openDialog={openDialog} />
      {/* The dialogs stay mounted while the block changes under them, so they can finish what they started. */}
      {formOpened && (
        <Suspense fallback={null}>
          <SignupDialog
            open={dialog === 'apply' || dialog === 'edit'}
            onClose={() => setDialog(null)}
            eventId={EVENT_KEY}
            signup={dialog === 'edit' ? (own.data ?? null) : null}
            ownAccountName={user?.account_name ?? null}
            onSaved={() => finish(dialog === 'edit' ? 'Your changes were saved.' : 'Your application was sent.')}
          />
        </Suspense>
      )}
      <WithdrawDialog
        open={dialog === 'withdraw'}
        onClose={() => setDialog(null)}
        teamName={view.kind === 'accepted' ? view.team?.name : undefined}
        onWithdrawn={() => finish('Your application was withdrawn.')}
      />
    </>
  );
}

type SignupContentProps = {
  view: SignupBodyProps['view'];
  event: Event;
  status: EventStatus | undefined;
  own: ReturnType<typeof useOwnSignup>;
  invite: string | undefined;
  openDialog: (which: 'apply' | 'edit' | 'withdraw') => void;
};

function SignupContent({ view, event, status, own, invite, openDialog }: SignupContentProps) {
  const groupsOn = event.max_group_size > 1;
  switch (view.kind) {
    case 'logged-out':
      return <LoggedOut open={view.open} opensAt={view.opensAt} started={view.started} invite={invite} />;
    case 'loading':
      return (
        <p role="status" className="flex items-center gap-2">
          <span className="loading loading-spinner loading-sm" aria-hidden="true" /> Loading your application...
        </p>
      );
    case 'failed':
      return (
        <p className="text-error-text">Your application could not be loaded. Please reload the page to try again.</p>
      );
    case 'not-open-yet':
      return (
        <p>
          Applications open on <time dateTime={event.application_start_time}>{dateFormat.format(view.opensAt)}</time>.
          Come back then to apply.
        </p>
      );
    case 'closed':
      return <p>Applications for this event are closed.</p>;
    case 'full':
      return (
        <p>
          All {event.max_size} places and the {event.waitlist_size} waitlist places are taken, so no more applications
          are accepted.
        </p>
      );
    case 'needs-accounts':
      return <MissingAccounts missing={view.missing} />;
    case 'can-apply':
      return (
        <>
          <p>
            {view.started ? (
              <>
                The event has started, but late applications are open until{' '}
                <time dateTime={event.application_end_time}>{dateFormat.format(view.closesAt)}</time>. {LATE_SORT}
              </>
            ) : (
              <>
                Applications are open until{' '}
                <time dateTime={event.application_end_time}>{dateFormat.format(view.closesAt)}</time>.{' '}
                {SORT_BEFORE_START}
              </>
            )}{' '}
            {groupsOn
              ? `You can name a friend to play with, or sign up with up to ${event.max_group_size - 1} friends as a group once you have applied.`
              : 'You can name a friend to play with.'}
          </p>
          {groupsOn && invite && (
            <p>You have an invite code to a group ({invite}): apply first, then join the group here.</p>
          )}
          {view.waitlistOnly && (
            <p>
              All {event.max_size} places are taken: you would join the waitlist and get a place when someone withdraws.
            </p>
          )}
          <div>
            <button
              type="button"
              className="btn btn-primary"
              onPointerEnter={preloadSignupDialog}
              onFocus={preloadSignupDialog}
              onClick={() => openDialog('apply')}
            >
              Apply for the event
            </button>
          </div>
        </>
      );
    case 'applied':
    case 'waitlisted':
    case 'accepted': {
      const partnerLine = status?.partner
        ? `You and ${status.partner} named each other and will play in the same team.`
        : own.data?.partner_account_name
          ? `You asked to play with ${own.data.partner_account_name}; they have not named you yet.`
          : null;
      const canEdit = view.kind !== 'accepted' && view.canEdit;
      const group = own.data?.group ?? null;
      return (
        <>
          <StandingText view={view} event={event} />
          {partnerLine && <p>{partnerLine}</p>}
          {own.isError && (
            <p className="text-error-text">Your application details could not be loaded: {own.error.message}</p>
          )}
          <div className="flex flex-wrap gap-2">
            {canEdit && (
              <button
                type="button"
                className="btn btn-outline"
                disabled={own.isPending}
                onPointerEnter={preloadSignupDialog}
                onFocus={preloadSignupDialog}
                onClick={() => openDialog('edit')}
              >
                Edit application
              </button>
            )}
            <button type="button" className="btn btn-outline" onClick={() => openDialog('withdraw')}>
              Withdraw application
            </button>
          </div>
          {own.data && (groupsOn || group) && (
            <Suspense fallback={null}>
              <SignupGroupSection
                eventId={EVENT_KEY}
                group={group}
                maxSize={event.max_group_size}
                canChange={canEdit && groupsOn}
                invite={invite}
              />
            </Suspense>
          )}
        </>
      );
    }
  }
}

function StandingText({ view, event }: { view: SignupView; event: Event }): ReactNode {
  switch (view.kind) {
    case 'applied':
      return (
        <p>
          <span className="badge badge-success mr-2">Applied</span>
          You have applied
          {view.queuePosition !== null && ` and are number ${view.queuePosition} of ${event.max_size} places`}.{' '}
          {view.started ? `The event has already started. ${LATE_SORT}` : SORT_BEFORE_START}
        </p>
      );
    case 'waitlisted':
      return (
        <p>
          <span className="badge badge-warning mr-2">Waitlisted</span>
          The event is full, so you are on the waitlist
          {view.waitlistPosition !== null && ` at position ${view.waitlistPosition} of ${event.waitlist_size}`}. You
          move up when someone withdraws
          {view.started ? ", and once you have a place you join a team at the organisers' next sort." : '.'}
        </p>
      );
    case 'accepted':
      return (
        <p>
          <span className="badge badge-success mr-2">Accepted</span>
          {view.team ? (
            <>
              You play for team <strong>{view.team.name}</strong>.
            </>
          ) : (
            'You have been sorted into a team.'
          )}
        </p>
      );
    default:
      return null;
  }
}

type LoggedOutProps = { open: boolean; opensAt: number | null; started: boolean; invite: string | undefined };

function LoggedOut({ open, opensAt, started, invite }: LoggedOutProps) {
  return (
    <>
      <p>
        {open
          ? `${started ? 'The event has started, but late applications are open.' : 'Applications are open.'} Log in with your Path of Exile account to apply.`
          : opensAt !== null
            ? `Applications open on ${dateFormat.format(opensAt)}. Log in with your Path of Exile account to apply then.`
            : 'Applications for this event are closed.'}
      </p>
      {/* Back here after signing in, with the invite code of the address kept. */}
      {(open || opensAt !== null) && (
        <SignInButtons providers={['poe']} lastUrl={invite ? `/?invite=${encodeURIComponent(invite)}` : '/'} />
      )}
    </>
  );
}

function MissingAccounts({ missing }: { missing: Provider[] }) {
  const names = missing.map((provider) => PROVIDER_NAMES[provider]).join(' and ');
  return (
    <>
      <p>
        Applications are open. To apply, first connect your {names} {missing.length > 1 ? 'accounts' : 'account'}: we
        need them to follow your characters and to find you on Discord.
      </p>
      <div>
        <NavLink href="/settings" className={() => 'btn btn-primary'}>
          Connect accounts in Settings
        </NavLink>
      </div>
    </>
  );
}

type WithdrawDialogProps = {
  open: boolean;
  onClose: () => void;
  teamName: string | undefined;
  onWithdrawn: () => void;
};

function WithdrawDialog({ open, onClose, teamName, onWithdrawn }: WithdrawDialogProps) {
  const withdraw = useWithdraw(EVENT_KEY);
  const close = () => {
    withdraw.reset();
    onClose();
  };
  return (
    <DangerDialog
      open={open}
      onClose={close}
      title="Withdraw your application?"
      confirmLabel="Withdraw application"
      busy={withdraw.isPending}
      onConfirm={() => withdraw.mutate(undefined, { onSuccess: onWithdrawn })}
    >
      <p>
        {teamName
          ? `You will leave team ${teamName} and lose your place in the event.`
          : 'You will lose your place in the queue.'}{' '}
        You can apply again while applications are open, but you start again at the back of the queue.
      </p>
      {withdraw.isError && <ActionError error={withdraw.error} className="mt-3" />}
    </DangerDialog>
  );
}

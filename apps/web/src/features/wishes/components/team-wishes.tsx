import type { Wish } from '@app/shared';
import { useState, type FormEvent, type ReactNode } from 'react';
import { PageSection } from '~/components/layout/page';
import { ActionButton } from '~/components/ui/action-button';
import { BusyButton } from '~/components/ui/busy-button';
import { RemovalDialog } from '~/components/ui/confirm-dialog';
import { ActionError, Outcome } from '~/components/ui/outcome';
import { Panel } from '~/components/ui/panel';
import { EmptyState, QueryRegion } from '~/components/ui/query-state';
import { useEventView } from '~/lib/event-view';
import { formatDateTime } from '~/lib/format';
import type { EventKey } from '~/lib/query-keys';
import { useAddWish } from '../api/add-wish';
import { useDeleteWish } from '../api/delete-wish';
import { useTeamWishes } from '../api/get-team-wishes';
import { useSetWishStatus } from '../api/set-wish-status';
import { useUpdateWish } from '../api/update-wish';
import { draftOf, fulfilledText, mayCurate, wishTitle } from '../wish-rules';
import { useWishDraft, WishFields } from './wish-fields';

/**
 * docs/domain.md "Item wishes": the viewer's team's wishes, a form to ask for an item, Mark fulfilled and Reopen
 * for everyone, and Edit, Delete and Priority for the player who asked and the team's leads.
 */
export function TeamWishes() {
  const { key, userId, ownTeamId } = useEventView();
  if (userId === null)
    return <EmptyState title="Log in to see your team’s wishes">Use Login at the top right.</EmptyState>;
  if (ownTeamId === null) return <EmptyState title="You have not been assigned to a team yet." />;
  return <Wishes eventKey={key} teamId={ownTeamId} />;
}

type TeamProps = { eventKey: EventKey; teamId: number };

function Wishes({ eventKey, teamId }: TeamProps) {
  const wishes = useTeamWishes(eventKey, teamId);
  return (
    <div className="flex flex-col gap-6">
      <p className="max-w-prose">
        Ask your team for an item. A wish ticks itself off when a fetched guild stash tab of your team, or a public
        stash tab of one of your players, shows the item in the quantity asked for. Only your team sees its wishes.
      </p>
      <AddWish eventKey={eventKey} teamId={teamId} />
      <QueryRegion query={wishes} loadingLabel="Loading wishes..." errorTitle="Your team’s wishes could not be loaded.">
        {(lists) => <WishLists eventKey={eventKey} teamId={teamId} open={lists.open} fulfilled={lists.fulfilled} />}
      </QueryRegion>
    </div>
  );
}

function AddWish({ eventKey, teamId }: TeamProps) {
  const form = useWishDraft(draftOf());
  const add = useAddWish(eventKey, teamId);
  const [outcome, setOutcome] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome('');
    const wish = form.check();
    if (!wish || add.isPending) return;
    // docs/domain.md §5: an empty note is sent as absent.
    const body = wish.note === null ? { item: wish.item, quantity: wish.quantity } : wish;
    add.mutate(body, {
      onSuccess: (added) => {
        form.reset();
        setOutcome(`Your team now sees your wish for ${wishTitle(added)}.`);
      },
    });
  }
  return (
    <Panel title="Ask your team for an item" onSubmit={submit} className="max-w-2xl">
      <WishFields {...form.fields} />
      <BusyButton busy={add.isPending} type="submit" className="btn btn-primary self-start">
        Add wish
      </BusyButton>
      <Outcome message={outcome} />
      {add.isError && <ActionError lead="The wish was not added" error={add.error} />}
    </Panel>
  );
}

type ListsProps = TeamProps & { open: readonly Wish[]; fulfilled: readonly Wish[] };

/** What the cards of a list do: one set of writes for the page, so one outcome line says what the last did. */
type WishActions = {
  busy: boolean;
  setStatus: (wish: Wish, status: Wish['status']) => void;
  togglePriority: (wish: Wish) => void;
  edit: (wish: Wish, body: { item: string; quantity: number; note: string | null }, done: () => void) => void;
  askToDelete: (wish: Wish) => void;
};

function WishLists({ eventKey, teamId, open, fulfilled }: ListsProps) {
  const setStatus = useSetWishStatus(eventKey, teamId);
  const update = useUpdateWish(eventKey, teamId);
  const remove = useDeleteWish(eventKey, teamId);
  const [outcome, setOutcome] = useState({ message: '', focus: 0 });
  const [deleting, setDeleting] = useState<Wish | null>(null);
  /** `moveFocus` when the pressed button is gone afterwards (its card left the list or closed its form). */
  const said = (message: string, moveFocus = true) =>
    setOutcome((last) => ({ message, focus: moveFocus ? last.focus + 1 : last.focus }));
  const failed = setStatus.error ?? update.error ?? remove.error;

  const actions: WishActions = {
    busy: setStatus.isPending || update.isPending || remove.isPending,
    setStatus: (wish, status) =>
      setStatus.mutate(
        { wishId: wish.id, status },
        {
          onSuccess: () => said(`${wishTitle(wish)} is ${status === 'fulfilled' ? 'marked fulfilled' : 'open again'}.`),
        },
      ),
    togglePriority: (wish) =>
      update.mutate(
        { wishId: wish.id, body: { priority: !wish.priority } },
        {
          onSuccess: () =>
            said(`${wishTitle(wish)} is ${wish.priority ? 'no longer a priority' : 'a priority now'}.`, false),
        },
      ),
    edit: (wish, body, done) =>
      update.mutate(
        { wishId: wish.id, body },
        {
          onSuccess: (saved) => {
            done();
            said(`The wish for ${wishTitle(saved)} is saved.`);
          },
        },
      ),
    askToDelete: setDeleting,
  };

  return (
    <>
      <Outcome message={outcome.message} focusRequest={outcome.focus} />
      {failed && <ActionError lead="That did not work" error={failed} />}
      <PageSection id="open-wishes" title={`Open wishes (${open.length})`}>
        {open.length === 0 ? (
          <p>Nobody on your team is wishing for anything right now.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {open.map((wish) => (
              <OpenWish key={wish.id} wish={wish} actions={actions} />
            ))}
          </ul>
        )}
      </PageSection>
      <PageSection id="fulfilled-wishes" title="Fulfilled">
        {fulfilled.length === 0 ? (
          <p>No wish has been fulfilled yet.</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {fulfilled.map((wish) => (
              <FulfilledWish key={wish.id} wish={wish} actions={actions} />
            ))}
          </ul>
        )}
      </PageSection>
      <RemovalDialog
        target={deleting}
        title={() => 'Delete this wish?'}
        confirmLabel="Delete wish"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={(wish) =>
          remove.mutate(wish.id, {
            onSuccess: () => said(`The wish for ${wishTitle(wish)} is deleted.`),
            onSettled: () => setDeleting(null),
          })
        }
      >
        {(wish) => `The wish for ${wishTitle(wish)} leaves your team’s list.`}
      </RemovalDialog>
    </>
  );
}

const CARD = 'flex flex-col gap-2 rounded-box border border-base-300 p-3';

/**
 * One wish of a list: what `children` say about it, who asked and when, then its buttons, `buttons` first and
 * Delete last for the player who asked and the leads.
 */
function WishCard({
  wish,
  actions,
  buttons,
  children,
}: {
  wish: Wish;
  actions: WishActions;
  buttons: ReactNode;
  children: ReactNode;
}) {
  const { userId, isTeamLead } = useEventView();
  return (
    <li className={CARD}>
      {children}
      <p className="text-sm text-base-content/80">
        Asked by {wish.asked_by_name ?? 'Unknown User'} · {formatDateTime(wish.created_at)}
      </p>
      <div className="flex flex-wrap gap-2">
        {buttons}
        {mayCurate(wish, { userId, isTeamLead }) && (
          <ActionButton
            action="Delete"
            target={wishTitle(wish)}
            className="btn btn-sm btn-outline"
            onClick={() => actions.askToDelete(wish)}
          />
        )}
      </div>
    </li>
  );
}

/** Mark fulfilled on an open wish, Reopen on a fulfilled one: what every player of the team may do with any wish. */
function StatusButton({ wish, actions, to }: { wish: Wish; actions: WishActions; to: Wish['status'] }) {
  const fulfil = to === 'fulfilled';
  return (
    <ActionButton
      action={fulfil ? 'Mark fulfilled' : 'Reopen'}
      target={wishTitle(wish)}
      className={fulfil ? 'btn btn-sm btn-primary' : 'btn btn-sm'}
      disabled={actions.busy}
      onClick={() => actions.setStatus(wish, to)}
    />
  );
}

function OpenWish({ wish, actions }: { wish: Wish; actions: WishActions }) {
  const { userId, isTeamLead } = useEventView();
  const [editing, setEditing] = useState(false);
  const title = wishTitle(wish);
  if (editing)
    return (
      <li className={CARD}>
        <EditWish wish={wish} actions={actions} onDone={() => setEditing(false)} />
      </li>
    );
  const buttons = (
    <>
      <StatusButton wish={wish} actions={actions} to="fulfilled" />
      {mayCurate(wish, { userId, isTeamLead }) && (
        <ActionButton action="Edit" target={title} className="btn btn-sm" onClick={() => setEditing(true)} />
      )}
      {isTeamLead && (
        <ActionButton
          action={wish.priority ? 'Remove priority' : 'Make priority'}
          target={title}
          className="btn btn-sm"
          disabled={actions.busy}
          onClick={() => actions.togglePriority(wish)}
        />
      )}
    </>
  );
  return (
    <WishCard wish={wish} actions={actions} buttons={buttons}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-lg font-semibold break-words">{title}</span>
        {wish.priority && <span className="badge badge-warning">Priority</span>}
      </div>
      {wish.note && <p className="break-words">For: {wish.note}</p>}
    </WishCard>
  );
}

function EditWish({ wish, actions, onDone }: { wish: Wish; actions: WishActions; onDone: () => void }) {
  const form = useWishDraft(draftOf(wish));
  const title = wishTitle(wish);
  function submit(event: FormEvent) {
    event.preventDefault();
    const body = form.check();
    if (body && !actions.busy) actions.edit(wish, body, onDone);
  }
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2" aria-label={`Edit the wish for ${title}`}>
      <WishFields {...form.fields} labelSuffix={`of the wish for ${title}`} />
      <div className="flex flex-wrap gap-2">
        <BusyButton busy={actions.busy} type="submit" className="btn btn-sm btn-primary">
          Save <span className="sr-only">the wish for {title}</span>
        </BusyButton>
        <button type="button" className="btn btn-sm" onClick={onDone}>
          Cancel <span className="sr-only">editing the wish for {title}</span>
        </button>
      </div>
    </form>
  );
}

function FulfilledWish({ wish, actions }: { wish: Wish; actions: WishActions }) {
  const title = wishTitle(wish);
  return (
    <WishCard wish={wish} actions={actions} buttons={<StatusButton wish={wish} actions={actions} to="open" />}>
      <span className="font-semibold break-words">{title}</span>
      {wish.fulfilled && (
        <p className="break-words">
          <span aria-hidden="true">✓ </span>
          {fulfilledText(wish.fulfilled)} · {formatDateTime(wish.fulfilled.at)}
        </p>
      )}
    </WishCard>
  );
}

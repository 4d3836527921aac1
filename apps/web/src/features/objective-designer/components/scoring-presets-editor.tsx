import type { Objective, ScoringPreset } from '@app/shared';
import { useRef, useState } from 'react';
import { EmptyState, QueryRegion } from '~/components/ui/query-state';
import { useDeleteScoringPreset } from '../api/delete-scoring-preset';
import { useEvent } from '~/lib/event-reads';
import { useObjectives } from '~/lib/scoreboard/get-objectives';
import { useScoringPresets } from '../api/get-scoring-presets';
import { useSaveScoringPreset } from '../api/save-scoring-preset';
import { PRESET_TYPE_LABELS, SCORING_METHOD_LABELS } from '../labels';
import { formatPoints, presetDetails } from '../preset-examples';
import { ruleIdsOf } from '../objective-tree';
import { ActionButton } from '~/components/ui/action-button';
import { RemovalDialog } from '~/components/ui/confirm-dialog';
import { Outcome } from '~/components/ui/outcome';
import { TableBox } from '~/components/ui/scroll-area';
import { TableHead } from '~/components/ui/table-head';
import { draftOf, PresetForm, sameDraft, type PresetDraft } from './preset-form';
import { EventLockedNote } from './event-locked-note';
import { RefusalAlert } from './refusal-alert';
import { DiscardChangesDialog, UnsavedChangesGuard } from './unsaved-changes-guard';

/** How many objectives of the tree use each preset, as any of their rules (for the delete confirmation and the table). */
function usesByPreset(root: Objective | undefined): Map<number, number> {
  const uses = new Map<number, number>();
  const walk = (node: Objective) => {
    for (const id of ruleIdsOf(node)) uses.set(id, (uses.get(id) ?? 0) + 1);
    node.children.forEach(walk);
  };
  if (root) walk(root);
  return uses;
}

/** Labels of the form fields, to name them in the server's refusals. */
const FIELD_LABELS = {
  name: 'Name',
  points: 'Points',
  point_cap: 'Point cap',
  cumulative_points: 'Cumulative points (a curve)',
  required_children: 'Number of children',
  required_children_percent: 'Completion requirement',
};

const objectivesWord = (n: number) => (n === 1 ? '1 objective' : `${n} objectives`);

/** docs/domain.md §2 /admin/events/{id}/scoring-presets: the event's presets in a table, with a create/edit form. */
export function ScoringPresetsEditor({ eventId }: { eventId: number }) {
  const presets = useScoringPresets(eventId);
  return (
    <QueryRegion
      query={presets}
      loadingLabel="Loading scoring presets..."
      errorTitle="The scoring presets could not be loaded."
    >
      {(list) => <PresetsEditor eventId={eventId} presets={list} />}
    </QueryRegion>
  );
}

function PresetsEditor({ eventId, presets }: { eventId: number; presets: ScoringPreset[] }) {
  const event = useEvent(eventId);
  const tree = useObjectives(eventId);
  const save = useSaveScoringPreset(eventId);
  const remove = useDeleteScoringPreset(eventId);

  const [editing, setEditing] = useState<ScoringPreset | null>(null);
  const [draft, setDraft] = useState<PresetDraft>(() => draftOf(null));
  const [pendingEdit, setPendingEdit] = useState<ScoringPreset | null | undefined>(undefined);
  const [toDelete, setToDelete] = useState<ScoringPreset | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  /** The preset created last, marked in the list until another is created. */
  const [createdId, setCreatedId] = useState<number | null>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const dirty = !sameDraft(draft, draftOf(editing));

  const startEditing = (preset: ScoringPreset | null) => {
    setEditing(preset);
    setDraft(draftOf(preset));
    save.reset();
    // Take keyboard and screen-reader users to the form they asked for.
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('h2')?.focus());
  };
  const askToEdit = (preset: ScoringPreset | null) => {
    if (dirty) setPendingEdit(preset);
    else startEditing(preset);
  };

  const uses = usesByPreset(tree.data);
  const teamCount = event.data?.teams.length ?? 0;
  const deleteUses = toDelete ? (uses.get(toDelete.id) ?? 0) : 0;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <UnsavedChangesGuard dirty={dirty && !save.isPending} />
      <div className="flex min-w-0 flex-col gap-4">
        {event.data?.is_locked && <EventLockedNote />}
        <Outcome message={outcome} />
        <RefusalAlert lead="Not deleted" error={remove.error} />
        {presets.length === 0 ? (
          <EmptyState title="No scoring presets yet">
            Create one with the form; objectives then pick it to be worth points.
          </EmptyState>
        ) : (
          <TableBox caption="Scoring presets of the event">
            <TableHead
              columns={['ID', 'Name', 'Method', 'Points', 'Cap', 'Used by', { label: 'Actions', hidden: true }]}
            />
            <tbody>
              {presets.map((preset) => (
                <tr key={preset.id} aria-current={editing?.id === preset.id ? 'true' : undefined}>
                  <td className="tabular-nums">{preset.id}</td>
                  <th scope="row">
                    <span className="font-semibold">{preset.name}</span>
                    {preset.id === createdId && <span className="badge badge-outline badge-sm ms-2">New</span>}
                    {preset.description && (
                      <span className="block text-sm font-normal text-base-content/80">{preset.description}</span>
                    )}
                    <span className="block text-xs font-normal text-base-content/70">
                      {PRESET_TYPE_LABELS[preset.type]}
                    </span>
                  </th>
                  <td>
                    {SCORING_METHOD_LABELS[preset.scoring_method]}
                    {presetDetails(preset).map((detail) => (
                      <span key={detail} className="block text-xs text-base-content/80">
                        {detail}
                      </span>
                    ))}
                  </td>
                  <td className="tabular-nums">{formatPoints(preset.points)}</td>
                  <td className="tabular-nums">{preset.point_cap === 0 ? 'none' : preset.point_cap}</td>
                  <td className="tabular-nums">{tree.data ? objectivesWord(uses.get(preset.id) ?? 0) : '…'}</td>
                  <td>
                    <div className="flex flex-wrap gap-1">
                      <ActionButton
                        action="Edit"
                        target={preset.name}
                        className="btn btn-sm"
                        onClick={() => askToEdit(preset)}
                      />
                      <ActionButton
                        action="Delete"
                        target={preset.name}
                        className="btn btn-sm btn-outline btn-error"
                        onClick={() => {
                          remove.reset();
                          setToDelete(preset);
                        }}
                      />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </TableBox>
        )}
        {editing && (
          <button type="button" className="btn btn-outline self-start" onClick={() => askToEdit(null)}>
            New preset
          </button>
        )}
      </div>

      <div ref={formRef} className="min-w-0 rounded-box border border-base-300 p-4">
        <PresetForm
          key={editing?.id ?? 'new'}
          preset={editing}
          draft={draft}
          onChange={(next) => {
            setDraft(next);
            setOutcome(null);
          }}
          saving={save.isPending}
          teamCount={teamCount}
          onCancel={() => startEditing(null)}
          onSubmit={(body) =>
            save.mutate(body, {
              onSuccess: (saved) => {
                if (editing) {
                  setOutcome(`Saved “${saved.name}” — scores are being re-evaluated.`);
                  // Stay on the edited preset, so a second change edits it again.
                  setEditing(saved);
                  setDraft(draftOf(saved));
                } else {
                  setOutcome(
                    `Created “${saved.name}” — scores are being re-evaluated. To change it, use Edit in its row.`,
                  );
                  setCreatedId(saved.id);
                  // The form is ready for the next preset; editing the new one is a choice made in the list.
                  setDraft(draftOf(null));
                }
              },
            })
          }
        />
        <div role="status" className="mt-2 min-h-6">
          {save.isPending && <p>Saving… the event is scored again with the change.</p>}
        </div>
        <RefusalAlert lead="Not saved" error={save.error} fieldLabels={FIELD_LABELS} className="mt-2" />
      </div>

      <RemovalDialog
        target={toDelete}
        title={(preset) => `Delete the preset “${preset.name}”?`}
        confirmLabel="Delete preset"
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={(preset) =>
          remove.mutate(preset, {
            onSuccess: () => {
              setOutcome(`Deleted “${preset.name}” — scores are being re-evaluated.`);
              setToDelete(null);
              // The deleted preset cannot be edited any longer: the form goes back to a new one.
              if (editing?.id === preset.id) startEditing(null);
            },
            onError: () => setToDelete(null),
          })
        }
      >
        {() => (
          <p>
            {deleteUses === 1
              ? '1 objective uses it. The rule is taken off it; left without rules, it scores no points until it gets another preset.'
              : deleteUses > 1
                ? `${deleteUses} objectives use it. The rule is taken off them; those left without rules score no points until they get another preset.`
                : 'Objectives that use it lose the rule; those left without rules score no points until they get another preset.'}
          </p>
        )}
      </RemovalDialog>
      <DiscardChangesDialog
        open={pendingEdit !== undefined}
        form="The preset form"
        onKeep={() => setPendingEdit(undefined)}
        onDiscard={() => {
          startEditing(pendingEdit ?? null);
          setPendingEdit(undefined);
        }}
      />
    </div>
  );
}

import type { GameVersion, Team } from '@app/shared';
import { useId, useState, type FormEvent } from 'react';
import { Field, TextInputField } from '~/components/ui/form-field';
import { ActionButton } from '~/components/ui/action-button';
import { BusyButton } from '~/components/ui/busy-button';
import { ColorDot } from '~/components/ui/color-dot';
import { ActionError } from '~/components/ui/outcome';
import { useUpsertTeam } from '../api/upsert-team';
import {
  isTeamChanged,
  TEAM_NAME_MAX,
  TEAM_TAG_MAX,
  teamDraft,
  validateTeamDraft,
  type TeamDraft,
  type TeamDraftErrors,
} from '../team-form';
import { ClassPicker } from './class-picker';

type TeamRowProps = {
  team: Team;
  game: GameVersion;
  disabled: boolean;
  onDelete: () => void;
};

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/**
 * One team's settings, saved on their own. The draft lives here and survives refetches of the list, so saving
 * one team never throws away what is being typed into another.
 */
export function TeamRow({ team, game, disabled, onDelete }: TeamRowProps) {
  const id = useId();
  const [draft, setDraft] = useState<TeamDraft>(() => teamDraft(team));
  const [errors, setErrors] = useState<TeamDraftErrors>({});
  const save = useUpsertTeam(team.event_id);
  const changed = isTeamChanged(team, draft);
  const set = <K extends keyof TeamDraft>(field: K, value: TeamDraft[K]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (field !== 'allowed_classes') setErrors((current) => ({ ...current, [field]: undefined }));
    if (save.isSuccess || save.isError) save.reset();
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateTeamDraft(draft, team.id);
    if (!result.ok) {
      setErrors(result.errors);
      const first = (['name', 'abbreviation', 'color'] as const).find((field) => result.errors[field]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    // The server's answer is the team as saved (trimmed, classes spelt the game's way): the draft follows it.
    save.mutate(result.body, { onSuccess: (saved) => setDraft(teamDraft(saved)) });
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-200 p-4"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold">
        <ColorDot color={HEX_COLOR.test(team.color) ? team.color : undefined} />
        <span className="break-all">{team.name}</span>
      </h2>
      <div className="grid gap-3 desktop:grid-cols-[2fr_1fr_2fr]">
        <TextInputField
          id={`${id}-name`}
          label="Name"
          error={errors.name}
          value={draft.name}
          // Room past the limit, so a pasted long name gets the message saying so instead of being cut silently.
          maxLength={TEAM_NAME_MAX * 2}
          disabled={disabled}
          onChange={(text) => set('name', text)}
        />
        <TextInputField
          id={`${id}-abbreviation`}
          label="Tag"
          error={errors.abbreviation}
          hint={<>Up to {TEAM_TAG_MAX} characters, put before members&apos; character names.</>}
          value={draft.abbreviation}
          disabled={disabled}
          onChange={(text) => set('abbreviation', text)}
        />
        <Field id={`${id}-color`} label="Colour" error={errors.color} hint="# and six hex digits, or pick one.">
          {(control) => (
            <div className="flex gap-2">
              <input
                type="color"
                className="h-10 w-14 shrink-0 cursor-pointer rounded-field border border-base-300 bg-base-100"
                aria-label={`Colour picker for ${team.name}`}
                // The picker only understands #rrggbb: while the text is half typed it keeps the last good colour.
                value={HEX_COLOR.test(draft.color) ? draft.color.toLowerCase() : team.color.toLowerCase()}
                disabled={disabled}
                onChange={(event) => set('color', event.target.value)}
              />
              <input
                {...control}
                className="input min-w-0 flex-1 font-mono"
                value={draft.color}
                maxLength={7}
                disabled={disabled}
                onChange={(event) => set('color', event.target.value.trim())}
              />
            </div>
          )}
        </Field>
      </div>

      <ClassPicker
        game={game}
        teamName={team.name}
        selected={draft.allowed_classes}
        disabled={disabled}
        onChange={(classes) => set('allowed_classes', classes)}
      />

      <div className="flex flex-wrap items-center gap-2">
        <BusyButton
          busy={save.isPending}
          spinner="xs"
          type="submit"
          className="btn btn-primary btn-sm"
          aria-label={`Save ${team.name}`}
          disabled={disabled || !changed}
        >
          Save
        </BusyButton>
        <ActionButton
          action="Delete"
          target={team.name}
          className="btn btn-sm"
          disabled={disabled}
          onClick={onDelete}
        />
        <span role="status" className="text-sm">
          {save.isSuccess ? 'Saved.' : changed ? 'Unsaved changes' : ''}
        </span>
      </div>
      {save.isError && <ActionError lead={`${team.name} was not saved`} error={save.error} />}
    </form>
  );
}

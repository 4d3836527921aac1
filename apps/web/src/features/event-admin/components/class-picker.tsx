import { GAME_CLASSES, type GameVersion } from '@app/shared';
import { useId, useState } from 'react';
import { GAME_NAMES } from '../event-form';
import { describeAllowedClasses } from '../team-form';

type ClassPickerProps = {
  game: GameVersion;
  /** For the accessible names: whose classes these are. */
  teamName: string;
  selected: readonly string[];
  disabled: boolean;
  onChange: (selected: string[]) => void;
};

/**
 * The classes a team may play, chosen from the event's game version: one group per base class, holding the base
 * class itself ("Any Marauder") and its ascendancies, as plain checkboxes so keyboards and screen readers work
 * as they always do. Folded away behind a disclosure button that says what is chosen (nothing chosen: any); the
 * checkboxes are only built when it is opened, as a page of teams would otherwise hold hundreds of them.
 */
export function ClassPicker({ game, teamName, selected, disabled, onChange }: ClassPickerProps) {
  const panelId = useId();
  const [expanded, setExpanded] = useState(false);
  const chosen = new Set(selected);
  // Kept in the game's order whatever order they were ticked in, so the saved list reads like the picker.
  const order = GAME_CLASSES[game].flatMap((gameClass) => [gameClass.name, ...gameClass.ascendancies]);
  const toggle = (name: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(name);
    else next.delete(name);
    const known = order.filter((candidate) => next.has(candidate));
    onChange([...known, ...[...next].filter((candidate) => !order.includes(candidate))]);
  };
  // Classes of the other game, left over when the event's game version was changed: the server refuses to save
  // them again, so they are listed to be unticked rather than hidden.
  const foreign = selected.filter((name) => !order.includes(name));
  return (
    <div className="rounded-box border border-base-300">
      <button
        type="button"
        className="flex w-full cursor-pointer items-start gap-2 p-3 text-left"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setExpanded((open) => !open)}
      >
        <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
        <span>
          <span className="font-semibold">Allowed classes:</span> {describeAllowedClasses(selected)}
        </span>
      </button>
      {expanded && (
        <div id={panelId} className="flex flex-col gap-3 border-t border-base-300 p-3">
          <p className="text-sm text-base-content/80">
            Members of {teamName} may only play the ticked classes and ascendancies. Tick none to allow any class.
          </p>
          <div className="grid gap-3 desktop:grid-cols-3">
            {GAME_CLASSES[game].map((gameClass) => (
              <fieldset key={gameClass.name} className="flex flex-col gap-1" disabled={disabled}>
                <legend className="font-semibold">{gameClass.name}</legend>
                {[gameClass.name, ...gameClass.ascendancies].map((name) => (
                  <label key={name} className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      className="checkbox checkbox-sm"
                      checked={chosen.has(name)}
                      onChange={(event) => toggle(name, event.target.checked)}
                    />
                    <span>{name === gameClass.name ? `Any ${name}` : name}</span>
                  </label>
                ))}
              </fieldset>
            ))}
          </div>
          {foreign.length > 0 && (
            <fieldset className="flex flex-col gap-1 rounded-box border border-warning p-3" disabled={disabled}>
              <legend className="px-1 font-semibold">Not classes of {GAME_NAMES[game]}</legend>
              <p className="text-sm">
                Untick these before saving: the server only accepts classes of the event&apos;s game.
              </p>
              {foreign.map((name) => (
                <label key={name} className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    className="checkbox checkbox-sm"
                    checked
                    onChange={(event) => toggle(name, event.target.checked)}
                  />
                  <span>{name}</span>
                </label>
              ))}
            </fieldset>
          )}
          <button
            type="button"
            className="btn btn-sm self-start"
            disabled={disabled || selected.length === 0}
            onClick={() => onChange([])}
          >
            Allow any class
          </button>
        </div>
      )}
    </div>
  );
}

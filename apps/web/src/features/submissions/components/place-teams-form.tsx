import { useId, useState, type FormEvent } from 'react';
import { ActionError } from '~/components/ui/outcome';
import { useEventView } from '~/lib/event-view';
import { useObjectives } from '~/lib/scoreboard/get-objectives';
import { useSubmissions } from '~/lib/event-reads';
import { usePlaceTeams } from '../api/place-teams';
import { currentPlacement, placementProblem } from '../submission-rules';
import { NamedSelect } from './named-select';
import { submissionObjectives } from './submissions-table';

/** Races are usually decided for the podium; more places can be added, down to one. */
const DEFAULT_PLACES = 3;

/**
 * docs/domain.md §2/§5 bulk result form of /admin/submissions: a SUBMISSION objective and a team per place, first place
 * first. Each place needs a team and no team may appear twice (the spec's two alerts, which stop the send).
 */
export function PlaceTeamsForm() {
  const { event, key } = useEventView();
  const objectives = useObjectives(key);
  const place = usePlaceTeams(key);
  const [objectiveId, setObjectiveId] = useState('');
  const submissions = useSubmissions(key, { poll: true });
  const emptyPlaces = () => Array.from({ length: Math.min(DEFAULT_PLACES, event.teams.length) }, () => '');
  const [places, setPlaces] = useState<string[]>(emptyPlaces);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const fieldId = useId();
  const choices = objectives.data ? submissionObjectives(objectives.data) : [];

  // A placement replaces the objective's previous one, so the form starts from what judges placed before.
  function chooseObjective(value: string) {
    setObjectiveId(value);
    setProblem(null);
    setDone(null);
    const placed = value === '' ? [] : currentPlacement(submissions.data ?? [], Number(value));
    setPlaces(placed.length > 0 ? placed.map(String) : emptyPlaces());
  }

  function onSubmit(submitEvent: FormEvent) {
    submitEvent.preventDefault();
    if (place.isPending) return;
    setDone(null);
    if (objectiveId === '') {
      setProblem('Select an objective');
      return;
    }
    const teamIds = places.map((value) => (value === '' ? null : Number(value)));
    const found = placementProblem(teamIds);
    setProblem(found);
    if (found) return;
    const name = choices.find((objective) => objective.id === Number(objectiveId))?.name ?? 'the objective';
    place.mutate(
      { objective_id: Number(objectiveId), team_ids: teamIds.filter((id): id is number => id !== null) },
      {
        onSuccess: () => {
          setDone(`Saved the places for ${name}.`);
          setObjectiveId('');
          setPlaces(emptyPlaces());
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="card bg-base-200" aria-labelledby="place-teams-title">
      <div className="card-body gap-3">
        <h2 id="place-teams-title" className="card-title">
          Set results by place
        </h2>
        <p className="text-sm text-base-content/80">
          Each team gets an approved submission, first place first, so ranked scoring follows the places. The list
          replaces the objective&rsquo;s earlier placement: a team left out loses its place.
        </p>
        <NamedSelect
          id={`${fieldId}-objective`}
          label="Objective"
          className="w-full max-w-md"
          required
          value={objectiveId}
          onChange={chooseObjective}
          emptyLabel="Select an objective"
          options={choices}
        />
        <ol className="flex flex-col gap-2">
          {places.map((value, index) => (
            <li key={index} className="flex flex-wrap items-end gap-2">
              <NamedSelect
                id={`${fieldId}-place-${index}`}
                label={`${index + 1}. Place`}
                className="w-full max-w-xs"
                value={value}
                onChange={(team) => setPlaces(places.map((old, at) => (at === index ? team : old)))}
                emptyLabel="Select a team"
                options={event.teams}
              />
              {places.length > 1 && (
                <button
                  type="button"
                  className="btn btn-ghost btn-sm"
                  onClick={() => setPlaces(places.filter((_, at) => at !== index))}
                >
                  Remove <span className="sr-only">place {index + 1}</span>
                </button>
              )}
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap gap-2">
          {places.length < event.teams.length && (
            <button type="button" className="btn btn-outline btn-sm" onClick={() => setPlaces([...places, ''])}>
              Add place
            </button>
          )}
          <button type="submit" className="btn btn-primary btn-sm" disabled={place.isPending}>
            {place.isPending ? 'Saving…' : 'Submit'}
          </button>
        </div>
        {problem && (
          <p role="alert" className="alert alert-warning text-sm">
            {problem}
          </p>
        )}
        {place.isError && <ActionError error={place.error} />}
        {done && (
          <p role="status" className="text-sm">
            {done}
          </p>
        )}
      </div>
    </form>
  );
}

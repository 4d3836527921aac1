import type { ItemTestResult } from '@app/shared';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useSaveObjectiveSample } from '../api/objective-validation';
import { useTestItem } from '../api/test-item';
import { OPERATOR_LABELS } from '../condition-rules';
import { parseItemJson } from '../item-json';
import { itemFieldLabel } from '../labels';
import { RefusalAlert } from './refusal-alert';
import { BusyButton } from '~/components/ui/busy-button';
import { StatusLine } from '~/components/ui/outcome';
import { TableHead } from '~/components/ui/table-head';

type Verdicts = ItemTestResult['objectives'];

/** Objectives not matched are many in a big event; past this many they are summarised, not drawn. */
const MAX_UNMATCHED_SHOWN = 50;

/**
 * "Does my rule work?": paste an item as the stash API sends it and see, for every item objective of the event,
 * whether it counts and what the item held for each condition. Bad JSON is caught here, before any request.
 */
export function ItemTester({ eventId }: { eventId: number }) {
  const id = useId();
  const [text, setText] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const test = useTestItem(eventId);
  const record = useSaveObjectiveSample(eventId);
  const [tested, setTested] = useState<Record<string, unknown> | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseItemJson(text);
    if (!parsed.ok) {
      test.reset();
      setInputError(parsed.error);
      return;
    }
    setInputError(null);
    record.reset();
    setTested(parsed.item);
    test.mutate(parsed.item);
  };

  const results = test.data?.objectives;
  const matched = results?.filter((objective) => objective.matched) ?? [];
  const unmatched = results?.filter((objective) => !objective.matched) ?? [];

  return (
    <section aria-labelledby={`${id}-title`} className="flex min-w-0 flex-col gap-3">
      <h2 id={`${id}-title`} className="text-xl font-bold">
        Item tester
      </h2>
      <form noValidate onSubmit={submit} className="flex flex-col gap-2">
        <label htmlFor={`${id}-json`} className="font-semibold">
          Item JSON
        </label>
        <textarea
          id={`${id}-json`}
          className="textarea w-full font-mono text-sm"
          rows={6}
          spellCheck={false}
          placeholder='{"name": "Goldrim", "typeLine": "Leather Cap", "baseType": "Leather Cap", …}'
          value={text}
          aria-invalid={inputError ? true : undefined}
          aria-describedby={`${id}-help${inputError ? ` ${id}-error` : ''}`}
          onChange={(event) => setText(event.target.value)}
        />
        <p id={`${id}-help`} className="text-sm text-base-content/80">
          One item as a stash tab lists it. It is checked against every item objective of the event; time windows are
          ignored and nothing is stored.
        </p>
        {inputError && (
          <p id={`${id}-error`} role="alert" className="text-error-text">
            {inputError}
          </p>
        )}
        <BusyButton busy={test.isPending} type="submit" className="btn btn-primary self-start">
          Test item
        </BusyButton>
      </form>
      <RefusalAlert lead="The item could not be tested" error={test.error} />
      <RefusalAlert lead="The sample was not recorded" error={record.error} />
      <StatusLine>
        {record.isSuccess
          ? `Recorded as the sample item of “${results?.find((objective) => objective.objective_id === record.variables.objectiveId)?.name ?? ''}”.`
          : results &&
            (results.length === 0
              ? 'The event has no item objectives yet.'
              : `Matches ${matched.length} of ${results.length} item objectives.`)}
      </StatusLine>
      {results && results.length > 0 && (
        <div className="flex flex-col gap-3">
          {matched.map((objective) => (
            <VerdictCard key={objective.objective_id} objective={objective}>
              {tested && (
                <BusyButton
                  busy={record.isPending && record.variables.objectiveId === objective.objective_id}
                  disabled={record.isPending}
                  spinner="xs"
                  className="btn btn-xs btn-outline"
                  aria-label={`Record as the sample of ${objective.name}`}
                  onClick={() => record.mutate({ objectiveId: objective.objective_id, item: tested })}
                >
                  Record as sample
                </BusyButton>
              )}
            </VerdictCard>
          ))}
          {unmatched.length > 0 && (
            <details open={matched.length === 0} className="rounded-box border border-base-300 p-2">
              <summary className="cursor-pointer font-semibold">Not matched ({unmatched.length})</summary>
              <div className="mt-2 flex flex-col gap-3">
                {unmatched.slice(0, MAX_UNMATCHED_SHOWN).map((objective) => (
                  <VerdictCard key={objective.objective_id} objective={objective} />
                ))}
                {unmatched.length > MAX_UNMATCHED_SHOWN && (
                  <p className="text-sm text-base-content/80">
                    And {unmatched.length - MAX_UNMATCHED_SHOWN} more not matched.
                  </p>
                )}
              </div>
            </details>
          )}
        </div>
      )}
    </section>
  );
}

/** One objective's verdict; `children` are its actions (recording the item as its sample). */
function VerdictCard({ objective, children }: { objective: Verdicts[number]; children?: ReactNode }) {
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="min-w-0 rounded-box border border-base-300 p-3">
      <h3 id={headingId} className="flex flex-wrap items-center gap-2 font-semibold">
        <span className="break-words">{objective.name}</span>
        <span className={`badge ${objective.matched ? 'badge-success' : 'badge-ghost'}`}>
          {objective.matched ? `Matched (counts ${objective.number})` : 'Not matched'}
        </span>
      </h3>
      {children && <div className="mt-2">{children}</div>}
      {objective.conditions.length === 0 ? (
        <p className="text-sm text-base-content/80">No conditions, so no item counts.</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="table table-sm">
            <caption className="sr-only">Conditions of {objective.name}</caption>
            <TableHead columns={['Field', 'Seen on the item', 'Operator', 'Expected', 'Result']} />
            <tbody>
              {objective.conditions.map((condition) => (
                <tr key={condition.condition_id}>
                  <th scope="row">{itemFieldLabel(condition.field)}</th>
                  <td className="break-all">{condition.seen === '' ? '(empty)' : condition.seen}</td>
                  <td>{OPERATOR_LABELS[condition.operator]}</td>
                  <td className="break-all">{condition.expected}</td>
                  <td className={condition.passed ? 'text-success' : 'text-error-text'}>
                    {condition.passed ? '✓ Pass' : '✗ Fail'}
                    {condition.refused && (
                      <span className="block text-xs whitespace-normal">Never matches: {condition.refused}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </article>
  );
}

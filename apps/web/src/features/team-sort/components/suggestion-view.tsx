import { PLAYTIME_BUCKETS, type Signup, type Team, type TeamBalance, type TeamSortSuggestion } from '@app/shared';
import { useId } from 'react';
import { describeSplitGroups, describeSuggestion } from '../team-sort';
import { ScrollArea } from '~/components/ui/scroll-area';
import { TableHead } from '~/components/ui/table-head';

export function SuggestionView({
  suggestion,
  signups,
  teams,
}: {
  suggestion: TeamSortSuggestion;
  signups: Signup[];
  teams: Team[];
}) {
  const headingId = useId();
  const moves = describeSuggestion(suggestion, signups, teams);
  const splitGroups = describeSplitGroups(suggestion, signups, teams);
  const teamName = (id: number | null) =>
    id === null ? 'No team' : (teams.find((team) => team.id === id)?.name ?? `Team ${id}`);
  const before = new Map(suggestion.before.map((row) => [row.team_id, row]));
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-box border border-info p-4">
      <h2 id={headingId} className="text-xl font-semibold">
        Suggestion (seed {suggestion.seed})
      </h2>
      {splitGroups.length > 0 && (
        <div role="note" aria-label="Groups not kept together" className="rounded-box border border-warning p-3">
          <p className="font-semibold">
            {splitGroups.length === 1
              ? 'One group could not be kept on one team:'
              : `${splitGroups.length} groups could not be kept on one team:`}
          </p>
          <ul className="list-inside list-disc">
            {splitGroups.map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
        </div>
      )}
      {moves.length === 0 ? (
        <p>No one needs to move.</p>
      ) : (
        <ScrollArea label="Suggested moves">
          <table className="table table-sm">
            <caption className="text-left font-semibold">Suggested moves</caption>
            <TableHead columns={['Player', 'From', 'To', 'Note']} />
            <tbody>
              {moves.map((move) => (
                <tr key={move.user_id}>
                  <th scope="row">{move.name}</th>
                  <td>{move.from}</td>
                  <td>{move.to}</td>
                  <td>
                    {move.compromise === 'classes' && 'None of their classes fit any team with room'}
                    {move.compromise === 'size' && 'Makes the team larger than even'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      )}
      <ScrollArea label="Balance before and after">
        <table className="table table-sm">
          <caption className="text-left font-semibold">Balance before → after</caption>
          <TableHead
            columns={[
              'Team',
              { label: 'Members', numeric: true },
              ...PLAYTIME_BUCKETS.map((bucket) => ({ label: `${bucket.label} h`, numeric: true })),
              { label: 'Helpers', numeric: true },
              { label: 'Need help', numeric: true },
              { label: 'Total hours', numeric: true },
            ]}
          />
          <tbody>
            {suggestion.after.map((after) => (
              <BalanceRow
                key={after.team_id ?? 'none'}
                name={teamName(after.team_id)}
                before={before.get(after.team_id)}
                after={after}
              />
            ))}
          </tbody>
        </table>
      </ScrollArea>
    </section>
  );
}

function BalanceRow({ name, before, after }: { name: string; before: TeamBalance | undefined; after: TeamBalance }) {
  const cell = (from: number | undefined, to: number) =>
    from === undefined || from === to ? String(to) : `${from} → ${to}`;
  return (
    <tr>
      <th scope="row">{name}</th>
      <td className="text-right">{cell(before?.members, after.members)}</td>
      {after.playtime.map((count, index) => (
        <td key={PLAYTIME_BUCKETS[index]!.label} className="text-right">
          {cell(before?.playtime[index], count)}
        </td>
      ))}
      <td className="text-right">{cell(before?.helpers, after.helpers)}</td>
      <td className="text-right">{cell(before?.needs_help, after.needs_help)}</td>
      <td className="text-right">{cell(before?.total_hours, after.total_hours)}</td>
    </tr>
  );
}

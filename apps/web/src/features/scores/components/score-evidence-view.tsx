import { rankLabel } from '@app/scoring';
import type { GameVersion, Operator, ScoreEvidence } from '@app/shared';
import { ItemIcon } from '~/components/game/item-icon';
import { formatDateTime } from '~/lib/format';

/** How a condition compares, in words ("is", "contains"), for the conditions an item met. */
const OPERATOR_WORDS: Record<Operator, string> = {
  EQ: 'is',
  NEQ: 'is not',
  GT: 'is more than',
  LT: 'is less than',
  IN: 'is one of',
  NOT_IN: 'is none of',
  MATCHES: 'matches',
  DOES_NOT_MATCH: 'does not match',
  CONTAINS: 'contains',
  CONTAINS_ALL: 'contains all of',
  CONTAINS_MATCH: 'has an entry matching',
  LENGTH_EQ: 'has length',
  LENGTH_GT: 'is longer than',
  LENGTH_LT: 'is shorter than',
};

/** "BASE_TYPE" → "Base type". */
export function fieldWords(field: string): string {
  const words = field.toLowerCase().replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function pointsText(points: number): string {
  return `${points} ${Math.abs(points) === 1 ? 'point' : 'points'}`;
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="flex flex-col gap-2" aria-label={title}>
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/** The explanation of one score (decision 036), as the dialog shows it: each part only when the score has it. */
export function ScoreEvidenceView({ evidence, game }: { evidence: ScoreEvidence; game: GameVersion }) {
  const { objective, team, score } = evidence;
  const category = objective.objective_type === 'CATEGORY';
  return (
    <div className="flex flex-col gap-5 text-sm">
      <p className="text-base">
        <strong>{team.name}</strong> has <strong>{pointsText(category ? evidence.total_points : score.points)}</strong>{' '}
        on {objective.name || 'the whole event'}
        {category && evidence.total_points !== score.points && (
          <> ({pointsText(score.points)} for the category itself, the rest from what is in it)</>
        )}
        .
      </p>
      {evidence.progress_hidden ? (
        <p role="note" className="alert">
          {objective.name
            ? 'This objective keeps a team’s progress to that team until it is finished: nothing more is shown yet.'
            : 'This objective is not revealed yet.'}
        </p>
      ) : (
        <Reached evidence={evidence} />
      )}
      {evidence.rules.length > 0 && (
        <Section title="Scoring rules">
          <ul className="list-disc pl-5">
            {evidence.rules.map((rule) => (
              <li key={rule.scoring_preset_id}>
                {rule.name}: {pointsText(rule.points)}
                {rule.rank > 0 && <>, {rankLabel(rule.rank)}</>}
              </li>
            ))}
          </ul>
        </Section>
      )}
      {evidence.item && <ItemSighting sighting={evidence.item} game={game} />}
      {evidence.values.length > 0 &&
        objective.objective_type !== 'ITEM' &&
        objective.objective_type !== 'SUBMISSION' && <Values evidence={evidence} />}
      {evidence.submissions.length > 0 && <Submissions submissions={evidence.submissions} />}
      {evidence.children.length > 0 && <Children evidence={evidence} />}
      {evidence.standings.length > 0 && <Standings evidence={evidence} />}
    </div>
  );
}

function Reached({ evidence }: { evidence: ScoreEvidence }) {
  const { objective } = evidence;
  if (evidence.reached_at) return <p>Requirement reached {formatDateTime(evidence.reached_at)}.</p>;
  if (objective.objective_type === 'CATEGORY') return <p>Not completed yet.</p>;
  return (
    <p>
      Not reached yet
      {objective.required_number > 1 && (
        <>
          {' '}
          ({evidence.score.number} of {objective.required_number})
        </>
      )}
      .
    </p>
  );
}

function ItemSighting({ sighting, game }: { sighting: NonNullable<ScoreEvidence['item']>; game: GameVersion }) {
  const { item } = sighting;
  const where = sighting.stash_kind === 'guild' ? 'guild stash tab' : 'stash tab';
  return (
    <Section title="The item">
      {item ? (
        <div className="flex items-start gap-3">
          <ItemIcon
            name={item.name || item.base_type}
            game={game}
            kind={item.name ? 'uniques' : 'basetypes'}
            link={false}
          />
          <div className="flex min-w-0 flex-col">
            <span className="font-semibold break-words">{item.name || item.type_line}</span>
            {item.name && <span className="text-base-content/80">{item.base_type}</span>}
            <span className="text-xs text-base-content/80">
              Item level {item.item_level}
              {item.stack_size > 1 && <>, a stack of {item.stack_size}</>}
            </span>
          </div>
        </div>
      ) : sighting.withheld ? (
        <p>It lies in the team’s guild stash, which only the team, admins and judges may look into.</p>
      ) : (
        <p>The tab no longer shows an item these conditions match.</p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        {sighting.player && (
          <>
            <dt className="text-base-content/80">Player</dt>
            <dd className="break-words">{sighting.player.name}</dd>
          </>
        )}
        {sighting.character_name && (
          <>
            <dt className="text-base-content/80">Character</dt>
            <dd className="break-words">{sighting.character_name}</dd>
          </>
        )}
        <dt className="text-base-content/80">Found in</dt>
        <dd className="break-words">
          {sighting.stash_name ? `${where} “${sighting.stash_name}”` : `a ${where}`}
          {sighting.account_name && ` of ${sighting.account_name}`}
        </dd>
        <dt className="text-base-content/80">First seen</dt>
        <dd>{formatDateTime(sighting.first_seen_at)}</dd>
      </dl>
      {item && item.conditions.length > 0 && (
        <>
          <h4 className="font-semibold">Conditions met</h4>
          <ul className="flex flex-col gap-1">
            {item.conditions.map((condition) => (
              <li key={condition.condition_id} className="flex gap-2 break-words">
                <span aria-hidden="true" className="text-success">
                  ✓
                </span>
                <span>
                  {fieldWords(condition.field)} {OPERATOR_WORDS[condition.operator]} “{condition.expected}”
                  <span className="text-base-content/80"> — the item’s: “{condition.seen}”</span>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Section>
  );
}

function Values({ evidence }: { evidence: ScoreEvidence }) {
  const shortened = evidence.values_total > evidence.values.length;
  return (
    <Section title="Values over time">
      {shortened && (
        <p className="text-base-content/80">
          The first and the last {evidence.values.length / 2} of {evidence.values_total} values.
        </p>
      )}
      <div className="overflow-x-auto">
        <table className="table table-sm">
          <caption className="sr-only">Values over time, oldest first</caption>
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">Player</th>
              <th scope="col" className="text-right">
                Value
              </th>
            </tr>
          </thead>
          <tbody>
            {evidence.values.map((value, index) => {
              const reached = evidence.reached_at !== null && value.timestamp === evidence.reached_at;
              return (
                <tr key={index} className={reached ? 'bg-success/15' : ''}>
                  <td className="whitespace-nowrap">
                    {formatDateTime(value.timestamp)}
                    {reached && <span className="badge badge-success badge-sm ml-2">requirement reached</span>}
                    {value.late && (
                      <span className="badge badge-warning badge-sm ml-2">after the end, not counted</span>
                    )}
                  </td>
                  <td>{value.player?.name ?? 'The team'}</td>
                  <td className="text-right tabular-nums">{value.number}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

function Submissions({ submissions }: { submissions: ScoreEvidence['submissions'] }) {
  return (
    <Section title="Submission">
      <ul className="flex flex-col gap-3">
        {submissions.map((submission) => (
          <li key={submission.id} className="rounded-box border border-base-300 p-3">
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="text-base-content/80">Proof</dt>
              <dd className="break-all">
                {submission.proof ? (
                  <a className="link" href={submission.proof} target="_blank" rel="noreferrer">
                    {submission.proof}
                  </a>
                ) : (
                  'No proof provided'
                )}
              </dd>
              {submission.comment && (
                <>
                  <dt className="text-base-content/80">Comment</dt>
                  <dd className="break-words whitespace-pre-line">{submission.comment}</dd>
                </>
              )}
              <dt className="text-base-content/80">Submitted by</dt>
              <dd>
                {submission.submitter?.name ?? 'Unknown User'}, done {formatDateTime(submission.submitted_at)}
              </dd>
              <dt className="text-base-content/80">Approved by</dt>
              <dd>
                {submission.judge?.name ?? 'Unknown'}
                {submission.decided_at && <>, {formatDateTime(submission.decided_at)}</>}
              </dd>
              {submission.place !== null && (
                <>
                  <dt className="text-base-content/80">Placed</dt>
                  <dd>{rankLabel(submission.place)}</dd>
                </>
              )}
              {submission.review_comment && (
                <>
                  <dt className="text-base-content/80">Judge’s note</dt>
                  <dd className="break-words">{submission.review_comment}</dd>
                </>
              )}
            </dl>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Children({ evidence }: { evidence: ScoreEvidence }) {
  return (
    <Section title="What it is made of">
      <div className="overflow-x-auto">
        <table className="table table-sm">
          <caption className="sr-only">Objectives in it and the points each gave</caption>
          <thead>
            <tr>
              <th scope="col">Objective</th>
              <th scope="col" className="text-right">
                Points
              </th>
              <th scope="col">Finished</th>
            </tr>
          </thead>
          <tbody>
            {evidence.children.map((child) => (
              <tr key={child.objective_id} className={child.points !== 0 ? 'font-semibold' : ''}>
                <td className="break-words">{child.name || 'Revealed when it opens'}</td>
                <td className="text-right tabular-nums">{child.points}</td>
                <td>
                  {child.finished ? formatDateTime(child.timestamp) || 'Yes' : 'No'}
                  {child.completes && <span className="badge badge-success badge-sm ml-2">completed it</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

function Standings({ evidence }: { evidence: ScoreEvidence }) {
  const ranked = [...evidence.standings].sort(
    (a, b) => (a.rank || Infinity) - (b.rank || Infinity) || b.points - a.points || b.number - a.number,
  );
  return (
    <Section title="Every team">
      <div className="overflow-x-auto">
        <table className="table table-sm">
          <caption className="sr-only">Every team’s result on this objective</caption>
          <thead>
            <tr>
              <th scope="col">Place</th>
              <th scope="col">Team</th>
              <th scope="col">Reached</th>
              <th scope="col" className="text-right">
                Value
              </th>
              <th scope="col" className="text-right">
                Points
              </th>
            </tr>
          </thead>
          <tbody>
            {ranked.map((standing) => (
              <tr
                key={standing.team_id}
                className={standing.team_id === evidence.team.id ? 'bg-highlight text-highlight-content' : ''}
              >
                <td className="whitespace-nowrap">{standing.rank > 0 ? rankLabel(standing.rank) : '–'}</td>
                <th scope="row" className="break-words">
                  {standing.team_name}
                </th>
                <td className="whitespace-nowrap">
                  {standing.finished ? formatDateTime(standing.timestamp) || 'Yes' : 'Not yet'}
                </td>
                <td className="text-right tabular-nums">{standing.number}</td>
                <td className="text-right tabular-nums">{standing.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Section>
  );
}

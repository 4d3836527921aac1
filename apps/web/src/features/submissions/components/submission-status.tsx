import type { Objective, Submission } from '@app/shared';
import { IconLegend, noteLegend, type LegendEntry } from '~/components/scores/icon-legend';
import { InfoTip } from '~/components/ui/info-tip';
import { statusText } from '../submission-rules';
import { SubmitGlyph } from './submit-bounty-button';

type Status = Submission['approval_status'] | 'NONE';

/**
 * Each status's glyph: its colour, a circle round the centre of that radius, and its strokes. The shapes differ, so
 * colour is never the only signal.
 */
const STATUS_GLYPHS: Record<Status, { tone: string; strokeWidth: number; circle: number; paths: string[] }> = {
  APPROVED: { tone: 'text-success', strokeWidth: 2.4, circle: 9, paths: ['m8 12 3 3 5-6'] },
  PENDING: {
    tone: 'text-warning',
    strokeWidth: 2,
    circle: 2.5,
    paths: ['M2.5 12s3.5-6 9.5-6 9.5 6 9.5 6-3.5 6-9.5 6-9.5-6-9.5-6z', 'M4 20 20 4'],
  },
  REJECTED: { tone: 'text-error', strokeWidth: 2.4, circle: 9, paths: ['m9 9 6 6M15 9l-6 6'] },
  NONE: { tone: 'text-base-content/80', strokeWidth: 2, circle: 9, paths: ['M8 12h8'] },
};

export function StatusGlyph({ status }: { status: Status }) {
  const { tone, strokeWidth, circle, paths } = STATUS_GLYPHS[status];
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden
      focusable={false}
      className={`size-5 ${tone}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
    >
      <circle cx="12" cy="12" r={circle} />
      {paths.map((path) => (
        <path key={path} d={path} />
      ))}
    </svg>
  );
}

/**
 * docs/domain.md §2 submission status of one team on one objective. The words ('Approved — submitted by X', 'In review —
 * …', 'Rejected by Y — …') are the button's name, so keyboard, touch and screen-reader users get them too, not
 * only a hover tooltip; colour is never the only signal (the glyphs differ in shape).
 */
export function SubmissionStatus({ submission }: { submission: Submission | undefined }) {
  return (
    <InfoTip tip={statusText(submission)}>
      <StatusGlyph status={submission?.approval_status ?? 'NONE'} />
    </InfoTip>
  );
}

const STATUS_LEGEND: LegendEntry[] = (
  [
    ['APPROVED', 'Approved'],
    ['PENDING', 'In review'],
    ['REJECTED', 'Rejected'],
    ['NONE', 'No submissions'],
  ] as const
).map(([status, meaning]) => ({ key: status, symbol: <StatusGlyph status={status} />, meaning }));

const SUBMIT_LEGEND: LegendEntry = {
  key: 'submit',
  symbol: <SubmitGlyph className="size-5" />,
  meaning: 'Submit a completion for your team',
};

/**
 * The meaning of the status glyphs, the note "*" (when an objective has a note) and the (+) (for team members
 * who can submit), visible on the page for whoever does not open each tooltip.
 */
export function StatusLegend({ objectives, canSubmit }: { objectives: readonly Objective[]; canSubmit: boolean }) {
  return <IconLegend entries={[...STATUS_LEGEND, ...noteLegend(objectives), ...(canSubmit ? [SUBMIT_LEGEND] : [])]} />;
}

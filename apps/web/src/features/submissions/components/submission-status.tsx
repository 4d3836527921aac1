import type { Objective, Submission } from '@app/shared';
import { IconLegend, noteLegend, type LegendEntry } from '~/components/scores/icon-legend';
import { InfoTip } from '~/components/ui/info-tip';
import { statusText } from '../submission-rules';
import { SubmitGlyph } from './submit-bounty-button';

type Status = Submission['approval_status'] | 'NONE';

export function StatusGlyph({ status }: { status: Status }) {
  const common = { viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;
  switch (status) {
    case 'APPROVED':
      return (
        <svg {...common} className="size-5 text-success" fill="none" stroke="currentColor" strokeWidth={2.4}>
          <circle cx="12" cy="12" r="9" />
          <path d="m8 12 3 3 5-6" />
        </svg>
      );
    case 'PENDING':
      return (
        <svg {...common} className="size-5 text-warning" fill="none" stroke="currentColor" strokeWidth={2}>
          <path d="M2.5 12s3.5-6 9.5-6 9.5 6 9.5 6-3.5 6-9.5 6-9.5-6-9.5-6z" />
          <circle cx="12" cy="12" r="2.5" />
          <path d="M4 20 20 4" />
        </svg>
      );
    case 'REJECTED':
      return (
        <svg {...common} className="size-5 text-error" fill="none" stroke="currentColor" strokeWidth={2.4}>
          <circle cx="12" cy="12" r="9" />
          <path d="m9 9 6 6M15 9l-6 6" />
        </svg>
      );
    default:
      return (
        <svg {...common} className="size-5 text-base-content/80" fill="none" stroke="currentColor" strokeWidth={2}>
          <circle cx="12" cy="12" r="9" />
          <path d="M8 12h8" />
        </svg>
      );
  }
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

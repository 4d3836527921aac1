import { pickSubmission, submissionTooltip } from '@app/scoring';
import type { Submission } from '@app/shared';
import { InfoTip } from '~/components/ui/info-tip';
import { userName, useEventView } from '~/lib/event-view';

function StatusGlyph({ status }: { status: Submission['approval_status'] | 'NONE' }) {
  const common = { viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false, className: 'size-5' } as const;
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
    case 'NONE':
      return (
        <svg {...common} className="size-5 text-base-content/80" fill="none" stroke="currentColor" strokeWidth={2}>
          <circle cx="12" cy="12" r="9" />
          <path d="M8 12h8" />
        </svg>
      );
  }
}

/**
 * Spec §2 submission status of one team on one objective: approved ('Submitted by'), pending ('In Review'),
 * rejected ('Rejected by' the reviewer) or neutral without submissions. The text is the button's name, so it is
 * reachable by keyboard, touch and screen readers, not only on hover.
 */
export function SubmissionStatus({ submissions }: { submissions: readonly Submission[] }) {
  const view = useEventView();
  const shown = pickSubmission(submissions);
  if (!shown) {
    return (
      <InfoTip tip="No submissions yet">
        <StatusGlyph status="NONE" />
      </InfoTip>
    );
  }
  const tip = submissionTooltip(
    shown.approval_status,
    userName(view, shown.user_id),
    userName(view, shown.reviewer_id),
  );
  return (
    <InfoTip tip={tip}>
      <StatusGlyph status={shown.approval_status} />
    </InfoTip>
  );
}

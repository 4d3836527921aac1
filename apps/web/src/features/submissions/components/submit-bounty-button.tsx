import type { Objective } from '@app/shared';
import { useState } from 'react';
import { Dialog } from '~/components/ui/dialog';
import { Tooltip } from '~/components/ui/tooltip';

/**
 * Spec §2 Submit Bounty plus-button for team members. Sending submissions arrives with the submission API in a
 * later release, so for now the dialog (titled with the objective, as the spec says) tells the player so instead
 * of pretending to submit.
 */
export function SubmitBountyButton({ objective }: { objective: Objective }) {
  const [open, setOpen] = useState(false);
  const label = `Submit Bounty: ${objective.name}`;
  return (
    <>
      <Tooltip tip="Submit Bounty">
        <button
          type="button"
          className="btn btn-circle btn-ghost btn-sm"
          aria-label={label}
          onClick={() => setOpen(true)}
        >
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
          >
            <circle cx="12" cy="12" r="9" />
            <path d="M12 8v8M8 12h8" />
          </svg>
        </button>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} title={`Submission for "${objective.name}"`}>
        <p>Submissions open soon. Until then, keep your proof (a video or stream recording) ready to send in.</p>
      </Dialog>
    </>
  );
}

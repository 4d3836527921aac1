import { useCallback, useState, type ReactNode } from 'react';
import { Dialog } from '~/components/ui/dialog';
import { QueryRegion } from '~/components/ui/query-state';
import { ScoreEvidenceOpener, type EvidenceTarget } from '~/components/scores/why-button';
import { useEventView } from '~/lib/event-view';
import { useScoreEvidence } from '~/lib/scoreboard/get-score-evidence';
import { ScoreEvidenceView } from './score-evidence-view';

/**
 * "Why these points" (decision 036): every score below becomes a button that opens its evidence in one dialog
 * (a native modal: Escape closes it and focus returns to the score). The score pages and the judges' page use it.
 */
export function ScoreEvidenceProvider({ children }: { children: ReactNode }) {
  const [target, setTarget] = useState<EvidenceTarget | null>(null);
  const open = useCallback((next: EvidenceTarget) => setTarget(next), []);
  return (
    <ScoreEvidenceOpener value={open}>
      {children}
      <ScoreEvidenceDialog target={target} onClose={() => setTarget(null)} />
    </ScoreEvidenceOpener>
  );
}

function ScoreEvidenceDialog({ target, onClose }: { target: EvidenceTarget | null; onClose: () => void }) {
  const { key, event } = useEventView();
  const evidence = useScoreEvidence(key, target);
  return (
    <Dialog open={target !== null} onClose={onClose} title={target ? `Why these points — ${target.title}` : ''}>
      {target && (
        <QueryRegion
          query={evidence}
          loadingLabel="Loading the evidence..."
          errorTitle="Could not load the evidence"
          notFound={<p>This score is not there any more.</p>}
        >
          {(data) => <ScoreEvidenceView evidence={data} game={event.game_version} />}
        </QueryRegion>
      )}
    </Dialog>
  );
}

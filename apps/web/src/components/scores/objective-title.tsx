import type { Objective } from '@app/shared';
import { InfoTip } from '~/components/ui/info-tip';
import { useObjectiveActions } from './objective-actions';
import { ObjectiveWindow } from './objective-window';

/**
 * An objective's name as a heading, with what belongs to it wherever it is shown: its `extra` hint behind a red
 * "*" (works by keyboard and tap), the Submit control for a member of a team, and its time window.
 */
export function ObjectiveTitle({
  objective,
  title = objective.name,
  as: Heading = 'h3',
  showWindow = true,
}: {
  objective: Objective;
  /** The heading's words when the page words the objective its own way ("Collect 8 …"). */
  title?: string;
  as?: 'h2' | 'h3' | 'h4';
  /** Off where the page draws the window its own way (the dailies' large countdowns). */
  showWindow?: boolean;
}) {
  const { submitControl } = useObjectiveActions();
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <div className="flex items-start justify-between gap-2">
        <Heading className="flex min-w-0 items-start gap-1 font-semibold break-words">
          <span className="min-w-0">{title || 'Revealed when it opens'}</span>
          {objective.extra && (
            <InfoTip tip={`Note: ${objective.extra}`} className="px-1 text-error-text">
              <span aria-hidden="true">*</span>
            </InfoTip>
          )}
        </Heading>
        {submitControl(objective)}
      </div>
      {showWindow && <ObjectiveWindow objective={objective} />}
    </div>
  );
}

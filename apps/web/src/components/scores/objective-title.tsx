import type { Objective } from '@app/shared';
import { InfoTip } from '~/components/ui/info-tip';

/** An objective's name; its `extra` hint, when there is one, behind a red "*" that also works by keyboard and tap. */
export function ObjectiveTitle({ objective, as: Heading = 'h3' }: { objective: Objective; as?: 'h2' | 'h3' | 'h4' }) {
  return (
    <Heading className="flex items-start gap-1 font-semibold">
      <span>{objective.name}</span>
      {objective.extra && (
        <InfoTip tip={`Note: ${objective.extra}`} className="px-1 text-error">
          <span aria-hidden="true">*</span>
        </InfoTip>
      )}
    </Heading>
  );
}

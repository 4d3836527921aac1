import type { Objective } from '@app/shared';
import type { ReactNode } from 'react';
import { ObjectiveTitle } from '~/components/scores/objective-title';

/**
 * A part of a category on the score pages, headed by its objective's title and named by it (a category not yet
 * revealed has no name, and is named as such).
 */
export function ObjectiveSection({
  objective,
  className,
  children,
}: {
  objective: Objective;
  className: string;
  children: ReactNode;
}) {
  return (
    <section
      data-objective-id={objective.id}
      aria-label={objective.name || 'Revealed when it opens'}
      className={className}
    >
      <ObjectiveTitle objective={objective} as="h2" />
      {children}
    </section>
  );
}

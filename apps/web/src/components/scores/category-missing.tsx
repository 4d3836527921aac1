import { EmptyState } from '~/components/ui/query-state';

/** A tab whose category the event does not have: said in words, never a blank page. */
export function CategoryMissing({ name }: { name: string }) {
  return (
    <EmptyState title={`No ${name} yet`}>
      This event has no &ldquo;{name}&rdquo; objectives, or they have not been published yet.
    </EmptyState>
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { LadderTab } from '~/features/scores/components/ladder-tab';
import { parseLadderSearch, type LadderScope } from '~/features/scores/scores-search';

export const Route = createFileRoute('/scores/ladder')({ validateSearch: parseLadderSearch, component: LadderPage });

function LadderPage() {
  const { ladder } = Route.useSearch();
  const navigate = Route.useNavigate();
  const scope: LadderScope = ladder ?? 'event';
  // The choice lives in the address, so a shared or reloaded link shows the same ladder; no history entry per flip.
  const changeScope = (next: LadderScope) =>
    void navigate({
      search: (current) => ({ ...current, ladder: next === 'league' ? 'league' : undefined }),
      replace: true,
    });
  return <LadderTab scope={scope} onScopeChange={changeScope} />;
}

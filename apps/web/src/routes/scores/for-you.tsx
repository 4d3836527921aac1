import { createFileRoute } from '@tanstack/react-router';
import { ForYouTab } from '~/features/scores/components/for-you-tab';
import { TeamPlan } from '~/features/suggestions/components/team-plan';

export const Route = createFileRoute('/scores/for-you')({ component: ForYouPage });

function ForYouPage() {
  return <ForYouTab plan={(teamId) => <TeamPlan teamId={teamId} />} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { ForYouTab } from '~/features/scores/components/for-you-tab';
import { SubmissionActions } from '~/features/submissions/components/submission-actions';
import { TeamPlan } from '~/features/suggestions/components/team-plan';

export const Route = createFileRoute('/scores/for-you')({ component: ForYouPage });

function ForYouPage() {
  return (
    <SubmissionActions>
      <ForYouTab plan={(teamId) => <TeamPlan teamId={teamId} />} />
    </SubmissionActions>
  );
}

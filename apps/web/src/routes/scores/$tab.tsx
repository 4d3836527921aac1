import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { CategoryTab } from '~/features/scores/components/category-tab';
import { SubmissionActions } from '~/features/submissions/components/submission-actions';

/** One tab per category of the event (`/scores/uniques`, `/scores/bosses-12`, …). */
export const Route = createFileRoute('/scores/$tab')({ component: CategoryTabPage });

function CategoryTabPage() {
  const { tab } = Route.useParams();
  const navigate = Route.useNavigate();
  const moveTo = useCallback(
    (key: string) => void navigate({ params: { tab: key }, search: (previous) => previous, replace: true }),
    [navigate],
  );
  return (
    <SubmissionActions>
      <CategoryTab tabKey={tab} onMoved={moveTo} />
    </SubmissionActions>
  );
}

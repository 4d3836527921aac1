import { createFileRoute } from '@tanstack/react-router';
import { SubmissionCategoryTab } from '~/features/submissions/components/submission-category-tab';
import { CATEGORY_NAMES } from '~/lib/scoreboard/scoreboard';

export const Route = createFileRoute('/scores/races')({ component: RacesPage });

function RacesPage() {
  return <SubmissionCategoryTab name={CATEGORY_NAMES.races} />;
}

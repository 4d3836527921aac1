import { createFileRoute } from '@tanstack/react-router';
import { ProgressTab } from '~/features/scores/components/progress-tab';

export const Route = createFileRoute('/scores/progress')({ component: ProgressTab });

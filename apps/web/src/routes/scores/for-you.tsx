import { createFileRoute } from '@tanstack/react-router';
import { ForYouTab } from '~/features/scores/components/for-you-tab';

export const Route = createFileRoute('/scores/for-you')({ component: ForYouTab });

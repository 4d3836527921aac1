import { createFileRoute } from '@tanstack/react-router';
import { GemsTab } from '~/features/scores/components/gems-tab';

export const Route = createFileRoute('/scores/gems')({ component: GemsTab });

import { createFileRoute } from '@tanstack/react-router';
import { LadderTab } from '~/features/scores/components/ladder-tab';

export const Route = createFileRoute('/scores/ladder')({ component: LadderTab });

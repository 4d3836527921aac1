import { createFileRoute } from '@tanstack/react-router';
import { DailiesTab } from '~/features/scores/components/dailies-tab';

export const Route = createFileRoute('/scores/dailies')({ component: DailiesTab });

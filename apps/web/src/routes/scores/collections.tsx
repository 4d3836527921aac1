import { createFileRoute } from '@tanstack/react-router';
import { CollectionsTab } from '~/features/scores/components/collections-tab';

export const Route = createFileRoute('/scores/collections')({ component: CollectionsTab });

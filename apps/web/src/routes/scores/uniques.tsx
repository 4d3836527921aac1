import { createFileRoute } from '@tanstack/react-router';
import { UniquesTab } from '~/features/scores/components/uniques-tab';

export const Route = createFileRoute('/scores/uniques')({ component: UniquesTab });

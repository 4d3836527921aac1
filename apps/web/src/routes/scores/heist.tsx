import { createFileRoute } from '@tanstack/react-router';
import { HeistTab } from '~/features/scores/components/heist-tab';

export const Route = createFileRoute('/scores/heist')({ component: HeistTab });

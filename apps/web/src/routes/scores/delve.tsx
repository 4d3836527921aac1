import { createFileRoute } from '@tanstack/react-router';
import { DelveTab } from '~/features/scores/components/delve-tab';

export const Route = createFileRoute('/scores/delve')({ component: DelveTab });

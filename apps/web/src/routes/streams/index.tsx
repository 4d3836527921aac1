import { createFileRoute } from '@tanstack/react-router';

/** /streams without a chosen stream: only the list (drawn by the layout). */
export const Route = createFileRoute('/streams/')({ component: () => null });

import { createFileRoute, redirect } from '@tanstack/react-router';

/** docs/domain.md §2: /scores redirects to /scores/ladder, keeping the rules flag. */
export const Route = createFileRoute('/scores/')({
  beforeLoad: ({ search }) => {
    redirect({ to: '/scores/ladder', search, replace: true, throw: true });
  },
});

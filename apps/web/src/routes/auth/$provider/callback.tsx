import { createFileRoute, notFound, useLocation } from '@tanstack/react-router';
import { SignInCallback, type CallbackSearch } from '~/features/auth/components/sign-in-callback';
import { isProvider } from '~/lib/sign-in';
import { useDocumentTitle } from '~/lib/use-document-title';

/**
 * docs/domain.md §2: the provider's search params are taken as given. They are read from the raw query string, because
 * the router's own parser would turn a code like `1234` into a number.
 */
function callbackSearch(searchStr: string): CallbackSearch {
  const params = new URLSearchParams(searchStr);
  const text = (key: keyof CallbackSearch) => params.get(key) ?? undefined;
  return {
    code: text('code'),
    state: text('state'),
    error: text('error'),
    error_description: text('error_description'),
  };
}

export const Route = createFileRoute('/auth/$provider/callback')({
  beforeLoad: ({ params }) => {
    // `throw: true` makes notFound() throw itself (the router's way out of a beforeLoad).
    if (!isProvider(params.provider)) notFound({ throw: true });
  },
  component: SignInCallbackPage,
});

function SignInCallbackPage() {
  useDocumentTitle('Signing in');
  const { provider } = Route.useParams();
  const searchStr = useLocation({ select: (location) => location.searchStr });
  // beforeLoad already turned anything else away.
  if (!isProvider(provider)) return null;
  return <SignInCallback provider={provider} search={callbackSearch(searchStr)} />;
}

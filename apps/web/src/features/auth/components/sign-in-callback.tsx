import type { Provider } from '@app/shared';
import { useRouter } from '@tanstack/react-router';
import { useEffect, useId, useRef } from 'react';
import { AlertIcon } from '~/components/ui/icons';
import { NavLink } from '~/components/ui/nav-link';
import { callbackUrl, PROVIDER_NAMES, signInStartPath, useStartSignIn } from '~/lib/sign-in';
import { useFinishSignIn } from '../api/finish-sign-in';
import { describeProviderError, type SignInProblem } from '../provider-error';

/** What a provider puts on the callback address (docs/domain.md §2: accepted as given, so every field is optional). */
export type CallbackSearch = {
  code?: string;
  state?: string;
  error?: string;
  error_description?: string;
};

type SignInCallbackProps = { provider: Provider; search: CallbackSearch };

/**
 * The page a provider sends the browser back to. It finishes the sign-in and returns to where the person was,
 * or says in plain words why it could not, with a way to try again and a way back: never an endless spinner.
 */
export function SignInCallback({ provider, search }: SignInCallbackProps) {
  const name = PROVIDER_NAMES[provider];
  if (search.error) {
    return (
      <SignInFailed
        provider={provider}
        problem={describeProviderError(provider, search.error, search.error_description)}
      />
    );
  }
  if (!search.code || !search.state) {
    return (
      <SignInFailed
        provider={provider}
        problem={{
          title: `This page did not receive an answer from ${name}.`,
          detail: 'Sign-ins finish on this page by themselves. Please start again from the Login button.',
        }}
      />
    );
  }
  return <FinishSignIn provider={provider} code={search.code} state={search.state} />;
}

function FinishSignIn({ provider, code, state }: { provider: Provider; code: string; state: string }) {
  const router = useRouter();
  const { mutate, isError, error } = useFinishSignIn(provider);
  // The provider's code and the state are single use: send them once, even when effects run twice.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate(
      { code, state, redirect_url: callbackUrl(provider) },
      // Replace the callback page in the history, so Back does not land on a used sign-in.
      { onSuccess: (path) => void router.navigate({ href: path, replace: true }) },
    );
  }, [code, state, provider, mutate, router]);

  const name = PROVIDER_NAMES[provider];
  if (isError) {
    return (
      <SignInFailed
        provider={provider}
        problem={{ title: `Signing in with ${name} could not be finished.`, detail: error.message }}
      />
    );
  }
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Signing in with {name}</h1>
      <p role="status" className="flex items-center gap-3">
        <span className="loading loading-spinner loading-md" aria-hidden="true" />
        Finishing your sign-in…
      </p>
    </div>
  );
}

function SignInFailed({ provider, problem }: { provider: Provider; problem: SignInProblem }) {
  const headingId = useId();
  const retry = useStartSignIn();
  const back = signInStartPath();
  const name = PROVIDER_NAMES[provider];
  return (
    <section aria-labelledby={headingId} className="mx-auto flex max-w-xl flex-col gap-4 py-10">
      <h1 id={headingId} className="text-2xl font-bold">
        Sign-in did not complete
      </h1>
      <div role="alert" className="alert alert-error items-start">
        <AlertIcon className="size-6 shrink-0" />
        <div>
          <p className="font-semibold">{problem.title}</p>
          {problem.detail && <p className="text-sm">{problem.detail}</p>}
        </div>
      </div>
      {retry.isError && (
        <p role="alert" className="text-error-text">
          Could not start a new sign-in: {retry.error.message}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-primary"
          disabled={retry.isPending}
          onClick={() => retry.mutate({ provider, lastUrl: back })}
        >
          Try again with {name}
        </button>
        {back !== '/' && (
          <NavLink href={back} className={() => 'btn btn-outline'}>
            Back to the page you were on
          </NavLink>
        )}
        <NavLink href="/" className={() => 'btn btn-ghost'}>
          Return to home page
        </NavLink>
      </div>
    </section>
  );
}

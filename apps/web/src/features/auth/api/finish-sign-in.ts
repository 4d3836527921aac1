import { safeReturnPath, type OAuthCallbackBody, type Provider } from '@app/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';
import { authStore } from '~/lib/auth';
import { isUserScoped, SELF_QUERY_KEY } from '~/lib/query-keys';

/** How long the callback page waits for the server before saying so, instead of spinning forever. */
export const FINISH_SIGN_IN_TIMEOUT_MS = 30_000;

function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/**
 * Finishes a sign-in: stores the token (which resets every cache that belongs to the previous session), keeps
 * the user the server answered with, refreshes what depends on who is logged in, and resolves to the path to
 * return to.
 */
export function useFinishSignIn(provider: Provider) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: OAuthCallbackBody): Promise<string> => {
      let answer;
      try {
        // Trades the provider's code for a login token, the user and the way back.
        const signal = AbortSignal.timeout(FINISH_SIGN_IN_TIMEOUT_MS);
        answer = await callEndpoint('finishSignIn', { params: { provider }, body, signal });
      } catch (error) {
        if (isTimeout(error)) throw new Error('The server took too long to answer. Please start again.');
        throw error;
      }
      if (!authStore.login(answer.auth_token)) throw new Error('The sign-in token from the server could not be used.');
      // A new token already resets the previous session's caches; a linked account changes the same user's
      // data, so anything user-scoped is fetched again either way. The answer is the user itself.
      void queryClient.invalidateQueries({ predicate: isUserScoped });
      queryClient.setQueryData(SELF_QUERY_KEY, answer.user);
      return safeReturnPath(answer.last_path);
    },
  });
}

import { useMutation, useQueryClient, type DefaultError, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** What a write does to the cache once it succeeded: store its answer, or mark what it changed as stale. */
type AfterWrite<TAnswer, TVariables> = (queryClient: QueryClient, answer: TAnswer, variables: TVariables) => unknown;

/**
 * The mutation hook of a write through the API. A promise `onSuccess` returns is awaited, so the mutation
 * settles only once the refetches it started are done and the page shows the new state.
 */
export function useEndpointMutation<TAnswer, TVariables = void>(
  mutationFn: (variables: TVariables) => Promise<TAnswer>,
  onSuccess?: AfterWrite<TAnswer, TVariables>,
) {
  const queryClient = useQueryClient();
  return useMutation<TAnswer, DefaultError, TVariables>({
    mutationFn,
    onSuccess: onSuccess && ((answer, variables) => onSuccess(queryClient, answer, variables)),
  });
}

/** The `onSuccess` of a write that changes what is cached under `queryKey`: marked stale, refetched when shown. */
export function invalidate(queryKey: QueryKey) {
  return (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey });
}

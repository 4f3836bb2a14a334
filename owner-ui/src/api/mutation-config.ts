import { useMutation, useQueryClient, type QueryKey, type UseMutationOptions } from '@tanstack/react-query';
import type { ApiError } from './client';

/** What a screen may add to a mutation hook (its own onSuccess and onError); the hook owns the call and the invalidation. */
export type MutationConfig<Variables, Result> = Omit<UseMutationOptions<Result, ApiError | Error, Variables>, 'mutationFn'>;

/**
 * A mutation that, once it succeeded and the screen's own onSuccess ran (its toast shows at once),
 * invalidates the keys of what it changed, so every screen reading them loads them again.
 */
export function useInvalidatingMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
  changed: (variables: Variables) => QueryKey[],
  config: MutationConfig<Variables, Result> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn,
    onSuccess: async (...args) => {
      await config.onSuccess?.(...args);
      await Promise.all(changed(args[1]).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}

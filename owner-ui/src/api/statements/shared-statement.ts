import type { PublicStatement, StatementAnswerKind } from '@paani/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import type { MutationConfig } from '../mutation-config';

/** A share link's statement: no sign-in, the token is the key. */
export const sharedStatementKeys = {
  all: ['shared-statement'] as const,
  one: (token: string) => [...sharedStatementKeys.all, token] as const,
};

export const getSharedStatement = async (token: string): Promise<PublicStatement> =>
  (await api.get<PublicStatement>(`/public/statements/${encodeURIComponent(token)}`)).data;

export const useSharedStatement = (token: string) =>
  useQuery({ queryKey: sharedStatementKeys.one(token), queryFn: () => getSharedStatement(token) });

export interface StatementAnswerInput {
  token: string;
  answer: StatementAnswerKind;
  message?: string;
}

/** POST the customer's answer; the statement is read again so the answer shows as sent. */
export const answerSharedStatement = ({ token, answer, message }: StatementAnswerInput) =>
  api.post<{ answer: StatementAnswerKind; message: string | null }>(`/public/statements/${encodeURIComponent(token)}/response`, {
    answer,
    ...(message ? { message } : {}),
  });

export function useAnswerSharedStatement(
  config: MutationConfig<StatementAnswerInput, Awaited<ReturnType<typeof answerSharedStatement>>> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: answerSharedStatement,
    onSuccess: async (...args) => {
      await config.onSuccess?.(...args);
      await queryClient.invalidateQueries({ queryKey: sharedStatementKeys.one(args[1].token) });
    },
  });
}

import { QueryClient } from '@tanstack/react-query';

/**
 * The API client (client.ts) is the one retry layer: a request that times out is tried twice more
 * (docs/product.md, "Rules the screens and the API share"), with the same Idempotency-Key for a POST. Queries and mutations do not retry on
 * top of it, so a slow server sees at most three requests, not twelve. Unused data is kept 5 minutes.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        gcTime: 5 * 60_000,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

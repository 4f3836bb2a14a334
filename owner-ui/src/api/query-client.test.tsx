import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './client';
import { createQueryClient } from './query-client';

/** The browser's fetch, counted: answers with `answer`, or never (until the client's time-out aborts it). */
function countFetches(answer?: () => Response): { count: () => number } {
  let calls = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      calls += 1;
      if (answer) return Promise.resolve(answer());
      return new Promise<Response>((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
      );
    }),
  );
  return { count: () => calls };
}

function runQuery(timeoutMs?: number) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return renderHook(() => useQuery({ queryKey: ['areas'], queryFn: () => api.get('/filter-owner/areas', { timeoutMs }) }), { wrapper });
}

describe('one retry layer', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('tries a timed-out query three times in all (the client retries after 1 s and 2 s), and the query does not add more', async () => {
    const fetches = countFetches();
    const { result } = runQuery(20);
    await waitFor(() => expect(result.current.isError).toBe(true), { timeout: 6000 });
    expect(fetches.count()).toBe(3);
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(result.current.error?.message).toBe('Request timed out. Please try again.');
    expect(result.current.failureCount).toBe(1);
  }, 10_000);

  it('asks once when the server fails: a 500 is shown, not retried', async () => {
    const fetches = countFetches(() => new Response(JSON.stringify({ success: false, data: null, message: 'boom' }), { status: 500 }));
    const { result } = runQuery();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(fetches.count()).toBe(1);
    expect(result.current.error?.message).toBe('Server error. Please try again later.');
  });
});

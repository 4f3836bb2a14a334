import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { createQueryClient } from '../api/query-client';
import { ToastProvider } from '../components/Toaster';

export interface StubCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** What a stubbed call answers: data for a 200 envelope, a whole failure, or a Response as it is. */
export type StubAnswer =
  unknown | { fail: { status: number; message: string; error_code?: string; errors?: Record<string, string[]>; data?: unknown } };

/** Replaces fetch: every call is recorded and answered by `answer` (a success envelope with its data, or the failure it names). */
export function stubApi(answer: (call: StubCall) => StubAnswer | Promise<StubAnswer>): StubCall[] {
  const calls: StubCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const parsed = new URL(url, 'http://localhost');
      const call = {
        method: init.method ?? 'GET',
        path: parsed.pathname,
        query: parsed.searchParams,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const result = await answer(call);
      if (result instanceof Response) return result;
      if (result && typeof result === 'object' && 'fail' in result) {
        const { status, ...failure } = (result as { fail: { status: number } & Record<string, unknown> }).fail;
        return new Response(JSON.stringify({ success: false, data: null, ...failure }), { status });
      }
      return new Response(JSON.stringify({ success: true, data: result, message: `${call.method} ok` }), { status: 200 });
    }),
  );
  return calls;
}

/** Renders a screen with a fresh query client, the toasts and a router. */
export function renderScreen(screenElement: ReactElement) {
  const client = createQueryClient();
  return render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter>{screenElement}</MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

/** Where the router is: the path and its query, for a test to read after a click. */
function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

/**
 * Renders a page at its route, opened at `at` (a path with its query), with a fresh query client
 * and the toasts; any other path shows "elsewhere", and `where` (a test id) says where the router is.
 */
export function renderRoute(route: string, page: ReactElement, at: string = route) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path={route} element={page} />
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
          <Where />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

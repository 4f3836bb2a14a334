import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { employeesQueryOptions } from '../../api/employees/get-employees';
import { createQueryClient } from '../../api/query-client';
import { useWizardSteps } from './step-mutations';
import { EMPTY_EMPLOYEE, EMPTY_FORM } from './types';

/** The browser's fetch, answering every call with a success envelope; it records each method and path. */
function recordCalls() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      calls.push(`${init.method} ${path}`);
      const data = path === '/api/filter-owner/employees' && init.method === 'GET' ? { employees: [] } : { id: 41 };
      return Promise.resolve(new Response(JSON.stringify({ success: true, data, message: 'OK' }), { status: 200 }));
    }),
  );
  return calls;
}

describe('the employee list cache', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is kept for 5 minutes and dropped by saving the employees step', async () => {
    const calls = recordCalls();
    const client = createQueryClient();
    const listReads = () => calls.filter((call) => call === 'GET /api/filter-owner/employees').length;

    await client.fetchQuery(employeesQueryOptions(7));
    await client.fetchQuery(employeesQueryOptions(7));
    expect(listReads()).toBe(1);

    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useWizardSteps({ onUnsynced: () => undefined }), { wrapper });
    const employee = { ...EMPTY_EMPLOYEE, name: 'Ali', phone: '03001234567' };
    let saved: unknown;
    await act(async () => {
      saved = await result.current.employees.mutateAsync({ plantId: 7, form: { ...EMPTY_FORM, employees: [employee] } });
    });
    expect(saved).toEqual([{ ...employee, id: 41 }]);
    expect(calls).toContain('POST /api/filter-owner/employees');

    await client.fetchQuery(employeesQueryOptions(7));
    expect(listReads()).toBe(2);
  });
});

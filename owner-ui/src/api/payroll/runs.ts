import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayrollRun } from '@paani/contracts';
import { useEffect } from 'react';
import { api } from '../client';
import { useInvalidatingMutation, type MutationConfig } from '../mutation-config';
import { payrollKeys } from './keys';

/** How often a run still queued or running is read again (its progress bar). */
export const PAYROLL_RUN_POLL_MS = 1000;

export const isRunGoing = (run: PayrollRun | null | undefined) => run?.status === 'queued' || run?.status === 'running';

export interface PayrollRunStart {
  plantId: number;
  month: string;
}

/** 202: the run is a background job; its answer is the run as queued. */
export const startPayrollRun = async ({ plantId, month }: PayrollRunStart): Promise<PayrollRun> =>
  (await api.post<PayrollRun>('/filter-owner/payroll/runs', { month }, { plantScoped: true, plantId })).data;

export const useStartPayrollRun = (config?: MutationConfig<PayrollRunStart, PayrollRun>) => {
  const queryClient = useQueryClient();
  return useInvalidatingMutation(startPayrollRun, ({ plantId, month }) => [payrollKeys.month(plantId, month)], {
    ...config,
    // The run as the POST answered it is shown at once; polling takes it from there.
    onSuccess: async (run, variables, ...rest) => {
      queryClient.setQueryData(payrollKeys.run(variables.plantId, run.id), run);
      await config?.onSuccess?.(run, variables, ...rest);
    },
  });
};

export const getPayrollRun = async (plantId: number, id: number): Promise<PayrollRun> =>
  (await api.get<PayrollRun>(`/filter-owner/payroll/runs/${id}`, { plantScoped: true, plantId })).data;

/**
 * A run, read every second while it is queued or running, then left alone; once it has ended its
 * month is read again, so the slips it recorded show.
 */
export function usePayrollRun(plantId: number, id: number | undefined) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: payrollKeys.run(plantId, id ?? 0),
    queryFn: () => getPayrollRun(plantId, id!),
    enabled: id !== undefined,
    refetchInterval: (current) => (isRunGoing(current.state.data) ? PAYROLL_RUN_POLL_MS : false),
  });
  const ended = query.data && !isRunGoing(query.data) ? query.data : null;
  const endedMonth = ended?.month;
  const endedKey = ended ? `${ended.id}:${ended.status}` : null;
  useEffect(() => {
    if (endedKey !== null && endedMonth) void queryClient.invalidateQueries({ queryKey: payrollKeys.month(plantId, endedMonth) });
  }, [endedKey, endedMonth, plantId, queryClient]);
  return query;
}

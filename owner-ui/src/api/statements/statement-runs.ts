import type { StatementRun, StatementRunDetail, StatementRunStarted, StatementShareLink } from '@paani/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, downloadFile } from '../client';
import { saveFile } from '../customer-imports/downloads';
import { useInvalidatingMutation, type MutationConfig } from '../mutation-config';

/** Per plant: the list of runs; each run (with its statements) by id. */
export const statementRunKeys = {
  all: ['statement-runs'] as const,
  list: (plantId: number) => [...statementRunKeys.all, 'list', plantId] as const,
  detail: (id: number) => [...statementRunKeys.all, 'detail', id] as const,
};

/** How often a run that is still queued or running is read again. */
export const RUN_POLL_MS = 700;
const isRunning = (run: StatementRun | undefined) => run?.status === 'queued' || run?.status === 'running';

export const getStatementRuns = async (plantId: number): Promise<StatementRun[]> =>
  (await api.get<StatementRun[]>('/filter-owner/statements/runs', { plantScoped: true, plantId })).data;

export const useStatementRuns = (plantId: number) =>
  useQuery({ queryKey: statementRunKeys.list(plantId), queryFn: () => getStatementRuns(plantId) });

export const getStatementRun = async (id: number): Promise<StatementRunDetail> =>
  (await api.get<StatementRunDetail>(`/filter-owner/statements/runs/${id}`)).data;

/** A run, polled while its job is queued or running (the progress bar), then left alone. */
export const useStatementRun = (id: number | undefined) =>
  useQuery({
    queryKey: statementRunKeys.detail(id ?? 0),
    queryFn: () => getStatementRun(id!),
    enabled: id !== undefined,
    refetchInterval: (query) => (isRunning(query.state.data) ? RUN_POLL_MS : false),
  });

export interface StartRun {
  plantId: number;
  month: string;
  areaId: number | null;
}

export const startStatementRun = async ({ plantId, month, areaId }: StartRun): Promise<StatementRunStarted> =>
  (
    await api.post<StatementRunStarted>(
      '/filter-owner/statements/runs',
      { month, ...(areaId ? { area_id: areaId } : {}) },
      { plantScoped: true, plantId },
    )
  ).data;

export const useStartStatementRun = (config?: MutationConfig<StartRun, StatementRunStarted>) =>
  useInvalidatingMutation(startStatementRun, ({ plantId }) => [statementRunKeys.list(plantId)], config);

/** A share link for the customer's month (its whatsapp_url opens WhatsApp with the message). */
export const shareStatement = async ({ customerId, month }: { customerId: number; month: string }): Promise<StatementShareLink> =>
  (await api.post<StatementShareLink>(`/filter-owner/customers/${customerId}/statement/share`, { month })).data;

/** Marks a link sent (StatementShareSent); the run's list then shows it as sent. */
export const markStatementSent = async ({ token }: { token: string; runId: number }) =>
  (await api.post<{ id: number; sent: boolean }>(`/filter-owner/statement-shares/${encodeURIComponent(token)}/sent`, {})).data;

export const useMarkStatementSent = (config?: MutationConfig<{ token: string; runId: number }, { id: number; sent: boolean }>) =>
  useInvalidatingMutation(markStatementSent, ({ runId }) => [statementRunKeys.detail(runId)], config);

export const downloadRunStatement = async (runId: number, customerId: number) =>
  saveFile(await downloadFile(`/filter-owner/statements/runs/${runId}/statements/${customerId}`));

export const downloadRunZip = async (runId: number) => saveFile(await downloadFile(`/filter-owner/statements/runs/${runId}/zip`));

/** The whole run as one PDF (each customer from a new page), streamed by the API. */
export const downloadRunPdf = async (runId: number) => saveFile(await downloadFile(`/filter-owner/statements/runs/${runId}/pdf`));

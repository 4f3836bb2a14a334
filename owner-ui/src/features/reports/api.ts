import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Report, ReportName } from '@paani/contracts';
import { saveFile } from '../../api/customer-imports/downloads';
import { api, downloadFile } from '../../api/client';

export interface ReportFilters {
  from: string;
  to: string;
  area_id?: number;
  employee_id?: number;
}

export const reportKeys = {
  all: ['reports'] as const,
  one: (plantId: number, name: ReportName, filters: ReportFilters) => [...reportKeys.all, plantId, name, filters] as const,
};

export const getReport = async (plantId: number, name: ReportName, filters: ReportFilters): Promise<Report> =>
  (await api.get<Report>(`/filter-owner/reports/${name}`, { plantScoped: true, plantId, query: { ...filters } })).data;

/** One report of the plant; the previous one stays on screen while the next loads. */
export const useReport = (plantId: number, name: ReportName, filters: ReportFilters) =>
  useQuery({
    queryKey: reportKeys.one(plantId, name, filters),
    queryFn: () => getReport(plantId, name, filters),
    placeholderData: keepPreviousData,
  });

/** The same report as an XLSX workbook, made by the API. */
export const downloadReportXlsx = async (plantId: number, name: ReportName, filters: ReportFilters) =>
  saveFile(
    await downloadFile(`/filter-owner/reports/${name}/export`, { plantScoped: true, plantId, query: { ...filters, format: 'xlsx' } }),
  );

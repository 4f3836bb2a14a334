import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, Card, CardContent, LinearProgress, MenuItem, Stack, Tab, Tabs, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { REPORT_NAMES, type ReportName } from '@paani/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectedPlantPage } from '../../components/SelectedPlantPage';
import { errorMessage } from '../../api/client';
import { areasQueryOptions } from '../../api/areas/get-areas';
import { employeesQueryOptions } from '../../api/employees/get-employees';
import { PageHeader } from '../../components/PageHeader';
import { LoadError } from '../../components/ScreenStates';
import { useToast } from '../../components/Toaster';
import { usePlants } from '../../plants/PlantContext';
import { PageLoading } from '../../shell/AppShell';
import { downloadReportXlsx, useReport, type ReportFilters } from './api';
import { ReportChart } from './ReportChart';
import { saveReportCsv } from './report-csv';
import { ReportTableView } from './ReportTableView';
import { isProductReport, productReportOnScreen } from './product-reports';
import { DateRangeFields } from '../../components/DateRangeFields';
import { useSearchPatch } from '../../lib/search-patch';
import { plantDaysAgo } from '../daily-entries/plant-day';

export default function ReportsPage() {
  const { t } = useTranslation('reports');
  return (
    <SelectedPlantPage loadingText={t('page.loading')} noPlantText={t('page.noPlant')}>
      {(plant) => <ReportsScreen plantId={plant.id} />}
    </SelectedPlantPage>
  );
}

/** Report, range, area and rider live in the URL, so a reload or a shared link shows the same report. */
function useReportParams(): { name: ReportName; filters: ReportFilters; change: (update: Record<string, string>) => void } {
  const [params, patch] = useSearchPatch();
  const { selectedPlant } = usePlants();
  const asked = params.get('report') as ReportName | null;
  const name = asked && REPORT_NAMES.includes(asked) ? asked : 'daily-sales';
  const area = Number(params.get('area_id'));
  const rider = Number(params.get('employee_id'));
  const from = params.get('from') ?? plantDaysAgo(selectedPlant, 29);
  const to = params.get('to') ?? plantDaysAgo(selectedPlant, 0);
  const filters = useMemo<ReportFilters>(
    () => ({ from, to, ...(area > 0 ? { area_id: area } : {}), ...(rider > 0 ? { employee_id: rider } : {}) }),
    [from, to, area, rider],
  );
  const change = (update: Record<string, string>) => patch(update);
  return { name, filters, change };
}

function ReportsScreen({ plantId }: { plantId: number }) {
  const { t, i18n } = useTranslation('reports');
  const { t: tc } = useTranslation();
  const toast = useToast();
  const { plants, selectPlant } = usePlants();
  const { name, filters, change } = useReportParams();
  const report = useReport(plantId, name, filters);
  const areas = useQuery(areasQueryOptions(plantId));
  const employees = useQuery(employeesQueryOptions(plantId));
  const [downloading, setDownloading] = useState(false);
  const answer = report.data?.name === name ? report.data : undefined;
  // A product report in the language on screen (titles, columns, Urdu product names); the others as the server wrote them.
  const productReport = isProductReport(name) ? name : null;
  const data = answer && productReport ? productReportOnScreen(answer, productReport, t, i18n.language) : answer;

  const xlsx = async () => {
    setDownloading(true);
    try {
      await downloadReportXlsx(plantId, name, filters);
    } catch (failure) {
      toast({ title: t('export.failed'), description: errorMessage(failure, tc('states.loadFailed')), variant: 'error' });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack spacing={2}>
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />
      <Tabs
        value={name}
        onChange={(_, value: ReportName) => change({ report: value })}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={t('filters.report')}
      >
        {REPORT_NAMES.map((report) => (
          <Tab key={report} value={report} label={t(`names.${report}`)} />
        ))}
      </Tabs>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} flexWrap="wrap" useFlexGap>
        {plants.length > 1 && (
          <TextField
            select
            label={t('filters.plant')}
            value={String(plantId)}
            onChange={(e) => {
              selectPlant(Number(e.target.value));
              change({ area_id: '', employee_id: '' });
            }}
            size="small"
            sx={{ minWidth: 170 }}
          >
            {plants.map((plant) => (
              <MenuItem key={plant.id} value={String(plant.id)}>
                {plant.name}
              </MenuItem>
            ))}
          </TextField>
        )}
        <DateRangeFields from={filters.from} to={filters.to} fromLabel={t('filters.from')} toLabel={t('filters.to')} onChange={change} />
        <TextField
          select
          label={t('filters.area')}
          value={filters.area_id ? String(filters.area_id) : ''}
          onChange={(e) => change({ area_id: e.target.value })}
          size="small"
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t('filters.allAreas')}</MenuItem>
          {(areas.data ?? []).map((area) => (
            <MenuItem key={area.id} value={String(area.id)}>
              {area.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('filters.rider')}
          value={filters.employee_id ? String(filters.employee_id) : ''}
          onChange={(e) => change({ employee_id: e.target.value })}
          size="small"
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="">{t('filters.allRiders')}</MenuItem>
          {(employees.data ?? []).map((rider) => (
            <MenuItem key={rider.id} value={String(rider.id)}>
              {rider.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {report.isFetching && <LinearProgress aria-label={t('page.loading')} />}
      {report.isError ? (
        <LoadError title={t('page.loadFailed')} error={report.error} onRetry={() => void report.refetch()} />
      ) : !data ? (
        <PageLoading text={t('page.loading')} />
      ) : (
        <Card variant="outlined">
          <CardContent>
            <Stack spacing={2}>
              <Stack direction={{ xs: 'column', sm: 'row' }} justifyContent="space-between" spacing={1}>
                <div>
                  <Typography variant="h5" component="h2">
                    {data.title}
                  </Typography>
                  <Typography color="text.secondary">
                    {data.as_of ? t('page.asOf', { date: data.as_of }) : t('page.range', { from: data.from, to: data.to })}
                  </Typography>
                  {productReport && (
                    <Typography variant="body2" color="text.secondary" data-testid="report-hint">
                      {t(`productReports.${productReport}.hint`)}
                    </Typography>
                  )}
                </div>
                <Stack direction="row" spacing={1} alignItems="flex-start">
                  <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => saveReportCsv(data)}>
                    {t('export.csv')}
                  </Button>
                  <Button variant="outlined" startIcon={<DownloadIcon />} onClick={() => void xlsx()} disabled={downloading}>
                    {t('export.xlsx')}
                  </Button>
                </Stack>
              </Stack>
              {data.ignored_filters
                .filter((filter) => filters[filter] !== undefined)
                .map((filter) => (
                  <Alert key={filter} severity="info">
                    {t('page.ignored', { filters: t(`filters.${filter}`) })}
                  </Alert>
                ))}
              {data.table.rows.length === 0 ? (
                <Alert severity="info">{productReport ? t(`productReports.${productReport}.empty`) : t('page.empty')}</Alert>
              ) : (
                <ReportChart report={data} label={t('page.chartLabel', { title: data.title })} />
              )}
              {/* A product report with no rows says so above; its empty table would show only a total of nothing. */}
              {!(productReport && data.table.rows.length === 0) && <ReportTableView table={data.table} label={data.title} />}
              {data.detail && <ReportTableView table={data.detail} label={data.detail.title} title={data.detail.title} />}
            </Stack>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}

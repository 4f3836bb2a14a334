import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Alert, Button, Paper, Stack, TextField } from '@mui/material';
import type { Plant, PayslipSummary } from '@paani/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectedPlantPage } from '../../components/SelectedPlantPage';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../api/client';
import { usePayrollMonth } from '../../api/payroll/months';
import { isRunGoing, usePayrollRun, useStartPayrollRun } from '../../api/payroll/runs';
import { PageHeader } from '../../components/PageHeader';
import { LoadError } from '../../components/ScreenStates';
import { useToast } from '../../components/Toaster';
import { PageLoading } from '../../shell/PageLoading';
import { plantToday } from '../daily-entries/plant-day';
import { CommissionBasisSetting } from './CommissionBasisSetting';
import { isMonth, monthOfDay, previousMonth } from './month';
import { PayrollEmpty } from './PayrollEmpty';
import { PayslipDialog } from './PayslipDialog';
import { RunStatus } from './RunStatus';
import { ShortfallsCard } from './ShortfallsCard';
import { SlipsTable } from './SlipsTable';

/** /filter-owner/payroll: the selected plant's pay runs and payslips, month by month. */

/** A slip with nothing on it yet (every active employee has one, run or not): the month looks unrun. */
const isBlank = (slip: PayslipSummary) => slip.status === 'nothing' && slip.opening_balance === 0 && slip.earned === 0;

export default function PayrollPage() {
  const { t } = useTranslation('payroll');
  return (
    <SelectedPlantPage title={t('page.title')} loadingText={t('page.loading')} noPlantText={t('page.noPlant')}>
      {(plant) => <PayrollScreen plant={plant} />}
    </SelectedPlantPage>
  );
}

/**
 * The month in the address (?month=YYYY-MM), so a reload or a shared link shows the same one; by
 * default the plant's last month, the one payroll is run for once it has ended. No month after
 * the plant's own can be chosen.
 */
function usePayrollMonthParam(plant: Plant) {
  const [params, setParams] = useSearchParams();
  const current = monthOfDay(plantToday(plant));
  const asked = params.get('month');
  const month = isMonth(asked) && asked <= current ? asked : previousMonth(current);
  const choose = (next: string) => {
    if (isMonth(next)) setParams({ month: next }, { replace: true });
  };
  return { month, current, choose };
}

function PayrollScreen({ plant }: { plant: Plant }) {
  const { t } = useTranslation('payroll');
  const toast = useToast();
  const plantId = plant.id;
  const { month, current, choose } = usePayrollMonthParam(plant);
  const payroll = usePayrollMonth(plantId, month);
  const [started, setStarted] = useState<{ month: string; id: number } | null>(null);
  const [openSlip, setOpenSlip] = useState<number | null>(null);
  const start = useStartPayrollRun({
    onSuccess: (run) => setStarted({ month: run.month, id: run.id }),
    onError: (error) => toast({ title: t('run.startFailed'), description: errorMessage(error, t('run.startFailed')), variant: 'error' }),
  });
  // The run started here; else the month's latest, followed too while it is still going (started elsewhere, or before a reload).
  const monthRun = payroll.data?.run ?? null;
  const startedHere = started?.month === month;
  const runId = startedHere ? started.id : isRunGoing(monthRun) ? monthRun!.id : undefined;
  const followed = usePayrollRun(plantId, runId);
  const run = followed.data ?? monthRun;
  const running = start.isPending || isRunGoing(run);
  const runMonth = () => start.mutate({ plantId, month });

  let body;
  if (payroll.isPending) body = <PageLoading text={t('page.loading')} />;
  else if (payroll.isError) body = <LoadError title={t('page.loadFailed')} error={payroll.error} onRetry={() => void payroll.refetch()} />;
  else if (payroll.data.slips.length === 0 || (monthRun === null && payroll.data.slips.every(isBlank)))
    body = <PayrollEmpty month={month} wasRun={monthRun !== null} busy={running} onRun={runMonth} />;
  else
    body = (
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {monthRun === null && (
          <Alert severity="info" sx={{ borderRadius: 0 }}>
            {t('empty.notRunNotice')}
          </Alert>
        )}
        <SlipsTable payroll={payroll.data} onOpen={setOpenSlip} />
      </Paper>
    );

  return (
    <Stack spacing={2.5}>
      <PageHeader
        title={t('page.title')}
        subtitle={t('page.subtitle')}
        actions={
          <Button variant="contained" startIcon={<PlayArrowIcon />} disabled={running} onClick={runMonth} sx={{ flexShrink: 0 }}>
            {start.isPending ? t('run.starting') : running ? t('run.running') : t('run.start')}
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} component="section" aria-label={t('page.controls')}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} alignItems={{ md: 'flex-start' }}>
          <TextField
            id="payroll-month"
            type="month"
            size="small"
            label={t('page.month')}
            value={month}
            onChange={(event) => choose(event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: current } }}
            sx={{ minWidth: 180 }}
          />
          <CommissionBasisSetting plantId={plantId} />
        </Stack>
      </Paper>
      {run && <RunStatus run={run} startedHere={startedHere && run.id === started?.id} />}
      {body}
      {payroll.data && payroll.data.shortfalls.length > 0 && <ShortfallsCard plantId={plantId} shortfalls={payroll.data.shortfalls} />}
      <PayslipDialog plantId={plantId} month={month} employeeId={openSlip} onClose={() => setOpenSlip(null)} />
    </Stack>
  );
}

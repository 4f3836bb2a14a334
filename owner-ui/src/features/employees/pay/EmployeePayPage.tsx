import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Paper, Stack } from '@mui/material';
import { formatPkr, type Plant, type PayLine } from '@paani/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectedPlantPage } from '../../../components/SelectedPlantPage';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { errorMessage } from '../../../api/client';
import { useAddPayLine, usePayLedger, useReversePayLine } from '../../../api/payroll/pay-ledger';
import { PageHeader } from '../../../components/PageHeader';
import { ReasonDialog } from '../../../components/ReasonDialog';
import { mirrorInRtl } from '../../../components/mirror';
import { LoadError } from '../../../components/ScreenStates';
import { useToast } from '../../../components/Toaster';
import { useLastPresent } from '../../../lib/use-last-present';
import { PageLoading } from '../../../shell/PageLoading';
import { formatDay } from '../../customers/display';
import { plantToday } from '../../daily-entries/plant-day';
import { PayBalance } from './PayBalance';
import { PAY_LINE_KINDS, type PayLineKind } from './pay-line-form';
import { PayLedgerTable } from './PayLedgerTable';
import { PayLineDialog } from './PayLineDialog';

/** /filter-owner/employees/:id/pay: one employee's pay ledger and balance; advances, bonuses, deductions, payments and reversals. */
export default function EmployeePayPage() {
  const { t } = useTranslation('payroll');
  const { id } = useParams();
  return (
    <SelectedPlantPage title={t('ledger.titleLoading')} loadingText={t('ledger.loading')} noPlantText={t('ledger.noPlant')}>
      {(plant) => <EmployeePay plant={plant} employeeId={Number(id)} />}
    </SelectedPlantPage>
  );
}

function EmployeePay({ plant, employeeId }: { plant: Plant; employeeId: number }) {
  const { t } = useTranslation('payroll');
  const toast = useToast();
  const plantId = plant.id;
  const ledger = usePayLedger(plantId, employeeId);
  const [recording, setRecording] = useState<PayLineKind | null>(null);
  const [reversing, setReversing] = useState<PayLine | null>(null);
  const reverseTarget = useLastPresent(reversing);
  const add = useAddPayLine({
    onSuccess: (_ledger, { line }) => {
      setRecording(null);
      toast({ title: t(`lineDialog.saved.${line.kind}`), variant: 'success' });
    },
  });
  const reverse = useReversePayLine({
    onSuccess: () => {
      setReversing(null);
      toast({ title: t('ledger.reversedToast'), variant: 'success' });
    },
    onError: (error) =>
      toast({ title: t('ledger.reverseFailed'), description: errorMessage(error, t('ledger.reverseFailed')), variant: 'error' }),
  });
  const name = ledger.data?.employee_name ?? '';

  const back = (
    <Button component={RouterLink} to="/filter-owner/employees" startIcon={<ArrowBackIcon sx={mirrorInRtl} />}>
      {t('ledger.back')}
    </Button>
  );
  if (ledger.isPending) return <PageLoading text={t('ledger.loading')} />;
  if (ledger.isError)
    return (
      <Stack spacing={2} alignItems="flex-start">
        {back}
        <LoadError title={t('ledger.loadFailed')} error={ledger.error} onRetry={() => void ledger.refetch()} />
      </Stack>
    );

  return (
    <Stack spacing={2.5}>
      <Stack alignItems="flex-start">{back}</Stack>
      <PageHeader title={t('ledger.title', { name })} subtitle={t('ledger.subtitle')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
        <PayBalance ledger={ledger.data} />
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          {PAY_LINE_KINDS.map((kind) => (
            <Button key={kind} variant={kind === 'payment' ? 'contained' : 'outlined'} onClick={() => setRecording(kind)}>
              {t(`ledger.actions.${kind}`)}
            </Button>
          ))}
        </Stack>
      </Stack>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <PayLedgerTable ledger={ledger.data} onReverse={setReversing} />
      </Paper>
      <PayLineDialog
        kind={recording}
        employeeName={name}
        today={plantToday(plant)}
        busy={add.isPending}
        onClose={() => setRecording(null)}
        onSubmit={(line) => add.mutateAsync({ plantId, employeeId, line })}
      />
      <ReasonDialog
        open={reversing !== null}
        busy={reverse.isPending}
        title={t('ledger.reverseTitle')}
        description={
          reverseTarget &&
          t('ledger.reverseText', {
            kind: t(`kinds.${reverseTarget.kind}`),
            amount: formatPkr(Math.abs(reverseTarget.amount)),
            date: formatDay(reverseTarget.date),
          })
        }
        reasonLabel={t('ledger.reason')}
        reasonRequired={t('ledger.reasonRequired')}
        submitLabel={t('ledger.reverse')}
        maxLength={500}
        fieldId="reverse-pay-line-reason"
        onClose={() => setReversing(null)}
        onSubmit={(reason) => reversing && reverse.mutate({ plantId, employeeId, lineId: reversing.id, reason })}
      />
    </Stack>
  );
}

import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Stack, Typography } from '@mui/material';
import { formatPkr, type Payslip, type PayslipPaymentInput } from '@paani/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client';
import { usePayslip } from '../../api/payroll/months';
import { downloadPayslipPdf, usePayPayslip } from '../../api/payroll/pay-slip';
import { LoadError } from '../../components/ScreenStates';
import { useToast } from '../../components/Toaster';
import { getPreferences } from '../../i18n/preferences';
import { useLastPresent } from '../../lib/use-last-present';
import { PageLoading } from '../../shell/PageLoading';
import { monthLabel } from './month';
import { PayslipPayDialog } from './PayslipPayDialog';
import { ShortfallList } from './ShortfallList';
import { CommissionExplanation, SalaryExplanation } from './SlipExplanations';
import { SlipLines } from './SlipLines';
import { STATUS_COLORS } from './SlipsTable';

/** One figure of the slip, its label at the start and the amount at the end. */
function Figure({ label, amount, testId, strong }: { label: string; amount: number; testId: string; strong?: boolean }) {
  return (
    <Stack direction="row" justifyContent="space-between" spacing={2}>
      <Typography fontWeight={strong ? 700 : 400}>{label}</Typography>
      <Typography fontWeight={strong ? 700 : 400} data-testid={testId} sx={{ whiteSpace: 'nowrap' }}>
        {formatPkr(amount)}
      </Typography>
    </Stack>
  );
}

function SlipBody({ slip }: { slip: Payslip }) {
  const { t } = useTranslation('payroll');
  return (
    <Stack spacing={2}>
      {slip.salary && <SalaryExplanation salary={slip.salary} />}
      {slip.commission && <CommissionExplanation commission={slip.commission} />}
      <Divider />
      <Figure label={t('slip.opening')} amount={slip.opening_balance} testId="slip-opening" />
      <SlipLines lines={slip.lines} />
      <Figure label={t('slip.closing')} amount={slip.closing_balance} testId="slip-closing" strong />
      {slip.shortfalls.length > 0 && (
        <Stack spacing={1}>
          <Typography variant="subtitle2">{t('slip.shortfalls')}</Typography>
          <ShortfallList shortfalls={slip.shortfalls} />
        </Stack>
      )}
    </Stack>
  );
}

/**
 * A payslip: how its salary and commission were worked out, every line, what is owed now; the
 * PDF in the app's language, and Pay while something is owed.
 */
export function PayslipDialog({
  plantId,
  month,
  employeeId,
  onClose,
}: {
  plantId: number;
  month: string;
  employeeId: number | null;
  onClose(): void;
}) {
  const { t } = useTranslation('payroll');
  const { t: tc } = useTranslation();
  const toast = useToast();
  const titleId = useId();
  const shownId = useLastPresent(employeeId);
  const slip = usePayslip(plantId, month, shownId);
  const [paying, setPaying] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const pay = usePayPayslip();
  // The toast names what was owed when the owner paid it, as the dialog said.
  const payOwed = async (data: Payslip, payment: PayslipPaymentInput) => {
    await pay.mutateAsync({ plantId, month, employeeId: data.employee_id, payment });
    setPaying(false);
    toast({ title: t('payDialog.done', { name: data.employee_name, amount: formatPkr(data.closing_balance) }), variant: 'success' });
  };

  const download = async (data: Payslip) => {
    setDownloading(true);
    try {
      await downloadPayslipPdf(plantId, month, data.employee_id, getPreferences().language);
    } catch (error) {
      toast({ title: t('slip.downloadFailed'), description: errorMessage(error, t('slip.downloadFailed')), variant: 'error' });
    } finally {
      setDownloading(false);
    }
  };

  const data = slip.data;
  return (
    <>
      <Dialog open={employeeId !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{data ? t('slip.title', { name: data.employee_name }) : t('slip.loading')}</DialogTitle>
        <DialogContent dividers>
          {data && (
            <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mb: 2 }}>
              <Typography variant="body2" color="text.secondary">
                {t('slip.subtitle', { month: monthLabel(data.month), plant: data.plant_name })}
              </Typography>
              <Chip size="small" color={STATUS_COLORS[data.status]} label={t(`slips.statuses.${data.status}`)} data-testid="slip-status" />
            </Stack>
          )}
          {slip.isPending && <PageLoading text={t('slip.loading')} />}
          {slip.isError && <LoadError title={t('slip.loadFailed')} error={slip.error} onRetry={() => void slip.refetch()} />}
          {data && <SlipBody slip={data} />}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose}>{tc('actions.close')}</Button>
          {data && (
            <Button startIcon={<PictureAsPdfIcon />} disabled={downloading} onClick={() => void download(data)}>
              {downloading ? t('slip.downloading') : t('slip.download')}
            </Button>
          )}
          {data && data.closing_balance > 0 && (
            <Button variant="contained" onClick={() => setPaying(true)}>
              {t('slip.pay', { amount: formatPkr(data.closing_balance) })}
            </Button>
          )}
        </DialogActions>
      </Dialog>
      <PayslipPayDialog
        slip={data ?? null}
        open={paying}
        busy={pay.isPending}
        onClose={() => setPaying(false)}
        onSubmit={(payment) => payOwed(data!, payment)}
      />
    </>
  );
}

import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Alert, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { formatMoney } from '@paani/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { errorMessage } from '../../api/client';
import { shareStatement, useMarkStatementSent, useStatementRun } from '../../api/statements/statement-runs';
import { PageHeader } from '../../components/PageHeader';
import { LoadError } from '../../components/ScreenStates';
import { useToast } from '../../components/Toaster';
import { PageLoading } from '../../shell/AppShell';
import { monthLabel } from './StatementRunsPage';

/**
 * The send-all walk-through: WhatsApp cannot send silently, so the owner taps once per customer.
 * Each tap makes the customer's share link, opens WhatsApp with its message and marks the link
 * sent; the page then shows the next customer not yet sent (or skipped).
 */
export default function SendAllStatementsPage() {
  const { t } = useTranslation('statements');
  const toast = useToast();
  const runId = Number(useParams().id);
  const run = useStatementRun(Number.isInteger(runId) && runId > 0 ? runId : undefined);
  const markSent = useMarkStatementSent();
  const [skipped, setSkipped] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const pending = useMemo(
    () => (run.data?.files ?? []).filter((file) => !file.sent_at && !skipped.includes(file.customer_id)),
    [run.data, skipped],
  );
  if (run.isPending) return <PageLoading text={t('runs.loading')} />;
  if (run.isError) return <LoadError title={t('runs.loading')} error={run.error} onRetry={() => void run.refetch()} />;
  const files = run.data.files;
  const sentCount = files.filter((file) => file.sent_at).length;
  const current = pending[0];

  const send = async () => {
    if (!current) return;
    const tab = window.open('', '_blank');
    setBusy(true);
    try {
      const link = await shareStatement({ customerId: current.customer_id, month: run.data.month });
      if (!link.whatsapp_url) {
        tab?.close();
        toast({ title: t('runs.noNumber'), variant: 'warning' });
        setSkipped((list) => [...list, current.customer_id]);
        return;
      }
      if (tab) tab.location.href = link.whatsapp_url;
      else window.location.assign(link.whatsapp_url);
      await markSent.mutateAsync({ token: link.token, runId: run.data.id });
    } catch (error) {
      tab?.close();
      toast({ title: t('runs.shareFailed'), description: errorMessage(error, t('runs.shareFailed')), variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('sendAll.title')}
        subtitle={t('sendAll.subtitle', { month: monthLabel(run.data.month) })}
        actions={
          <Button component={RouterLink} to={`/filter-owner/statements?run=${run.data.id}`}>
            {t('sendAll.back')}
          </Button>
        }
      />
      <LinearProgress
        variant="determinate"
        value={files.length ? (sentCount * 100) / files.length : 100}
        aria-label={t('sendAll.remaining', { count: pending.length })}
      />
      <Typography color="text.secondary">{t('sendAll.remaining', { count: pending.length })}</Typography>
      {current ? (
        <Card>
          <CardContent>
            <Stack spacing={1.5}>
              <Typography variant="overline">
                {t('sendAll.position', { index: files.indexOf(current) + 1, total: files.length })}
              </Typography>
              <Typography variant="h5" component="h2">
                {current.customer_name}
              </Typography>
              <Typography color="text.secondary">
                {current.customer_code}
                {current.area ? ` · ${current.area}` : ''}
              </Typography>
              <Typography>
                {t('runs.due')}: {formatMoney(current.closing_balance)} · {t('runs.cans')}: {current.cans}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                <Button
                  variant="contained"
                  color="success"
                  size="large"
                  startIcon={<WhatsAppIcon />}
                  disabled={busy}
                  onClick={() => void send()}
                >
                  {t('sendAll.send')}
                </Button>
                <Button size="large" disabled={busy} onClick={() => setSkipped((list) => [...list, current.customer_id])}>
                  {t('sendAll.skip')}
                </Button>
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      ) : (
        <Alert severity="success">{t('sendAll.done')}</Alert>
      )}
    </Stack>
  );
}

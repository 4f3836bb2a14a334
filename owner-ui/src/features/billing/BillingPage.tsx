import DownloadIcon from '@mui/icons-material/Download';
import VisibilityIcon from '@mui/icons-material/Visibility';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Grid,
  IconButton,
  LinearProgress,
  MenuItem,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { formatPkr, type Invoice, type InvoiceStatus } from '@paani/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '../../api/client';
import { useCurrentPackage } from '../../api/packages/get-current-package';
import { formatDateTime, formatNumber } from '../../lib/format';
import { downloadInvoicePdf, useInvoices, useUsage, viewInvoicePdf } from './api';
import { monthLabel, nextBillingDate, usageColor, usagePercent } from './usage';

const STATUS_COLORS: Record<InvoiceStatus, 'success' | 'default' | 'error' | 'warning'> = {
  paid: 'success',
  pending: 'warning',
  overdue: 'error',
  void: 'default',
};

function Tile({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h6" fontWeight={700}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

function UsageBar({ label, used, limit }: { label: string; used: number; limit: number }) {
  const { t } = useTranslation('billing');
  const percent = usagePercent(used, limit);
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" justifyContent="space-between">
        <Typography variant="body2">{label}</Typography>
        <Typography variant="body2">
          {formatNumber(used)} / {formatNumber(limit)} ({percent.toFixed(1)}%)
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={Math.min(percent, 100)}
        color={usageColor(used, limit)}
        aria-label={t('plan.usageOf', { label })}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Stack>
  );
}

/** View and download of an invoice's PDF (GET /api/filter-owner/invoices/{id}/pdf). */
function InvoicePdfActions({ invoice, onError }: { invoice: Invoice; onError: (message: string) => void }) {
  const { t } = useTranslation('billing');
  const run = (action: () => Promise<void>) => () => void action().catch((error) => onError(errorMessage(error, t('page.pdfFailed'))));
  return (
    <>
      <IconButton size="small" aria-label={t('history.view', { number: invoice.number })} onClick={run(() => viewInvoicePdf(invoice.id))}>
        <VisibilityIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={t('history.download', { number: invoice.number })}
        onClick={run(() => downloadInvoicePdf(invoice.id, invoice.number))}
      >
        <DownloadIcon fontSize="small" />
      </IconButton>
    </>
  );
}

/** Billing & Usage (/filter-owner/billing): the owner's plan, their API calls per day against its limit, and their real invoices. */
export default function BillingPage() {
  const { t } = useTranslation('billing');
  const [tab, setTab] = useState(0);
  const [currency, setCurrency] = useState('PKR');
  const [pdfError, setPdfError] = useState<string | null>(null);
  const current = useCurrentPackage();
  const usage = useUsage(7);
  const invoices = useInvoices(1);
  const plan = current.data?.subscription_plan ?? null;
  const today = usage.data?.today;
  const limit = usage.data?.limit_per_day ?? 0;
  const apiPercent = today ? usagePercent(today.api_calls, limit) : 0;
  const list = invoices.data?.data ?? [];
  const latest = list.find((invoice) => invoice.status !== 'void');
  const failed = current.error || usage.error || invoices.error;

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', md: 'row' }} justifyContent="space-between" spacing={2}>
        <div>
          <Typography variant="h4" component="h1" fontWeight={700}>
            {t('page.title')}
          </Typography>
          <Typography color="text.secondary">{t('page.subtitle')}</Typography>
        </div>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
          <TextField
            select
            size="small"
            label={t('page.currency')}
            value={currency}
            onChange={(event) => setCurrency(event.target.value)}
            sx={{ minWidth: 120 }}
          >
            <MenuItem value="PKR">PKR</MenuItem>
          </TextField>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={!latest}
            onClick={() =>
              latest &&
              void downloadInvoicePdf(latest.id, latest.number).catch((error) => setPdfError(errorMessage(error, t('page.pdfFailed'))))
            }
          >
            {t('page.downloadInvoice')}
          </Button>
          <Button variant="contained" onClick={() => setTab(3)}>
            {t('page.updatePayment')}
          </Button>
        </Stack>
      </Stack>
      {(current.isPending || usage.isPending || invoices.isPending) && <LinearProgress aria-label={t('page.loading')} />}
      {failed && <Alert severity="error">{errorMessage(failed, t('page.loadFailed'))}</Alert>}
      {pdfError && (
        <Alert severity="error" onClose={() => setPdfError(null)}>
          {pdfError}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, md: 3 }}>
          <Tile label={t('page.currentPlan')} value={plan?.name ?? usage.data?.plan.name ?? '—'} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Tile label={t('page.monthlyCost')} value={latest ? formatPkr(latest.amount) : formatPkr(plan?.price_per_month ?? 0)} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Tile label={t('page.apiUsage')} value={today ? `${formatNumber(today.api_calls)}/${formatNumber(limit)}` : '—'} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Tile
            label={t('page.nextBilling')}
            value={today ? formatDateTime(new Date(`${nextBillingDate(today.date)}T00:00:00`), { dateStyle: 'medium' }) : '—'}
          />
        </Grid>
      </Grid>
      {apiPercent > 80 && (
        <Alert
          severity="warning"
          variant="filled"
          sx={{ bgcolor: 'warning.main' }}
          action={
            <Button color="inherit" size="small" variant="outlined" component={RouterLink} to="/package-selection">
              {t('page.upgrade')}
            </Button>
          }
        >
          <strong>{t('page.usageWarning')}</strong> {t('page.usageWarningText', { percent: apiPercent.toFixed(1) })}
        </Alert>
      )}
      <Card>
        <Tabs
          value={tab}
          onChange={(_, value: number) => setTab(value)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('page.sections')}
        >
          <Tab label={t('tabs.plan')} />
          <Tab label={t('tabs.analytics')} />
          <Tab label={t('tabs.history')} />
          <Tab label={t('tabs.payment')} />
        </Tabs>
        <CardContent>
          {tab === 0 && (
            <Grid container spacing={3}>
              <Grid size={{ xs: 12, md: 6 }}>
                <Stack spacing={1}>
                  <Stack direction="row" spacing={1} alignItems="center">
                    <Typography variant="h6">{plan?.name ?? t('plans.free')}</Typography>
                    <Chip size="small" label={t('plan.active')} color="success" />
                  </Stack>
                  <Typography>{t('plan.pricePerPlant', { price: formatPkr(plan?.price_per_month ?? 0) })}</Typography>
                  {(plan?.features ?? []).map((feature) => (
                    <Typography key={feature} variant="body2">
                      • {feature}
                    </Typography>
                  ))}
                </Stack>
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <Stack spacing={2}>
                  <Typography variant="subtitle1">{t('plan.usageOverview')}</Typography>
                  {today && <UsageBar label={t('plan.apiCallsToday')} used={today.api_calls} limit={limit} />}
                  <Button variant="outlined" onClick={() => setTab(1)} sx={{ alignSelf: 'flex-start' }}>
                    {t('plan.viewAnalytics')}
                  </Button>
                </Stack>
              </Grid>
            </Grid>
          )}
          {tab === 1 && (
            <Box sx={{ overflowX: 'auto' }}>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {t('analytics.allowance', { limit: formatNumber(limit) })}
              </Typography>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('analytics.date')}</TableCell>
                    <TableCell>{t('analytics.apiCalls')}</TableCell>
                    <TableCell>{t('analytics.usagePercent')}</TableCell>
                    <TableCell>{t('analytics.overage')}</TableCell>
                    <TableCell>{t('analytics.overageCost')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {[...(usage.data?.days ?? [])].reverse().map((day) => (
                    <TableRow key={day.date} data-testid="usage-day">
                      <TableCell>{day.date}</TableCell>
                      <TableCell>{formatNumber(day.api_calls)}</TableCell>
                      <TableCell sx={{ minWidth: 140 }}>
                        <LinearProgress
                          variant="determinate"
                          value={Math.min(day.usage_percent, 100)}
                          color={usageColor(day.api_calls, limit)}
                          aria-label={t('analytics.usageOn', { date: day.date })}
                        />
                        <Typography variant="caption">{day.usage_percent.toFixed(1)}%</Typography>
                      </TableCell>
                      <TableCell>{day.overage > 0 ? `+${formatNumber(day.overage)}` : '—'}</TableCell>
                      <TableCell>{formatPkr(day.overage_cost)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
          {tab === 2 && (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('history.invoiceId')}</TableCell>
                    <TableCell>{t('history.period')}</TableCell>
                    <TableCell>{t('history.amount')}</TableCell>
                    <TableCell>{t('history.status')}</TableCell>
                    <TableCell>{t('history.dueDate')}</TableCell>
                    <TableCell>{t('history.actions')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {invoices.data && list.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={6} align="center">
                        {t('history.none')}
                      </TableCell>
                    </TableRow>
                  )}
                  {list.map((invoice) => (
                    <TableRow key={invoice.id} data-testid="billing-history-row">
                      <TableCell>{invoice.number}</TableCell>
                      <TableCell>{monthLabel(invoice.month)}</TableCell>
                      <TableCell>
                        {formatPkr(invoice.amount)}
                        {invoice.paid_amount > 0 && invoice.status !== 'paid' && (
                          <Typography variant="caption" color="text.secondary" component="div">
                            {t('history.paid', { amount: formatPkr(invoice.paid_amount) })}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          label={t(`history.statuses.${invoice.status}`)}
                          color={STATUS_COLORS[invoice.status]}
                          variant={invoice.status === 'pending' ? 'outlined' : 'filled'}
                        />
                      </TableCell>
                      <TableCell>{invoice.due_at}</TableCell>
                      <TableCell>
                        <InvoicePdfActions invoice={invoice} onError={setPdfError} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
          {tab === 3 && (
            <Stack spacing={2}>
              <Alert severity="info">{t('payment.none')}</Alert>
              <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} disabled>
                {t('payment.add')}
              </Button>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}

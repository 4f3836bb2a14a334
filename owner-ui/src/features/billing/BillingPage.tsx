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
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '../../api/client';
import { useCurrentPackage } from '../../api/packages/get-current-package';
import { downloadInvoicePdf, useInvoices, useUsage, viewInvoicePdf } from './api';
import { monthLabel, nextBillingDate, usageColor, usagePercent } from './usage';

const STATUS_COLORS: Record<InvoiceStatus, 'success' | 'default' | 'error' | 'warning'> = {
  paid: 'success',
  pending: 'warning',
  overdue: 'error',
  void: 'default',
};
const count = new Intl.NumberFormat('en-US');

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
  const percent = usagePercent(used, limit);
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" justifyContent="space-between">
        <Typography variant="body2">{label}</Typography>
        <Typography variant="body2">
          {count.format(used)} / {count.format(limit)} ({percent.toFixed(1)}%)
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={Math.min(percent, 100)}
        color={usageColor(used, limit)}
        aria-label={`${label} usage`}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Stack>
  );
}

/** View and download of an invoice's PDF (GET /api/filter-owner/invoices/{id}/pdf). */
function InvoicePdfActions({ invoice, onError }: { invoice: Invoice; onError: (message: string) => void }) {
  const run = (action: () => Promise<void>) => () =>
    void action().catch((error) => onError(errorMessage(error, 'Failed to get the invoice PDF.')));
  return (
    <>
      <IconButton size="small" aria-label={`View ${invoice.number}`} onClick={run(() => viewInvoicePdf(invoice.id))}>
        <VisibilityIcon fontSize="small" />
      </IconButton>
      <IconButton
        size="small"
        aria-label={`Download ${invoice.number}`}
        onClick={run(() => downloadInvoicePdf(invoice.id, invoice.number))}
      >
        <DownloadIcon fontSize="small" />
      </IconButton>
    </>
  );
}

/** Billing & Usage (/filter-owner/billing): the owner's plan, their API calls per day against its limit, and their real invoices. */
export default function BillingPage() {
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
            Billing & Usage
          </Typography>
          <Typography color="text.secondary">Your plan, usage and invoices.</Typography>
        </div>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
          <TextField
            select
            size="small"
            label="Currency"
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
              void downloadInvoicePdf(latest.id, latest.number).catch((error) =>
                setPdfError(errorMessage(error, 'Failed to get the invoice PDF.')),
              )
            }
          >
            Download Invoice
          </Button>
          <Button variant="contained" onClick={() => setTab(3)}>
            Update Payment Method
          </Button>
        </Stack>
      </Stack>
      {(current.isPending || usage.isPending || invoices.isPending) && <LinearProgress aria-label="Loading billing" />}
      {failed && <Alert severity="error">{errorMessage(failed, 'Failed to load billing data.')}</Alert>}
      {pdfError && (
        <Alert severity="error" onClose={() => setPdfError(null)}>
          {pdfError}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, md: 3 }}>
          <Tile label="Current Plan" value={plan?.name ?? usage.data?.plan.name ?? '—'} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Tile label="Monthly Cost" value={latest ? formatPkr(latest.amount) : formatPkr(plan?.price_per_month ?? 0)} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Tile label="API Usage" value={today ? `${count.format(today.api_calls)}/${count.format(limit)}` : '—'} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Tile
            label="Next Billing"
            value={today ? new Date(`${nextBillingDate(today.date)}T00:00:00`).toLocaleDateString('en-PK', { dateStyle: 'medium' }) : '—'}
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
              Upgrade Plan
            </Button>
          }
        >
          <strong>Usage Warning</strong> — you have used {apiPercent.toFixed(1)}% of your API calls.
        </Alert>
      )}
      <Card>
        <Tabs
          value={tab}
          onChange={(_, value: number) => setTab(value)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label="Billing sections"
        >
          <Tab label="Current Plan" />
          <Tab label="Usage Analytics" />
          <Tab label="Billing History" />
          <Tab label="Payment Methods" />
        </Tabs>
        <CardContent>
          {tab === 0 && (
            <Grid container spacing={3}>
              <Grid size={{ xs: 12, md: 6 }}>
                <Stack spacing={1}>
                  <Stack direction="row" spacing={1} alignItems="center">
                    <Typography variant="h6">{plan?.name ?? 'Free'}</Typography>
                    <Chip size="small" label="active" color="success" />
                  </Stack>
                  <Typography>{formatPkr(plan?.price_per_month ?? 0)} per active plant / monthly</Typography>
                  {(plan?.features ?? []).map((feature) => (
                    <Typography key={feature} variant="body2">
                      • {feature}
                    </Typography>
                  ))}
                </Stack>
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <Stack spacing={2}>
                  <Typography variant="subtitle1">Usage Overview</Typography>
                  {today && <UsageBar label="API calls today" used={today.api_calls} limit={limit} />}
                  <Button variant="outlined" onClick={() => setTab(1)} sx={{ alignSelf: 'flex-start' }}>
                    View Detailed Analytics
                  </Button>
                </Stack>
              </Grid>
            </Grid>
          )}
          {tab === 1 && (
            <Box sx={{ overflowX: 'auto' }}>
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                Your plan allows {count.format(limit)} API calls a day.
              </Typography>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>Date</TableCell>
                    <TableCell>API Calls</TableCell>
                    <TableCell>Usage %</TableCell>
                    <TableCell>Overage</TableCell>
                    <TableCell>Overage Cost</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {[...(usage.data?.days ?? [])].reverse().map((day) => (
                    <TableRow key={day.date} data-testid="usage-day">
                      <TableCell>{day.date}</TableCell>
                      <TableCell>{count.format(day.api_calls)}</TableCell>
                      <TableCell sx={{ minWidth: 140 }}>
                        <LinearProgress
                          variant="determinate"
                          value={Math.min(day.usage_percent, 100)}
                          color={usageColor(day.api_calls, limit)}
                          aria-label={`Usage on ${day.date}`}
                        />
                        <Typography variant="caption">{day.usage_percent.toFixed(1)}%</Typography>
                      </TableCell>
                      <TableCell>{day.overage > 0 ? `+${count.format(day.overage)}` : '—'}</TableCell>
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
                    <TableCell>Invoice ID</TableCell>
                    <TableCell>Period</TableCell>
                    <TableCell>Amount</TableCell>
                    <TableCell>Status</TableCell>
                    <TableCell>Due Date</TableCell>
                    <TableCell>Actions</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {invoices.data && list.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={6} align="center">
                        No invoices yet. The first is issued on the 1st of the month after your first active plant.
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
                            {formatPkr(invoice.paid_amount)} paid
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          label={invoice.status}
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
              <Alert severity="info">
                No payment method is kept on file. Pay your invoice by bank transfer or cash to the platform, quoting its number; the
                payment is recorded against the invoice and shows here as paid.
              </Alert>
              <Button variant="outlined" sx={{ alignSelf: 'flex-start' }} disabled>
                Add New Payment Method
              </Button>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}

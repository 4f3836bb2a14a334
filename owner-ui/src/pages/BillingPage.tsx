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
import { useState, type ReactNode } from 'react';
import { DAILY_USAGE, INVOICES, SUBSCRIPTION, usageColor, usagePercent } from '../features/billing/sample';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const STATUS_COLORS: Record<string, 'success' | 'default' | 'error'> = {
  active: 'success',
  paid: 'success',
  pending: 'default',
  overdue: 'error',
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

function UsageBar({ label, used, limit, unit = '' }: { label: string; used: number; limit: number; unit?: string }) {
  const percent = usagePercent(used, limit);
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" justifyContent="space-between">
        <Typography variant="body2">{label}</Typography>
        <Typography variant="body2">
          {used}
          {unit} / {limit}
          {unit} ({percent.toFixed(1)}%)
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

export default function BillingPage() {
  const [tab, setTab] = useState(0);
  const [currency, setCurrency] = useState('PKR');
  const { usage } = SUBSCRIPTION;
  const apiPercent = usagePercent(usage.apiCalls, usage.apiCallLimit);
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
          <Button variant="outlined" startIcon={<DownloadIcon />}>
            Download Invoice
          </Button>
          <Button variant="contained">Update Payment Method</Button>
        </Stack>
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, md: 3 }}>
          <Tile label="Current Plan" value={SUBSCRIPTION.name} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Tile label="Monthly Cost" value={usd.format(SUBSCRIPTION.price)} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Tile label="API Usage" value={`${usage.apiCalls}/${usage.apiCallLimit}`} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <Tile label="Next Billing" value={new Date(SUBSCRIPTION.nextBillingDate).toLocaleDateString('en-PK', { dateStyle: 'medium' })} />
        </Grid>
      </Grid>
      {apiPercent > 80 && (
        <Alert
          severity="warning"
          variant="filled"
          sx={{ bgcolor: 'warning.main' }}
          action={
            <Button color="inherit" size="small" variant="outlined">
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
                    <Typography variant="h6">{SUBSCRIPTION.name}</Typography>
                    <Chip size="small" label={SUBSCRIPTION.status} color="success" />
                  </Stack>
                  <Typography>
                    {usd.format(SUBSCRIPTION.price)} / {SUBSCRIPTION.billingCycle}
                  </Typography>
                  {SUBSCRIPTION.features.map((feature) => (
                    <Typography key={feature} variant="body2">
                      • {feature}
                    </Typography>
                  ))}
                </Stack>
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <Stack spacing={2}>
                  <Typography variant="subtitle1">Usage Overview</Typography>
                  <UsageBar label="API calls" used={usage.apiCalls} limit={usage.apiCallLimit} />
                  <UsageBar label="Storage" used={usage.storage} limit={usage.storageLimit} unit={` ${usage.storageUnit}`} />
                  <Button variant="outlined" onClick={() => setTab(1)} sx={{ alignSelf: 'flex-start' }}>
                    View Detailed Analytics
                  </Button>
                </Stack>
              </Grid>
            </Grid>
          )}
          {tab === 1 && (
            <Box sx={{ overflowX: 'auto' }}>
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
                  {DAILY_USAGE.map((day) => {
                    const percent = usagePercent(day.apiCalls, usage.apiCallLimit);
                    const overage = day.apiCalls - usage.apiCallLimit;
                    return (
                      <TableRow key={day.date}>
                        <TableCell>{day.date}</TableCell>
                        <TableCell>{day.apiCalls}</TableCell>
                        <TableCell sx={{ minWidth: 140 }}>
                          <LinearProgress
                            variant="determinate"
                            value={Math.min(percent, 100)}
                            color={usageColor(day.apiCalls, usage.apiCallLimit)}
                            aria-label={`Usage on ${day.date}`}
                          />
                          <Typography variant="caption">{percent.toFixed(1)}%</Typography>
                        </TableCell>
                        <TableCell>{overage > 0 ? `+${overage}` : '—'}</TableCell>
                        <TableCell>{usd.format(day.amount)}</TableCell>
                      </TableRow>
                    );
                  })}
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
                  {INVOICES.map((invoice) => (
                    <TableRow key={invoice.id}>
                      <TableCell>{invoice.id}</TableCell>
                      <TableCell>{invoice.period}</TableCell>
                      <TableCell>{usd.format(invoice.amount)}</TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          label={invoice.status}
                          color={STATUS_COLORS[invoice.status] ?? 'default'}
                          variant={invoice.status === 'pending' ? 'outlined' : 'filled'}
                        />
                      </TableCell>
                      <TableCell>{invoice.dueDate}</TableCell>
                      <TableCell>
                        <IconButton size="small" aria-label={`View ${invoice.id}`}>
                          <VisibilityIcon fontSize="small" />
                        </IconButton>
                        <IconButton size="small" aria-label={`Download ${invoice.id}`}>
                          <DownloadIcon fontSize="small" />
                        </IconButton>
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
          {tab === 3 && (
            <Stack spacing={2}>
              <Card variant="outlined">
                <CardContent>
                  <Stack direction="row" justifyContent="space-between" alignItems="center">
                    <div>
                      <Typography fontWeight={600}>Visa •••• •••• •••• 4242</Typography>
                      <Typography variant="body2" color="text.secondary">
                        Expires 12/2027 · Default
                      </Typography>
                    </div>
                    <Button size="small">Edit</Button>
                  </Stack>
                </CardContent>
              </Card>
              <Button variant="outlined" sx={{ alignSelf: 'flex-start' }}>
                Add New Payment Method
              </Button>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}

import { SyntheticEvent, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Grid,
  LinearProgress,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { BillingOwnerRow, BillingSummary } from '@paani/contracts';
import { Title, useGetList } from 'react-admin';
import { Link } from 'react-router-dom';
import { apiQuery } from '../data/apiQuery';
import { formatPkr } from '../format';
import { SummaryTile } from '../layout/SummaryTile';
import { BillingPlan, STATUS_COLORS, STATUS_LABELS, usageColor } from './billing.model';
import { SUMMARY_PATH } from './InvoiceActions';
import InvoiceList from './InvoiceList';

function UsageBar({ used, limit }: { used: number; limit: number }) {
  const unlimited = limit <= 0;
  const percent = unlimited ? 0 : Math.min(100, (used / limit) * 100);
  return (
    <Box sx={{ minWidth: 140 }}>
      <Typography variant="caption">
        {used} / {unlimited ? 'Unlimited' : limit}
      </Typography>
      <LinearProgress variant="determinate" value={percent} color={usageColor(used, limit)} sx={{ height: 6, borderRadius: 3 }} />
    </Box>
  );
}

/** Invoiced and collected per plan, from the owners' rows. */
function byPlan(owners: BillingOwnerRow[]) {
  const plans = new Map<string, { invoiced: number; collected: number; owners: number }>();
  for (const owner of owners) {
    const entry = plans.get(owner.plan_name) ?? { invoiced: 0, collected: 0, owners: 0 };
    entry.invoiced += owner.invoiced;
    entry.collected += owner.collected;
    entry.owners += 1;
    plans.set(owner.plan_name, entry);
  }
  return plans;
}

/** Billing Management (/super-admin/billing) from the platform's real invoices (GET /api/super-admin/invoices/summary and the `invoices` resource). */
export default function BillingPage() {
  const [tab, setTab] = useState('overview');
  const summary = useQuery(apiQuery<BillingSummary>(SUMMARY_PATH));
  const plans = useGetList<BillingPlan>('subscription-plans', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'price_per_month', order: 'ASC' },
  });
  const data = summary.data;
  const owners = data?.owners ?? [];
  const perPlan = byPlan(owners);

  return (
    <Box sx={{ py: 2 }}>
      <Title title="Billing Management" />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="h4" component="h1">
          Billing Management
        </Typography>
        <Chip label="PKR" color="primary" size="small" />
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Invoices to owners: one a month per owner, for each active plant at the plan&apos;s price, due on the 10th
      </Typography>
      {(summary.isPending || plans.isPending) && <LinearProgress sx={{ mb: 2 }} />}
      {(summary.error || plans.error) && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Failed to load billing data.
        </Alert>
      )}
      {data && (
        <Grid container spacing={2} sx={{ mb: 2 }} data-testid="billing-summary">
          <Grid size={{ xs: 6, md: 2.4 }}>
            <SummaryTile label="Total Invoiced" value={formatPkr(data.invoiced)} />
          </Grid>
          <Grid size={{ xs: 6, md: 2.4 }}>
            <SummaryTile label="Collected" value={formatPkr(data.collected)} />
          </Grid>
          <Grid size={{ xs: 6, md: 2.4 }}>
            <SummaryTile label="Outstanding" value={formatPkr(data.outstanding)} />
          </Grid>
          <Grid size={{ xs: 6, md: 2.4 }}>
            <SummaryTile label={`Overdue (${data.overdue_invoices})`} value={formatPkr(data.overdue_amount)} />
          </Grid>
          <Grid size={{ xs: 12, md: 2.4 }}>
            <SummaryTile label="Collection Rate" value={`${data.collection_rate}%`} />
          </Grid>
        </Grid>
      )}
      <Tabs value={tab} onChange={(_event: SyntheticEvent, value: string) => setTab(value)} sx={{ mb: 2 }}>
        <Tab value="overview" label="Overview" />
        <Tab value="plans" label="Subscription Plans" />
        <Tab value="invoices" label="Invoices" />
        <Tab value="tenants" label="Tenants" />
      </Tabs>

      {tab === 'overview' && data && (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Card variant="outlined">
              <CardContent>
                <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                  Invoiced by plan
                </Typography>
                {[...perPlan.entries()].map(([plan, figures]) => {
                  const share = data.invoiced > 0 ? (figures.invoiced / data.invoiced) * 100 : 0;
                  return (
                    <Box key={plan} sx={{ mb: 1.5 }}>
                      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
                        <Typography>
                          {plan} · {figures.owners} {figures.owners === 1 ? 'owner' : 'owners'}
                        </Typography>
                        <Typography>
                          {formatPkr(figures.invoiced)} · {share.toFixed(1)}%
                        </Typography>
                      </Box>
                      <LinearProgress variant="determinate" value={share} sx={{ height: 6, borderRadius: 3 }} />
                    </Box>
                  );
                })}
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Card variant="outlined">
              <CardContent>
                <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
                  Invoices by status
                </Typography>
                {(
                  [
                    ['pending', data.pending_invoices],
                    ['paid', data.paid_invoices],
                    ['overdue', data.overdue_invoices],
                  ] as const
                ).map(([status, count]) => (
                  <Box key={status} sx={{ display: 'flex', justifyContent: 'space-between', mb: 1 }}>
                    <Chip size="small" variant="outlined" label={STATUS_LABELS[status]} color={STATUS_COLORS[status]} />
                    <Typography>{count}</Typography>
                  </Box>
                ))}
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      )}

      {tab === 'plans' && (
        <>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
            <Button variant="contained" component={Link} to="/super-admin/subscription-plans/create">
              Create Plan
            </Button>
          </Box>
          <Grid container spacing={2}>
            {(plans.data ?? []).map((plan) => (
              <Grid key={plan.id} size={{ xs: 12, sm: 6, lg: 3 }}>
                <Card variant="outlined" sx={{ height: '100%' }} data-testid="billing-plan">
                  <CardContent>
                    <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
                      <Typography variant="h6" component="h3">
                        {plan.name}
                      </Typography>
                      <Chip size="small" label={plan.is_retired ? 'Retired' : 'Active'} color={plan.is_retired ? 'default' : 'success'} />
                    </Box>
                    <Typography variant="h5" component="p">
                      {formatPkr(plan.price_per_month)}
                      <Typography component="span" color="text.secondary">
                        /month
                      </Typography>
                    </Typography>
                    <Typography color="text.secondary">
                      {Number(plan.max_plants) === 0
                        ? 'Unlimited plants'
                        : `Up to ${plan.max_plants} ${Number(plan.max_plants) === 1 ? 'plant' : 'plants'}`}
                    </Typography>
                    <Typography sx={{ mt: 1 }} data-testid={`subscribers-${plan.id}`}>
                      {perPlan.get(plan.name)?.owners ?? 0} subscribers
                    </Typography>
                    <Box component="ul" sx={{ pl: 2, mb: 0 }}>
                      {(plan.features ?? []).slice(0, 3).map((feature) => (
                        <li key={feature}>
                          <Typography variant="body2">{feature}</Typography>
                        </li>
                      ))}
                      {(plan.features ?? []).length > 3 && (
                        <Typography variant="body2" color="text.secondary">
                          +{plan.features.length - 3} more
                        </Typography>
                      )}
                    </Box>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        </>
      )}

      {tab === 'invoices' && <InvoiceList embedded />}

      {tab === 'tenants' && (
        <Card variant="outlined">
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Tenant</TableCell>
                <TableCell>Plan</TableCell>
                <TableCell align="right">Invoiced</TableCell>
                <TableCell align="right">Collected</TableCell>
                <TableCell align="right">Outstanding</TableCell>
                <TableCell>Latest Invoice</TableCell>
                <TableCell>Last Payment</TableCell>
                <TableCell>Plant Usage</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {owners.length === 0 && (
                <TableRow>
                  <TableCell colSpan={8} align="center">
                    No filter owners yet.
                  </TableCell>
                </TableRow>
              )}
              {owners.map((owner) => (
                <TableRow key={owner.owner_id} data-testid="billing-tenant">
                  <TableCell>
                    <Typography>{owner.name}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {owner.email}
                    </Typography>
                  </TableCell>
                  <TableCell>{owner.plan_name}</TableCell>
                  <TableCell align="right">{formatPkr(owner.invoiced)}</TableCell>
                  <TableCell align="right">{formatPkr(owner.collected)}</TableCell>
                  <TableCell align="right">
                    {formatPkr(owner.outstanding)}
                    {owner.overdue_invoices > 0 && (
                      <Typography variant="caption" color="error" component="div">
                        {formatPkr(owner.overdue_amount)} overdue
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    {owner.latest_status ? (
                      <Chip
                        size="small"
                        variant="outlined"
                        label={STATUS_LABELS[owner.latest_status]}
                        color={STATUS_COLORS[owner.latest_status]}
                      />
                    ) : (
                      <Typography variant="caption" color="text.secondary">
                        None yet
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{owner.last_payment_at ?? 'N/A'}</TableCell>
                  <TableCell>
                    <UsageBar used={owner.plants} limit={owner.plan_max_plants} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}
    </Box>
  );
}

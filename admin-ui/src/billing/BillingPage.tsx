import { SyntheticEvent, useMemo, useState } from 'react';
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
import { Title, useGetList } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatPkr } from '../format';
import { SummaryTile } from '../layout/SummaryTile';
import { BillingPlan, BillingPlant, BillingTenant, currentStatements, ownerBilling, subscriberCount, usageColor } from './billing.model';

const ALL = { pagination: { page: 1, perPage: 1000 } };

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

/** Billing Management (/super-admin/billing) on real data: plans, their subscribers, owners' monthly billing from their plants. */
export default function BillingPage() {
  const [tab, setTab] = useState('overview');
  const tenants = useGetList<BillingTenant>('tenants', ALL);
  const plants = useGetList<BillingPlant>('filter-plants', ALL);
  const plans = useGetList<BillingPlan>('subscription-plans', { ...ALL, sort: { field: 'price_per_month', order: 'ASC' } });
  const billing = useMemo(
    () => ownerBilling(tenants.data ?? [], plants.data ?? [], plans.data ?? []),
    [tenants.data, plants.data, plans.data],
  );
  const statements = useMemo(() => currentStatements(billing), [billing]);
  const monthly = billing.reduce((sum, owner) => sum + owner.monthlyAmount, 0);
  const paying = billing.filter((owner) => owner.monthlyAmount > 0).length;
  const activePlants = billing.reduce((sum, owner) => sum + owner.activePlants, 0);
  const loading = tenants.isPending || plants.isPending || plans.isPending;
  const failed = tenants.error || plants.error || plans.error;

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
        Owner-based billing from active plants and their plans
      </Typography>
      {loading && <LinearProgress sx={{ mb: 2 }} />}
      {failed && (
        <Alert severity="error" sx={{ mb: 2 }}>
          Failed to load billing data.
        </Alert>
      )}
      <Grid container spacing={2} sx={{ mb: 2 }}>
        <Grid size={{ xs: 6, md: 3 }}>
          <SummaryTile label="Monthly Recurring Revenue" value={formatPkr(monthly)} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <SummaryTile label="Paying Owners" value={String(paying)} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <SummaryTile label="Billed Plants" value={String(activePlants)} />
        </Grid>
        <Grid size={{ xs: 6, md: 3 }}>
          <SummaryTile label="Average per Paying Owner" value={formatPkr(paying ? monthly / paying : 0)} />
        </Grid>
      </Grid>
      <Tabs value={tab} onChange={(_event: SyntheticEvent, value: string) => setTab(value)} sx={{ mb: 2 }}>
        <Tab value="overview" label="Overview" />
        <Tab value="plans" label="Subscription Plans" />
        <Tab value="invoices" label="Invoices" />
        <Tab value="tenants" label="Tenants" />
      </Tabs>

      {tab === 'overview' && (
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              Revenue by plan
            </Typography>
            {(plans.data ?? []).map((plan) => {
              const revenue = billing.filter((owner) => owner.planName === plan.name).reduce((sum, owner) => sum + owner.monthlyAmount, 0);
              const share = monthly > 0 ? (revenue / monthly) * 100 : 0;
              return (
                <Box key={plan.id} sx={{ mb: 1.5 }}>
                  <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
                    <Typography>{plan.name}</Typography>
                    <Typography>
                      {formatPkr(revenue)} · {share.toFixed(1)}%
                    </Typography>
                  </Box>
                  <LinearProgress variant="determinate" value={share} sx={{ height: 6, borderRadius: 3 }} />
                </Box>
              );
            })}
          </CardContent>
        </Card>
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
                      {subscriberCount(plan, billing)} subscribers
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

      {tab === 'invoices' && (
        <Card variant="outlined">
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Invoice ID</TableCell>
                <TableCell>Tenant</TableCell>
                <TableCell>Plan</TableCell>
                <TableCell>Period</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Due Date</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {statements.length === 0 && (
                <TableRow>
                  <TableCell colSpan={7} align="center">
                    No billable plants this month.
                  </TableCell>
                </TableRow>
              )}
              {statements.map((invoice) => (
                <TableRow key={invoice.id}>
                  <TableCell>{invoice.id}</TableCell>
                  <TableCell>{invoice.tenantName}</TableCell>
                  <TableCell>{invoice.planName}</TableCell>
                  <TableCell>{invoice.period}</TableCell>
                  <TableCell align="right">{formatPkr(invoice.amount)}</TableCell>
                  <TableCell>
                    <Chip size="small" variant="outlined" label={invoice.status} />
                  </TableCell>
                  <TableCell>{invoice.dueDate}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Card>
      )}

      {tab === 'tenants' && (
        <Card variant="outlined">
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>Tenant</TableCell>
                <TableCell>Plan</TableCell>
                <TableCell align="right">Monthly Amount</TableCell>
                <TableCell>Status</TableCell>
                <TableCell>Plant Usage</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {billing.map((owner) => (
                <TableRow key={owner.ownerId} data-testid="billing-tenant">
                  <TableCell>
                    <Typography>{owner.name}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {owner.email}
                    </Typography>
                  </TableCell>
                  <TableCell>{owner.planName}</TableCell>
                  <TableCell align="right">{formatPkr(owner.monthlyAmount)}</TableCell>
                  <TableCell>
                    <Chip size="small" label={owner.isActive ? 'active' : 'inactive'} color={owner.isActive ? 'success' : 'default'} />
                  </TableCell>
                  <TableCell>
                    <UsageBar used={owner.plants} limit={owner.limit} />
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

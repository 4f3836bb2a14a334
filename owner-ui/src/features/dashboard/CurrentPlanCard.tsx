import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { Card, CardContent, Chip, List, ListItem, Stack, Typography } from '@mui/material';
import { useCurrentPackage } from '../../api/packages/get-current-package';
import { useAuth } from '../../auth/AuthContext';
import { formatMoney } from '@paani/contracts';
import { FREE_PLAN, planFeatures, plantLimitText, visibleFeatures } from '../../lib/plans';

/** Only for filter owners; a failed load falls back to the Free plan (spec section 8). */
export function CurrentPlanCard() {
  const { user } = useAuth();
  const current = useCurrentPackage({ enabled: user?.role === 'filter_owner' });
  if (user?.role !== 'filter_owner') return null;
  const failed = current.isError;
  const plan = current.data?.subscription_plan ?? FREE_PLAN;
  const { shown, more } = visibleFeatures(planFeatures(plan));
  return (
    <Card data-testid="current-plan-card" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
          <WorkspacePremiumIcon color="primary" aria-hidden />
          <Typography variant="h6" component="h2">
            Current Plan
          </Typography>
          <Chip size="small" label={current.isPending ? 'Loading...' : plan.name} color="primary" />
        </Stack>
        {failed && (
          <Typography variant="body2" color="error">
            Failed to load subscription plan
          </Typography>
        )}
        <Typography variant="h5" fontWeight={700}>
          {formatMoney(plan.price_per_month)}
          <Typography component="span" color="text.secondary">
            {' '}
            / month
          </Typography>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {plantLimitText(plan.max_plants)}
        </Typography>
        <List dense disablePadding sx={{ mt: 1 }}>
          {shown.map((feature) => (
            <ListItem key={feature} disableGutters sx={{ py: 0 }}>
              • {feature}
            </ListItem>
          ))}
          {more > 0 && (
            <ListItem disableGutters sx={{ py: 0, color: 'text.secondary' }}>
              +{more} more
            </ListItem>
          )}
        </List>
      </CardContent>
    </Card>
  );
}

import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { Card, CardContent, Chip, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useCurrentPackage } from '../../api/packages/get-current-package';
import { useAuth } from '../../auth/AuthContext';
import { formatMoney } from '@paani/contracts';
import { freePlan, planFeatures, plantLimitText, visibleFeatures } from '../../lib/plans';

/** Only for filter owners; a failed load falls back to the Free plan (docs/product.md, "The owner app"). */
export function CurrentPlanCard() {
  const { t } = useTranslation('billing');
  const { user } = useAuth();
  const current = useCurrentPackage({ enabled: user?.role === 'filter_owner' });
  if (user?.role !== 'filter_owner') return null;
  const failed = current.isError;
  const plan = current.data?.subscription_plan ?? freePlan();
  const { shown, more } = visibleFeatures(planFeatures(plan));
  return (
    <Card data-testid="current-plan-card" sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
          <WorkspacePremiumIcon color="primary" aria-hidden />
          <Typography variant="h6" component="h2">
            {t('currentPlan.title')}
          </Typography>
          <Chip size="small" label={current.isPending ? t('currentPlan.loading') : plan.name} color="primary" />
        </Stack>
        {failed && (
          <Typography variant="body2" color="error">
            {t('currentPlan.loadFailed')}
          </Typography>
        )}
        <Typography variant="h5" fontWeight={700}>
          {formatMoney(plan.price_per_month)}
          <Typography component="span" color="text.secondary">
            {t('currentPlan.perMonth')}
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
              {t('currentPlan.more', { count: more })}
            </ListItem>
          )}
        </List>
      </CardContent>
    </Card>
  );
}

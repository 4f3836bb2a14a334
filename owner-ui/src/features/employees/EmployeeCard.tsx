import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { formatMoney, formatNumber } from '@paani/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffMember } from '../../api/employees/get-employees';

export interface EmployeeCardProps {
  employee: StaffMember;
  busy: boolean;
  onEdit(): void;
  onToggle(): void;
  onDelete(): void;
}

export function EmployeeCard({ employee, busy, onEdit, onToggle, onDelete }: EmployeeCardProps) {
  const { t } = useTranslation(['employees', 'common']);
  const headingId = useId();
  const pay =
    employee.type === 'commission'
      ? t('card.commissionPay', { rate: formatNumber(employee.commission_rate) })
      : t('card.salaryPay', { amount: formatMoney(employee.monthly_salary) });
  const areas = employee.areas ?? [];
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      data-testid="employee-card"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} alignItems="flex-start" justifyContent="space-between" sx={{ mb: 1 }}>
          <Typography id={headingId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
            {employee.name}
          </Typography>
          <Chip
            size="small"
            label={employee.is_active ? t('common:status.active') : t('common:status.inactive')}
            color={employee.is_active ? 'success' : 'default'}
          />
        </Stack>
        <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mb: 1 }}>
          <Chip size="small" variant="outlined" color="primary" label={t(`types.${employee.type}`)} />
          <Typography fontWeight={600} data-testid="employee-pay">
            {pay}
          </Typography>
        </Stack>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {t('card.phone')}: <a href={`tel:${employee.phone.replace(/[^0-9+]/g, '')}`}>{employee.phone}</a>
        </Typography>
        {employee.address && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('card.address')}: {employee.address}
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 1.5 }}>
          {t('card.areas')}
        </Typography>
        {areas.length > 0 ? (
          <Stack direction="row" spacing={0.5} flexWrap="wrap" useFlexGap data-testid="employee-areas">
            {areas.map((area) => (
              <Chip key={area.id} size="small" variant="outlined" label={area.name} />
            ))}
          </Stack>
        ) : (
          <Typography variant="body2">{t('card.noAreas')}</Typography>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 0.5, px: 2, pb: 2 }} disableSpacing>
        <Button
          size="small"
          startIcon={<EditIcon />}
          onClick={onEdit}
          disabled={busy}
          aria-label={t('actions.edit', { name: employee.name })}
        >
          {t('common:actions.edit')}
        </Button>
        <Button
          size="small"
          startIcon={<PowerSettingsNewIcon />}
          onClick={onToggle}
          disabled={busy}
          color={employee.is_active ? 'warning' : 'success'}
          aria-label={t(employee.is_active ? 'actions.deactivate' : 'actions.activate', { name: employee.name })}
        >
          {employee.is_active ? t('common:actions.deactivate') : t('common:actions.activate')}
        </Button>
        <Button
          size="small"
          startIcon={<DeleteOutlineIcon />}
          onClick={onDelete}
          disabled={busy}
          color="error"
          aria-label={t('actions.delete', { name: employee.name })}
        >
          {t('common:actions.delete')}
        </Button>
      </CardActions>
    </Card>
  );
}

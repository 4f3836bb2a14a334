import KeyIcon from '@mui/icons-material/Key';
import PaymentsIcon from '@mui/icons-material/Payments';
import { Button, Chip, Stack, Typography } from '@mui/material';
import { formatMoney, formatNumber } from '@paani/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { StaffMember } from '../../api/employees/get-employees';
import { EntityCard } from '../../components/EntityCard';
import { Ltr } from '../../components/Ltr';

export interface EmployeeCardProps {
  employee: StaffMember;
  busy: boolean;
  onEdit(): void;
  onToggle(): void;
  onDelete(): void;
  /** Give (or change) the employee's rider sign-in; absent: no sign-in actions. */
  onGiveLogin?(): void;
  onRevokeLogin?(): void;
  /** The employee's pay page; absent: no Pay button (the set-up wizard). */
  payPath?: string;
}

export function EmployeeCard({ employee, busy, onEdit, onToggle, onDelete, onGiveLogin, onRevokeLogin, payPath }: EmployeeCardProps) {
  const { t } = useTranslation(['employees', 'common']);
  const { t: tr } = useTranslation('rider');
  const { t: tp } = useTranslation('payroll');
  const pay =
    employee.type === 'commission'
      ? t('card.commissionPay', { rate: formatNumber(employee.commission_rate) })
      : t('card.salaryPay', { amount: formatMoney(employee.monthly_salary) });
  const areas = employee.areas ?? [];
  return (
    <EntityCard
      entity={employee}
      testId="employee-card"
      busy={busy}
      actionLabel={(action) => t(`actions.${action}`, { name: employee.name })}
      onEdit={onEdit}
      onToggle={onToggle}
      onDelete={onDelete}
      extraActions={
        payPath && (
          <Button
            size="small"
            startIcon={<PaymentsIcon />}
            component={RouterLink}
            to={payPath}
            aria-label={tp('ledger.openLabel', { name: employee.name })}
          >
            {tp('ledger.open')}
          </Button>
        )
      }
    >
      <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mb: 1 }}>
        <Chip size="small" variant="outlined" color="primary" label={t(`types.${employee.type}`)} />
        <Typography fontWeight={600} data-testid="employee-pay">
          {pay}
        </Typography>
      </Stack>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {t('card.phone')}:{' '}
        <a href={`tel:${employee.phone.replace(/[^0-9+]/g, '')}`}>
          <Ltr>{employee.phone}</Ltr>
        </a>
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
      {onGiveLogin && (
        <Stack spacing={0.5} sx={{ mt: 1.5 }} data-testid="employee-login">
          {employee.has_login && (
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {tr('staff.hasLogin', { name: [employee.login_phone, employee.login_email].filter(Boolean).join(' / ') })}
            </Typography>
          )}
          <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
            <Button size="small" variant="outlined" startIcon={<KeyIcon />} onClick={onGiveLogin} disabled={busy}>
              {employee.has_login ? tr('staff.changeLogin') : tr('staff.giveLogin')}
            </Button>
            {employee.has_login && onRevokeLogin && (
              <Button size="small" color="error" onClick={onRevokeLogin} disabled={busy}>
                {tr('staff.revokeLogin')}
              </Button>
            )}
          </Stack>
        </Stack>
      )}
    </EntityCard>
  );
}

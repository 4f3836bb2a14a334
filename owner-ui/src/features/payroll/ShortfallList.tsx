import { Chip, Divider, Stack, Typography } from '@mui/material';
import { formatPkr, type ShortfallDeduction } from '@paani/contracts';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../customers/display';

const STATUS_COLORS = { proposed: 'warning', accepted: 'default', waived: 'info' } as const;

/** Day closes short of cash: who, which day, expected against handed over, and the owner's decision (or the buttons to make it). */
export function ShortfallList({
  shortfalls,
  actions,
}: {
  shortfalls: ShortfallDeduction[];
  /** The buttons of a shortfall still waiting; absent, its status shows instead. */
  actions?: (shortfall: ShortfallDeduction) => ReactNode;
}) {
  const { t } = useTranslation('payroll');
  return (
    <Stack spacing={1} divider={<Divider flexItem />}>
      {shortfalls.map((shortfall) => (
        <Fragment key={`${shortfall.employee_id}-${shortfall.date}`}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            justifyContent="space-between"
            alignItems={{ xs: 'flex-start', sm: 'center' }}
            data-testid="shortfall"
          >
            <div>
              <Typography fontWeight={600}>
                {shortfall.employee_name} · {t('shortfalls.short', { amount: formatPkr(shortfall.shortfall) })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('shortfalls.line', {
                  date: formatDay(shortfall.date),
                  expected: formatPkr(shortfall.expected_cash),
                  handed: formatPkr(shortfall.cash_handed_over),
                })}
              </Typography>
              {shortfall.reason && (
                <Typography variant="body2" color="text.secondary">
                  {t('shortfalls.reasonShown', { reason: shortfall.reason })}
                </Typography>
              )}
            </div>
            {actions && shortfall.status === 'proposed' ? (
              <Stack direction="row" spacing={1} flexShrink={0}>
                {actions(shortfall)}
              </Stack>
            ) : (
              <Chip size="small" color={STATUS_COLORS[shortfall.status]} label={t(`shortfalls.statuses.${shortfall.status}`)} />
            )}
          </Stack>
        </Fragment>
      ))}
    </Stack>
  );
}

import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { monthLabel } from './month';

/**
 * A month with no payslips: either it was never run (Run makes the slips), or it was run and
 * nobody was on the staff (add staff, then Run again).
 */
export function PayrollEmpty({ month, wasRun, busy, onRun }: { month: string; wasRun: boolean; busy: boolean; onRun(): void }) {
  const { t } = useTranslation('payroll');
  return (
    <Card variant="outlined" data-testid="payroll-empty">
      <CardContent>
        <Stack spacing={2} alignItems="center" textAlign="center" sx={{ py: 4 }}>
          <Typography variant="h6" component="h2">
            {wasRun ? t('empty.noStaffTitle') : t('empty.notRunTitle')}
          </Typography>
          <Typography color="text.secondary">
            {wasRun ? t('empty.noStaffText', { month: monthLabel(month) }) : t('empty.notRunText', { month: monthLabel(month) })}
          </Typography>
          {wasRun && (
            <Link component={RouterLink} to="/filter-owner/employees">
              {t('empty.staffLink')}
            </Link>
          )}
          <Button variant="contained" startIcon={<PlayArrowIcon />} disabled={busy} onClick={onRun}>
            {t('run.start')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}

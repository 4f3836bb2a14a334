import type { WeeklyDay } from '@paani/contracts';
import { Box, Card, CardContent, Stack, Tooltip, Typography } from '@mui/material';
import { formatDateTime, formatMoney, formatNumber } from '../../lib/format';
import { useTranslation } from 'react-i18next';

const weekday = (date: string) => formatDateTime(new Date(`${date}T12:00:00Z`), { weekday: 'short', timeZone: 'UTC' });

/**
 * The last 7 plant days, every one (a day without deliveries is an empty bar, not a missing one):
 * cans as the bar, revenue under it. Plain boxes rather than a chart library: seven bars draw
 * instantly on a cheap phone.
 */
export function WeeklyPerformanceCard({ days }: { days: WeeklyDay[] }) {
  const { t } = useTranslation('dashboard');
  const most = Math.max(1, ...days.map((day) => day.cans));
  const cans = days.reduce((sum, day) => sum + day.cans, 0);
  const revenue = days.reduce((sum, day) => sum + day.revenue, 0);
  return (
    <Card sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" justifyContent="space-between" alignItems="baseline" sx={{ mb: 2 }}>
          <Typography variant="h6" component="h2">
            {t('weekly.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary" data-testid="weekly-totals">
            {t('weekly.totals', { cans: formatNumber(cans), revenue: formatMoney(revenue) })}
          </Typography>
        </Stack>
        {days.length === 0 ? (
          <Typography color="text.secondary">{t('weekly.none')}</Typography>
        ) : (
          <Stack
            direction="row"
            spacing={1}
            alignItems="flex-end"
            sx={{ height: 160 }}
            aria-label={t('weekly.barsLabel')}
            data-testid="weekly-bars"
          >
            {days.map((day) => (
              <Tooltip
                key={day.date}
                title={t('weekly.day', { date: day.date, cans: formatNumber(day.cans), revenue: formatMoney(day.revenue) })}
              >
                <Stack
                  alignItems="center"
                  spacing={0.5}
                  sx={{ flex: 1, height: '100%', justifyContent: 'flex-end' }}
                  data-testid={`weekly-day-${day.date}`}
                >
                  <Typography variant="caption" color="text.secondary">
                    {formatNumber(day.cans)}
                  </Typography>
                  <Box
                    sx={{
                      width: '100%',
                      maxWidth: 40,
                      height: `${(day.cans / most) * 100}%`,
                      minHeight: 2,
                      bgcolor: 'primary.main',
                      borderRadius: 1,
                    }}
                  />
                  <Typography variant="caption">{weekday(day.date)}</Typography>
                </Stack>
              </Tooltip>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

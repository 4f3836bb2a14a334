import { Box, Card, CardContent, CardHeader, Tooltip, Typography } from '@mui/material';
import { useGetList } from 'react-admin';

const DAYS = 7;

function lastDays(): string[] {
  const days: string[] = [];
  const today = new Date();
  for (let offset = DAYS - 1; offset >= 0; offset -= 1) {
    const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - offset));
    days.push(day.toISOString().slice(0, 10));
  }
  return days;
}

/** Real figures instead of fixed sample percentages: events recorded per day over the last week, from the event log. */
export function PerformanceTrends() {
  const days = lastDays();
  const {
    data = [],
    total,
    isPending,
    error,
  } = useGetList<{ id: number; recorded_at: string }>('events', {
    filter: { from: `${days[0]}T00:00:00.000Z` },
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'id', order: 'DESC' },
  });
  const counts = days.map((day) => data.filter((event) => event.recorded_at?.slice(0, 10) === day).length);
  const peak = Math.max(1, ...counts);
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader title="System Performance Trends" subheader="Changes recorded per day, last 7 days" />
      <CardContent sx={{ pt: 0 }}>
        {error ? (
          <Typography color="text.secondary">The event log is not available.</Typography>
        ) : (
          <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, height: 140 }}>
            {days.map((day, index) => (
              <Tooltip key={day} title={`${day}: ${counts[index]} events`}>
                <Box sx={{ flex: 1, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.5 }}>
                  <Typography variant="caption">{isPending ? '' : counts[index]}</Typography>
                  <Box
                    sx={{
                      width: '100%',
                      bgcolor: 'primary.main',
                      borderRadius: 1,
                      height: `${(counts[index] / peak) * 100}px`,
                      minHeight: 2,
                    }}
                  />
                  <Typography variant="caption" color="text.secondary">
                    {new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' })}
                  </Typography>
                </Box>
              </Tooltip>
            ))}
          </Box>
        )}
        {total !== undefined && total > data.length && (
          <Typography variant="caption" color="text.secondary">
            Showing the latest {data.length} of {total} events.
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

import { Card, CardContent, Typography } from '@mui/material';

/** A labelled figure in an outlined card: the summary tiles of Billing and System Settings. */
export function SummaryTile({ label, value, size = 'h5' }: { label: string; value: string; size?: 'h5' | 'h6' }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant={size} component="p">
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

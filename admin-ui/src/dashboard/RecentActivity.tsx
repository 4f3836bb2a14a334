import { Avatar, Card, CardContent, CardHeader, List, ListItem, ListItemAvatar, ListItemText, Typography } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { formatDateTime } from '../format';
import { DashboardData } from './dashboard.types';

/** The 4 most recent registrations. */
export function RecentActivity({ registrations }: { registrations: DashboardData['recent_registrations'] }) {
  const shown = registrations.slice(0, 4);
  return (
    <Card sx={{ height: '100%' }}>
      <CardHeader title="Recent System Activity" subheader="Latest filter owner registrations" />
      <CardContent sx={{ pt: 0 }}>
        {shown.length === 0 ? (
          <Typography color="text.secondary">No registrations yet.</Typography>
        ) : (
          <List dense>
            {shown.map((entry) => (
              <ListItem key={entry.id} disableGutters>
                <ListItemAvatar>
                  <Avatar sx={{ bgcolor: 'primary.main' }}>
                    <PersonAddIcon fontSize="small" />
                  </Avatar>
                </ListItemAvatar>
                <ListItemText
                  primary={`${entry.action}: ${entry.user_name}`}
                  secondary={[entry.company_name, formatDateTime(entry.created_at)].filter(Boolean).join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
}

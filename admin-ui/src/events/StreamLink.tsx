import HistoryIcon from '@mui/icons-material/History';
import { Button } from '@mui/material';
import { Link } from 'react-router-dom';

/** A record's stream in the log: `user-12` for an owner, `plant-portfolio-12` for their plants, `subscription-plan-3`. */
export const streamPath = (streamId: string): string => `/streams/${encodeURIComponent(streamId)}`;

export function StreamLink({ streamId, label = 'Audit trail' }: { streamId: string; label?: string }) {
  return (
    <Button
      component={Link}
      to={streamPath(streamId)}
      size="small"
      startIcon={<HistoryIcon />}
      onClick={(event) => event.stopPropagation()}
      aria-label={`${label}: ${streamId}`}
    >
      {label}
    </Button>
  );
}

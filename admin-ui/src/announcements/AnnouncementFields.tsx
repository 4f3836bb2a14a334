import { Box, Chip } from '@mui/material';
import type { Announcement } from '@paani/contracts';
import { ReferenceField, TextField, useRecordContext } from 'react-admin';
import { LEVEL_COLORS, LEVEL_LABELS, STATUS_COLORS, STATUS_LABELS } from './announcement.model';

export function LevelChip({ announcement }: { announcement: Pick<Announcement, 'level'> }) {
  return <Chip size="small" label={LEVEL_LABELS[announcement.level] ?? announcement.level} color={LEVEL_COLORS[announcement.level]} />;
}

export function StatusChip({ announcement }: { announcement: Pick<Announcement, 'status'> }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      label={STATUS_LABELS[announcement.status] ?? announcement.status}
      color={STATUS_COLORS[announcement.status]}
    />
  );
}

/** Who sees it: every owner, the owners on a plan (its name), or one owner (their name). */
export function AudienceField() {
  const announcement = useRecordContext<Announcement>();
  if (!announcement) return null;
  if (announcement.audience === 'plan') {
    return (
      <Box component="span">
        Plan:{' '}
        <ReferenceField source="plan_id" reference="subscription-plans" link={false} emptyText={`#${announcement.plan_id ?? '?'}`}>
          <TextField source="name" />
        </ReferenceField>
      </Box>
    );
  }
  if (announcement.audience === 'owner') {
    return (
      <Box component="span">
        Owner:{' '}
        <ReferenceField source="owner_id" reference="tenants" link={false} emptyText={`#${announcement.owner_id ?? '?'}`}>
          <TextField source="name" />
        </ReferenceField>
      </Box>
    );
  }
  return <Box component="span">All owners</Box>;
}

import { Typography } from '@mui/material';
import type { Announcement } from '@paani/contracts';
import { FunctionField, Labeled, ListButton, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { formatDateTime } from '../format';
import { AudienceField, LevelChip, StatusChip } from './AnnouncementFields';
import { WithdrawButton } from './WithdrawButton';

function Actions() {
  return (
    <TopToolbar>
      <ListButton label="All Announcements" />
      <WithdrawButton />
    </TopToolbar>
  );
}

/** One announcement as owners see it, with when it shows and whether it was withdrawn (GET /api/admin/announcements/:id). */
export default function AnnouncementShow() {
  return (
    <Show<Announcement> title="Announcement" actions={<Actions />}>
      <SimpleShowLayout>
        <TextField source="title" label="Title" />
        <FunctionField<Announcement>
          source="text"
          label="Text"
          render={(announcement) => <Typography sx={{ whiteSpace: 'pre-wrap' }}>{announcement.text}</Typography>}
        />
        <FunctionField<Announcement> source="level" label="Level" render={(announcement) => <LevelChip announcement={announcement} />} />
        <FunctionField<Announcement> source="status" label="Status" render={(announcement) => <StatusChip announcement={announcement} />} />
        <Labeled label="Audience">
          <AudienceField />
        </Labeled>
        <FunctionField<Announcement> source="starts_at" label="From" render={(announcement) => formatDateTime(announcement.starts_at)} />
        <FunctionField<Announcement> source="ends_at" label="Until" render={(announcement) => formatDateTime(announcement.ends_at)} />
        <FunctionField<Announcement>
          source="created_at"
          label="Created"
          render={(announcement) => formatDateTime(announcement.created_at)}
        />
        <FunctionField<Announcement>
          source="withdrawn_at"
          label="Withdrawn"
          render={(announcement) => (announcement.withdrawn_at ? formatDateTime(announcement.withdrawn_at) : '—')}
        />
      </SimpleShowLayout>
    </Show>
  );
}

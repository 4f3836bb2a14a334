import { Typography } from '@mui/material';
import type { Announcement } from '@paani/contracts';
import { CreateButton, DataTable, List, SearchInput, SelectInput, TopToolbar, usePermissions } from 'react-admin';
import { formatDateTime } from '../format';
import { AUDIENCE_CHOICES, STATUS_CHOICES } from './announcement.model';
import { AudienceField, LevelChip, StatusChip } from './AnnouncementFields';
import { WithdrawButton } from './WithdrawButton';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search by title or text..." />,
  <SelectInput key="status" source="status" label="Status" alwaysOn emptyText="All Status" choices={STATUS_CHOICES} />,
  <SelectInput key="audience" source="audience" label="Audience" alwaysOn emptyText="All Audiences" choices={AUDIENCE_CHOICES} />,
];

/** New Announcement for the super admin; an auditor only reads. */
function Actions() {
  const { permissions } = usePermissions();
  return <TopToolbar>{permissions !== 'auditor' && <CreateButton label="New Announcement" />}</TopToolbar>;
}

const NoAnnouncements = (
  <Typography color="text.secondary" align="center" sx={{ py: 6 }}>
    No announcements found
  </Typography>
);

/**
 * The super admin's announcements to owners (/super-admin/announcements, GET /api/admin/announcements):
 * newest first, filtered by words, status and audience; a row opens the announcement, and an active or
 * scheduled one can be withdrawn. There is no edit: a correction is a withdrawal and a new announcement.
 */
export default function AnnouncementList() {
  return (
    <List
      title="Announcements"
      filters={filters}
      actions={<Actions />}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={25}
      exporter={false}
      // No announcement yet still shows the toolbar: New Announcement is how the first one comes.
      empty={false}
    >
      <DataTable<Announcement> rowClick="show" bulkActionButtons={false} empty={NoAnnouncements} aria-label="Announcements">
        <DataTable.Col source="title" label="Title" disableSort />
        <DataTable.Col
          source="level"
          label="Level"
          disableSort
          render={(announcement: Announcement) => <LevelChip announcement={announcement} />}
        />
        <DataTable.Col source="audience" label="Audience" disableSort>
          <AudienceField />
        </DataTable.Col>
        <DataTable.Col
          source="status"
          label="Status"
          disableSort
          render={(announcement: Announcement) => <StatusChip announcement={announcement} />}
        />
        <DataTable.Col source="starts_at" label="From" render={(announcement: Announcement) => formatDateTime(announcement.starts_at)} />
        <DataTable.Col source="ends_at" label="Until" render={(announcement: Announcement) => formatDateTime(announcement.ends_at)} />
        <DataTable.Col label="Actions" disableSort>
          <WithdrawButton />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

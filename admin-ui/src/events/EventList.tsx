import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Button } from '@mui/material';
import { useState } from 'react';
import {
  DataTable,
  DateField,
  DateTimeInput,
  FilterButton,
  List,
  TextInput,
  TopToolbar,
  usePermissions,
  useRecordContext,
} from 'react-admin';
import { AddAuditorDialog } from './AddAuditorDialog';
import { StreamLink } from './StreamLink';

const filters = [
  <TextInput key="stream_id" source="stream_id" label="Stream" alwaysOn />,
  <TextInput key="event_type" source="event_type" label="Event type" alwaysOn />,
  <TextInput key="owner_id" source="owner_id" label="Owner id" />,
  <DateTimeInput key="from" source="from" label="From" parse={(value: string) => (value ? new Date(value).toISOString() : value)} />,
  <DateTimeInput key="to" source="to" label="To" parse={(value: string) => (value ? new Date(value).toISOString() : value)} />,
];

/** The super admin may create auditors here; an auditor only reads. */
function EventListActions() {
  const { permissions } = usePermissions();
  const [adding, setAdding] = useState(false);
  return (
    <TopToolbar>
      <FilterButton />
      {permissions === 'super_admin' && (
        <>
          <Button size="small" startIcon={<PersonAddIcon />} onClick={() => setAdding(true)}>
            Add Auditor
          </Button>
          <AddAuditorDialog open={adding} onClose={() => setAdding(false)} />
        </>
      )}
    </TopToolbar>
  );
}

/** The event log, read-only (GET /api/admin/events). */
export default function EventList() {
  return (
    <List
      title="Audit Log"
      filters={filters}
      actions={<EventListActions />}
      sort={{ field: 'id', order: 'DESC' }}
      perPage={50}
      exporter={false}
    >
      <DataTable rowClick="expand" bulkActionButtons={false} expand={<EventPayload />}>
        <DataTable.Col source="id" label="Position" />
        <DataTable.Col source="stream_id" label="Stream" />
        <DataTable.Col source="stream_version" label="Version" />
        <DataTable.Col source="event_type" label="Event" />
        <DataTable.Col source="recorded_at" label="Recorded">
          <DateField source="recorded_at" showTime />
        </DataTable.Col>
        <DataTable.Col label="Who" disableSort>
          <Actor />
        </DataTable.Col>
        <DataTable.Col label="Stream history" disableSort>
          <StreamOf />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

function EventPayload() {
  const event = useRecordContext<{ data: unknown; metadata: unknown }>();
  if (!event) return null;
  return (
    <pre style={{ margin: 0, fontSize: 12, whiteSpace: 'pre-wrap' }}>
      {JSON.stringify({ data: event.data, metadata: event.metadata }, null, 2)}
    </pre>
  );
}

function Actor() {
  const event = useRecordContext<{ metadata: { actor_id?: number | null; actor_role?: string | null; source?: string } }>();
  if (!event) return null;
  const { actor_id, actor_role, source } = event.metadata ?? {};
  return <>{actor_id ? `user ${actor_id} (${actor_role})` : (source ?? 'system')}</>;
}

function StreamOf() {
  const event = useRecordContext<{ stream_id: string }>();
  return event ? <StreamLink streamId={event.stream_id} label="History" /> : null;
}

import { DataTable, DateField, DateTimeInput, List, TextInput, useRecordContext } from 'react-admin';

const filters = [
  <TextInput key="stream_id" source="stream_id" label="Stream" alwaysOn />,
  <TextInput key="event_type" source="event_type" label="Event type" alwaysOn />,
  <TextInput key="owner_id" source="owner_id" label="Owner id" />,
  <DateTimeInput key="from" source="from" label="From" parse={(value: string) => (value ? new Date(value).toISOString() : value)} />,
  <DateTimeInput key="to" source="to" label="To" parse={(value: string) => (value ? new Date(value).toISOString() : value)} />,
];

/** The event log, read-only (GET /api/admin/events). */
export default function EventList() {
  return (
    <List title="Event Log" filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={50} exporter={false}>
      <DataTable rowClick="expand" bulkActionButtons={false} expand={<EventPayload />}>
        <DataTable.Col source="id" label="Position" />
        <DataTable.Col source="stream_id" label="Stream" />
        <DataTable.Col source="stream_version" label="Version" />
        <DataTable.Col source="event_type" label="Event" />
        <DataTable.Col source="recorded_at" label="Recorded">
          <DateField source="recorded_at" showTime />
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

import { StreamLink } from '../events/StreamLink';
import { MouseEvent } from 'react';
import { Button, Chip } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PauseCircleIcon from '@mui/icons-material/PauseCircle';
import {
  DataTable,
  DateField,
  FunctionField,
  List,
  SearchInput,
  SelectInput,
  useNotify,
  useRecordContext,
  useRefresh,
  useUpdate,
} from 'react-admin';
import { formatPkr } from '../format';

interface PlantRecord {
  id: number;
  name: string;
  code: string;
  owner: { id: number; name: string };
  owner_name?: string;
  is_active: boolean;
  is_default: boolean;
  address: string;
  subscription_plan?: { name: string; monthly_fee: number };
  created_at: string;
}

/** Activation of a new plant (docs/decisions.md, "Plants"): an update of `is_active` through the data provider (PUT /api/admin/filter-plants/{id}). */
function ToggleActivationButton() {
  const plant = useRecordContext<PlantRecord>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending: busy }] = useUpdate<PlantRecord>();
  if (!plant) return null;
  const toggle = (event: MouseEvent) => {
    event.stopPropagation();
    update(
      'filter-plants',
      { id: plant.id, data: { is_active: !plant.is_active }, previousData: plant },
      {
        mutationMode: 'pessimistic',
        onSuccess: (saved) => {
          notify(`Filter plant ${saved.is_active ? 'activated' : 'deactivated'} successfully.`, { type: 'success' });
          refresh();
        },
        onError: (error) => notify(error instanceof Error ? error.message : 'Failed to update the plant.', { type: 'error' }),
      },
    );
  };
  return plant.is_active ? (
    <Button
      size="small"
      color="warning"
      startIcon={<PauseCircleIcon />}
      disabled={busy}
      onClick={toggle}
      aria-label={`Deactivate ${plant.name}`}
    >
      Deactivate
    </Button>
  ) : (
    <Button
      size="small"
      variant="contained"
      startIcon={<CheckCircleIcon />}
      disabled={busy}
      onClick={toggle}
      aria-label={`Activate ${plant.name}`}
    >
      Activate
    </Button>
  );
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search by plant, code or owner..." />,
  <SelectInput
    key="is_active"
    source="is_active"
    label="Status"
    alwaysOn
    emptyText="All Status"
    choices={[
      { id: 'false', name: 'Awaiting Activation' },
      { id: 'true', name: 'Active' },
    ]}
    // The API filters on the record's boolean; the select holds text.
    parse={(value: string) => (value === '' ? null : value === 'true')}
    format={(value: boolean | null | undefined) => (value === null || value === undefined ? '' : String(value))}
  />,
];

/** All plants across owners, 'Awaiting Activation' first, with an Activate action (docs/decisions.md, "Plants"). */
export default function PlantList() {
  return (
    <List title="Filter Plants" filters={filters} sort={{ field: 'is_active', order: 'ASC' }} perPage={25} exporter={false}>
      <DataTable rowClick={false} bulkActionButtons={false}>
        <DataTable.Col source="name" label="Plant" />
        <DataTable.Col source="code" label="Code" />
        <DataTable.Col source="owner_name" label="Owner" disableSort />
        <DataTable.Col
          source="is_active"
          label="Status"
          render={(plant: PlantRecord) => (
            <Chip size="small" label={plant.is_active ? 'Active' : 'Awaiting Activation'} color={plant.is_active ? 'success' : 'warning'} />
          )}
        />
        <DataTable.Col
          label="Default"
          disableSort
          render={(plant: PlantRecord) => (plant.is_default ? <Chip size="small" label="Default" /> : null)}
        />
        <DataTable.Col label="Plan" disableSort>
          <FunctionField<PlantRecord>
            render={(plant) =>
              plant.subscription_plan ? `${plant.subscription_plan.name} · ${formatPkr(plant.subscription_plan.monthly_fee)}/month` : ''
            }
          />
        </DataTable.Col>
        <DataTable.Col source="created_at" label="Created">
          <DateField source="created_at" />
        </DataTable.Col>
        <DataTable.Col label="Actions" disableSort>
          <ToggleActivationButton />
          <FunctionField<PlantRecord> render={(plant) => <StreamLink streamId={`plant-portfolio-${plant.owner.id}`} />} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}

import { Box, Button, Card, CardContent, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import type { InactiveOwner, OwnerNearLimit, PlanMixRow, PlatformDay, PlatformRevenueMonth } from '@paani/contracts';
import { formatPkr } from '../format';
import { CsvColumn, downloadCsv } from './csv';

/** A table with its heading and an Export CSV button writing exactly its columns. */
export function ReportTable<Row>({
  title,
  filename,
  rows,
  columns,
  empty,
  rowKey,
}: {
  title: string;
  filename: string;
  rows: Row[];
  columns: (CsvColumn<Row> & { align?: 'right'; render?: (row: Row) => React.ReactNode })[];
  empty: string;
  rowKey: (row: Row) => string | number;
}) {
  const slug = filename.replace(/\.csv$/, '');
  return (
    <Card variant="outlined" data-testid={`report-${slug}`}>
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            onClick={() => downloadCsv(filename, rows, columns)}
            aria-label={`Export ${title} as CSV`}
          >
            Export CSV
          </Button>
        </Box>
        <Box sx={{ overflowX: 'auto', maxHeight: 480 }}>
          <Table size="small" stickyHeader>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.label} align={column.align}>
                    {column.label}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.length === 0 && (
                <TableRow>
                  <TableCell colSpan={columns.length} align="center">
                    {empty}
                  </TableCell>
                </TableRow>
              )}
              {rows.map((row) => (
                <TableRow key={rowKey(row)}>
                  {columns.map((column) => (
                    <TableCell key={column.label} align={column.align}>
                      {column.render ? column.render(row) : column.value(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </CardContent>
    </Card>
  );
}

const LIMIT_LABELS = { plants: 'Plants', customers: 'Customers', api_calls: 'API calls today' } as const;
const limitText = (used: number, max: number) => `${used} / ${max > 0 ? max : 'Unlimited'}`;

export const NearLimitTable = ({ rows }: { rows: OwnerNearLimit[] }) => (
  <ReportTable
    title="Owners near their plan limits"
    filename="owners-near-limits.csv"
    rows={rows}
    rowKey={(row) => row.owner_id}
    empty="No owner is at 80% of a limit."
    columns={[
      { label: 'Owner', value: (row) => row.name },
      { label: 'Email', value: (row) => row.email },
      { label: 'Plan', value: (row) => row.plan },
      { label: 'Plants', value: (row) => limitText(row.plants, row.max_plants) },
      { label: 'Customers', value: (row) => limitText(row.customers, row.max_customers) },
      { label: 'API calls today', value: (row) => limitText(row.api_calls_today, row.api_limit) },
      {
        label: 'Highest',
        value: (row) => `${row.highest_percent}% (${LIMIT_LABELS[row.limit]})`,
        render: (row) => (
          <Chip
            size="small"
            color={row.highest_percent > 100 ? 'error' : 'warning'}
            label={`${row.highest_percent}% ${LIMIT_LABELS[row.limit]}`}
          />
        ),
      },
    ]}
  />
);

export const InactiveTable = ({ rows, days }: { rows: InactiveOwner[]; days: number }) => (
  <ReportTable
    title={`Owners inactive for ${days} days`}
    filename="inactive-owners.csv"
    rows={rows}
    rowKey={(row) => row.owner_id}
    empty="Every active owner used the platform recently."
    columns={[
      { label: 'Owner', value: (row) => row.name },
      { label: 'Email', value: (row) => row.email },
      { label: 'Plan', value: (row) => row.plan },
      { label: 'Registered', value: (row) => row.registered_at },
      { label: 'Last active', value: (row) => row.last_active ?? 'Never' },
      { label: 'Days inactive', value: (row) => row.days_inactive, align: 'right' },
    ]}
  />
);

export const RevenueTable = ({ rows }: { rows: PlatformRevenueMonth[] }) => (
  <ReportTable
    title="Monthly platform revenue"
    filename="platform-revenue.csv"
    rows={[...rows].reverse()}
    rowKey={(row) => row.month}
    empty="No invoices yet."
    columns={[
      { label: 'Month', value: (row) => row.month },
      { label: 'Invoices', value: (row) => row.invoices, align: 'right' },
      { label: 'Invoiced (PKR)', value: (row) => row.invoiced, align: 'right', render: (row) => formatPkr(row.invoiced) },
      { label: 'Collected (PKR)', value: (row) => row.collected, align: 'right', render: (row) => formatPkr(row.collected) },
      { label: 'Collection rate (%)', value: (row) => row.collection_rate, align: 'right', render: (row) => `${row.collection_rate}%` },
    ]}
  />
);

export const PlanMixTable = ({ rows }: { rows: PlanMixRow[] }) => (
  <ReportTable
    title="Plan mix"
    filename="plan-mix.csv"
    rows={rows}
    rowKey={(row) => row.plan_id ?? row.plan}
    empty="No plans."
    columns={[
      { label: 'Plan', value: (row) => row.plan },
      { label: 'Price (PKR/month)', value: (row) => row.price_per_month, align: 'right', render: (row) => formatPkr(row.price_per_month) },
      { label: 'Owners', value: (row) => row.owners, align: 'right' },
      { label: 'Share (%)', value: (row) => row.share, align: 'right', render: (row) => `${row.share}%` },
    ]}
  />
);

export const DailyTable = ({ rows }: { rows: PlatformDay[] }) => (
  <ReportTable
    title="Platform by day"
    filename="platform-by-day.csv"
    rows={[...rows].reverse()}
    rowKey={(row) => row.date}
    empty="No days."
    columns={[
      { label: 'Date', value: (row) => row.date },
      { label: 'Owners registered', value: (row) => row.owners_registered, align: 'right' },
      { label: 'Plants added', value: (row) => row.plants_added, align: 'right' },
      { label: 'Customers added', value: (row) => row.customers_added, align: 'right' },
      { label: 'Deliveries', value: (row) => row.deliveries, align: 'right' },
      { label: 'Cans', value: (row) => row.cans, align: 'right' },
      { label: 'Sales (PKR)', value: (row) => row.sales, align: 'right', render: (row) => formatPkr(row.sales) },
      { label: 'API calls', value: (row) => row.api_calls, align: 'right' },
      { label: 'Total owners', value: (row) => row.total_owners, align: 'right' },
      { label: 'Active plants', value: (row) => row.active_plants, align: 'right' },
      { label: 'Total customers', value: (row) => row.total_customers, align: 'right' },
    ]}
  />
);

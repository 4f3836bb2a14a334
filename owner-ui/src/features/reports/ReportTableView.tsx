import { Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { formatPkr, type ReportCell, type ReportColumn, type ReportTable } from '@paani/contracts';

const shown = (column: ReportColumn, value: ReportCell | undefined) => {
  if (value === null || value === undefined) return '';
  if (column.kind === 'money') return formatPkr(Number(value));
  return String(value);
};

/** A report's table: money as PKR, numbers to the right, the total line in bold. */
export function ReportTableView({ table, label, title }: { table: ReportTable; label: string; title?: string }) {
  return (
    <>
      {title && (
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
      )}
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {table.columns.map((column) => (
                <TableCell key={column.key} align={column.kind === 'text' ? 'left' : 'right'}>
                  {column.label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {table.rows.map((row, index) => (
              <TableRow key={index} data-testid="report-row">
                {table.columns.map((column) => (
                  <TableCell key={column.key} align={column.kind === 'text' ? 'left' : 'right'}>
                    {shown(column, row[column.key])}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {table.totals && (
              <TableRow data-testid="report-totals">
                {table.columns.map((column) => (
                  <TableCell key={column.key} align={column.kind === 'text' ? 'left' : 'right'} sx={{ fontWeight: 700 }}>
                    {shown(column, table.totals![column.key])}
                  </TableCell>
                ))}
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}

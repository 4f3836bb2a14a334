import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { formatPkr, type PayLine } from '@paani/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../customers/display';

/** A reversed line, or a reversal, stays on the slip struck out: the ledger never drops a line. */
export function Struck({ line, children }: { line: PayLine; children: ReactNode }) {
  if (line.reversed_by === null) return children;
  return (
    <Box component="s" sx={{ color: 'text.disabled' }}>
      {children}
    </Box>
  );
}

/** The slip's lines: date, kind, description and amount (positive: owed to the employee). */
export function SlipLines({ lines }: { lines: PayLine[] }) {
  const { t } = useTranslation('payroll');
  if (lines.length === 0) return <Typography color="text.secondary">{t('slip.noLines')}</Typography>;
  return (
    <Table size="small" aria-label={t('slip.linesLabel')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('slip.columns.date')}</TableCell>
          <TableCell>{t('slip.columns.kind')}</TableCell>
          <TableCell>{t('slip.columns.description')}</TableCell>
          <TableCell align="right">{t('slip.columns.amount')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.id} data-testid="slip-line">
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Struck line={line}>{formatDay(line.date)}</Struck>
            </TableCell>
            <TableCell>
              <Struck line={line}>{t(`kinds.${line.kind}`)}</Struck>
            </TableCell>
            <TableCell>
              <Struck line={line}>{line.description}</Struck>
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              <Struck line={line}>{formatPkr(line.amount)}</Struck>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

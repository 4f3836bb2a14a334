import {
  Alert,
  Box,
  Button,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import type { CustomerImportAction, CustomerImportDryRun, CustomerImportField, CustomerImportRowError } from '@paani/contracts';
import { useTranslation } from 'react-i18next';
import { fieldValue, IMPORT_FIELDS, useFieldLabel } from './fields';

/** The error list shows this many; the rest come with errors.csv after the import. */
const ERRORS_SHOWN = 100;

const ACTION_COLOR: Record<CustomerImportAction, 'success' | 'info' | 'default' | 'error'> = {
  create: 'success',
  update: 'info',
  skip: 'default',
  error: 'error',
};

export interface PreviewStepProps {
  preview: CustomerImportDryRun;
  busy: boolean;
  error: string | null;
  onBack: () => void;
  onImport: () => void;
}

const show = (value: string | number | null) => (value === null ? '' : String(value));

/** Step 3: the dry run's verdict: counts, the first rows as they will be saved (errors highlighted by row) and every error. */
export function PreviewStep({ preview, busy, error, onBack, onImport }: PreviewStepProps) {
  const { t } = useTranslation('customerImport');
  const { t: tCustomers } = useTranslation('customers');
  const { counts } = preview;
  const targets = preview.product_targets;
  const label = useFieldLabel(targets);
  // The customer fields in the form's order, then the products' in the plant's.
  const fields: CustomerImportField[] = [...IMPORT_FIELDS, ...targets.map((target) => target.field)].filter((field) =>
    preview.columns.some((column) => column.field === field),
  );
  const errorsByRow = new Map<number, CustomerImportRowError[]>();
  for (const e of preview.errors) errorsByRow.set(e.row, [...(errorsByRow.get(e.row) ?? []), e]);
  const limit = preview.customer_limit;
  const overLimit = limit !== null && limit.current_customers + counts.create > limit.max_customers;
  const importable = counts.valid;
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {t('preview.title')}
      </Typography>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap data-testid="import-counts">
        <Chip label={t('preview.counts.rows', { count: counts.rows })} />
        <Chip color="success" label={t('preview.counts.valid', { count: counts.valid })} />
        <Chip color={counts.invalid > 0 ? 'error' : 'default'} label={t('preview.counts.invalid', { count: counts.invalid })} />
        <Chip variant="outlined" label={t('preview.counts.create', { count: counts.create })} />
        <Chip variant="outlined" label={t('preview.counts.update', { count: counts.update })} />
        <Chip variant="outlined" label={t('preview.counts.skip', { count: counts.skip })} />
      </Stack>
      {preview.missing_areas.length > 0 && (
        <Alert severity="info">{t('preview.missingAreas', { names: preview.missing_areas.join(', ') })}</Alert>
      )}
      {overLimit && (
        <Alert severity="warning">
          {t('preview.limit', { max: limit.max_customers, current: limit.current_customers, adding: counts.create })}
        </Alert>
      )}
      <Typography variant="subtitle2">{t('preview.firstRows', { count: preview.preview.length })}</Typography>
      <TableContainer sx={{ maxHeight: 420 }}>
        <Table size="small" stickyHeader aria-label={t('preview.tableLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('preview.row')}</TableCell>
              <TableCell>{t('preview.action')}</TableCell>
              {fields.map((field) => (
                <TableCell key={field}>{label(field)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {preview.preview.map((row) => {
              const rowErrors = errorsByRow.get(row.row) ?? [];
              const cellError = (field: CustomerImportField) =>
                rowErrors
                  .filter((e) => e.field === field)
                  .map((e) => e.message)
                  .join(' ');
              return (
                <TableRow
                  key={row.row}
                  data-testid={`preview-row-${row.row}`}
                  data-action={row.action}
                  sx={row.action === 'error' ? { bgcolor: 'error.light', '& td': { color: 'error.contrastText' } } : undefined}
                >
                  <TableCell>{row.row}</TableCell>
                  <TableCell>
                    <Chip size="small" color={ACTION_COLOR[row.action]} label={t(`preview.actions.${row.action}`)} />
                  </TableCell>
                  {fields.map((field) => {
                    const problem = cellError(field);
                    // A refused cell shows what the file holds; the others show what will be saved.
                    const value = fieldValue(row.values, field, targets);
                    const text = problem
                      ? (row.raw[field] ?? '')
                      : field === 'language' && value
                        ? tCustomers(`languages.${value as 'en' | 'ur'}`)
                        : show(value);
                    return (
                      <TableCell key={field} dir="auto" sx={problem ? { fontWeight: 700, textDecoration: 'underline wavy' } : undefined}>
                        {problem ? (
                          <Tooltip title={problem}>
                            <span aria-label={problem}>{text || '—'}</span>
                          </Tooltip>
                        ) : (
                          text
                        )}
                        {field === 'area_name' && row.new_area && (
                          <Chip size="small" variant="outlined" sx={{ ml: 0.5 }} label={t('preview.newArea')} />
                        )}
                      </TableCell>
                    );
                  })}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {preview.errors.length === 0 ? (
        <Alert severity="success">{t('preview.noErrors')}</Alert>
      ) : (
        <Box>
          <Typography variant="subtitle2" color="error">
            {t('preview.errorsTitle', { count: preview.errors.length })}
          </Typography>
          <ErrorTable errors={preview.errors.slice(0, ERRORS_SHOWN)} />
          {preview.errors.length > ERRORS_SHOWN && (
            <Typography variant="body2" color="text.secondary">
              {t('preview.moreErrors', { count: preview.errors.length - ERRORS_SHOWN })}
            </Typography>
          )}
        </Box>
      )}
      {importable === 0 && <Alert severity="warning">{t('preview.nothingToImport')}</Alert>}
      {error && (
        <Alert severity="error" role="alert">
          {t('preview.startFailed')}: {error}
        </Alert>
      )}
      <Stack direction="row" spacing={1} justifyContent="space-between">
        <Button onClick={onBack} disabled={busy}>
          {t('preview.back')}
        </Button>
        <Button variant="contained" onClick={onImport} disabled={busy || importable === 0}>
          {busy ? t('preview.importing') : t('preview.importButton', { count: importable })}
        </Button>
      </Stack>
    </Stack>
  );
}

/** Row, column and problem of each error. */
export function ErrorTable({ errors }: { errors: CustomerImportRowError[] }) {
  const { t } = useTranslation('customerImport');
  return (
    <TableContainer sx={{ maxHeight: 320 }}>
      <Table size="small" stickyHeader aria-label={t('preview.errorsTableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('preview.row')}</TableCell>
            <TableCell>{t('preview.column')}</TableCell>
            <TableCell>{t('preview.message')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {errors.map((e, index) => (
            <TableRow key={`${e.row}-${index}`}>
              <TableCell>{e.row}</TableCell>
              <TableCell dir="auto">{e.column ?? '—'}</TableCell>
              <TableCell>{e.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

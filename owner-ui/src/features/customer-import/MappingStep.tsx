import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  FormControl,
  FormControlLabel,
  FormLabel,
  ListSubheader,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import type { CustomerImportColumn, CustomerImportExisting, CustomerImportField, CustomerImportProductTarget } from '@paani/contracts';
import { useTranslation } from 'react-i18next';
import { assignField, IMPORT_FIELDS, missingFields, REQUIRED_FIELDS, useFieldLabel, type ColumnMapping } from './fields';

export interface ImportChoices {
  onExisting: CustomerImportExisting;
  createMissingAreas: boolean;
}

export interface MappingStepProps {
  fileName: string;
  /** The file's columns as the server read them, with sample values and the fields it recognised. */
  columns: CustomerImportColumn[];
  /** The plant's product fields (a rate per product, opening containers of those that come back), offered after the customer fields. */
  productTargets: CustomerImportProductTarget[];
  mapping: ColumnMapping;
  onMappingChange: (mapping: ColumnMapping) => void;
  choices: ImportChoices;
  onChoicesChange: (choices: ImportChoices) => void;
  busy: boolean;
  onBack: () => void;
  onCheck: () => void;
}

const IGNORE = '';

/** Step 2: each column of the file beside a few of its values, with the customer field it fills. */
export function MappingStep({
  fileName,
  columns,
  productTargets,
  mapping,
  onMappingChange,
  choices,
  onChoicesChange,
  busy,
  onBack,
  onCheck,
}: MappingStepProps) {
  const { t } = useTranslation('customerImport');
  const missing = missingFields(mapping);
  const label = useFieldLabel(productTargets);
  const fieldLabel = (field: CustomerImportField) => `${label(field)}${(REQUIRED_FIELDS as string[]).includes(field) ? ' *' : ''}`;
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="h6" component="h2">
          {t('map.title', { name: fileName })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('map.text')}
        </Typography>
      </Box>
      <TableContainer>
        <Table size="small" aria-label={t('map.title', { name: fileName })}>
          <TableHead>
            <TableRow>
              <TableCell>{t('map.column')}</TableCell>
              <TableCell>{t('map.samples')}</TableCell>
              <TableCell sx={{ minWidth: 220 }}>{t('map.field')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {columns.map((column) => {
              const field = mapping[column.header] ?? null;
              const auto = column.auto && column.field !== null && field === column.field;
              return (
                <TableRow key={column.index} data-testid={`column-${column.index}`}>
                  <TableCell>
                    <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap">
                      <Typography fontWeight={600} dir="auto">
                        {column.header}
                      </Typography>
                      {auto && <Chip size="small" color="success" variant="outlined" icon={<AutoFixHighIcon />} label={t('map.auto')} />}
                    </Stack>
                  </TableCell>
                  <TableCell>
                    {column.samples.length > 0 ? (
                      <Typography variant="body2" color="text.secondary" dir="auto">
                        {column.samples.join(' · ')}
                      </Typography>
                    ) : (
                      <Typography variant="body2" color="text.disabled">
                        {t('map.noSamples')}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    <TextField
                      select
                      size="small"
                      fullWidth
                      value={field ?? IGNORE}
                      slotProps={{
                        select: { displayEmpty: true, SelectDisplayProps: { 'aria-label': t('map.fieldFor', { header: column.header }) } },
                      }}
                      onChange={(event) =>
                        onMappingChange(assignField(mapping, column.header, (event.target.value || null) as CustomerImportField | null))
                      }
                    >
                      <MenuItem value={IGNORE}>
                        <em>{t('map.ignore')}</em>
                      </MenuItem>
                      {productTargets.length > 0 && <ListSubheader>{t('map.customerFields')}</ListSubheader>}
                      {IMPORT_FIELDS.map((option) => (
                        <MenuItem key={option} value={option}>
                          {fieldLabel(option)}
                        </MenuItem>
                      ))}
                      {productTargets.length > 0 && <ListSubheader>{t('map.productFields')}</ListSubheader>}
                      {productTargets.map((target) => (
                        <MenuItem key={target.field} value={target.field}>
                          {fieldLabel(target.field)}
                        </MenuItem>
                      ))}
                    </TextField>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {missing.length > 0 && (
        <Alert severity="warning" role="alert">
          {t('map.missing', { fields: missing.map(label).join(', ') })}
        </Alert>
      )}
      <FormControl>
        <FormLabel id="import-existing">{t('map.existing')}</FormLabel>
        <RadioGroup
          aria-labelledby="import-existing"
          value={choices.onExisting}
          onChange={(event) => onChoicesChange({ ...choices, onExisting: event.target.value as CustomerImportExisting })}
        >
          <FormControlLabel value="skip" control={<Radio />} label={t('map.skip')} />
          <FormControlLabel value="update" control={<Radio />} label={t('map.update')} />
        </RadioGroup>
      </FormControl>
      <FormControlLabel
        control={
          <Checkbox
            checked={choices.createMissingAreas}
            onChange={(event) => onChoicesChange({ ...choices, createMissingAreas: event.target.checked })}
          />
        }
        label={t('map.createAreas')}
      />
      <Stack direction="row" spacing={1} justifyContent="space-between">
        <Button onClick={onBack} disabled={busy}>
          {t('map.back')}
        </Button>
        <Button variant="contained" onClick={onCheck} disabled={busy || missing.length > 0}>
          {busy ? t('map.checking') : t('map.check')}
        </Button>
      </Stack>
    </Stack>
  );
}

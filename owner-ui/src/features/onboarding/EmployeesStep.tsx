import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  Alert,
  Button,
  Card,
  CardContent,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Grid,
  IconButton,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EMPTY_EMPLOYEE, type WizardForm } from './types';

function EmployeeFields({ index, onRemove }: { index: number; onRemove?: () => void }) {
  const { t } = useTranslation('onboarding');
  const { control, register, formState } = useFormContext<WizardForm>();
  const type = useWatch({ control, name: `employees.${index}.type` });
  const errors = formState.errors.employees?.[index];
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 1 }}>
          <Typography fontWeight={600}>{t('employees.employee', { number: index + 1 })}</Typography>
          {onRemove && (
            <IconButton aria-label={t('employees.remove', { number: index + 1 })} onClick={onRemove}>
              <DeleteOutlineIcon />
            </IconButton>
          )}
        </Stack>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label={t('employees.name')}
              fullWidth
              required
              {...register(`employees.${index}.name`)}
              error={!!errors?.name}
              helperText={errors?.name?.message}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label={t('employees.phone')}
              fullWidth
              required
              {...register(`employees.${index}.phone`)}
              error={!!errors?.phone}
              helperText={errors?.phone?.message}
            />
          </Grid>
          <Grid size={12}>
            <TextField
              label={t('employees.address')}
              fullWidth
              {...register(`employees.${index}.address`)}
              helperText={t('employees.optional')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormControl error={!!errors?.type}>
              <FormLabel id={`employee-${index}-type`}>{t('employees.type')}</FormLabel>
              <Controller
                control={control}
                name={`employees.${index}.type`}
                render={({ field }) => (
                  <RadioGroup
                    row
                    aria-labelledby={`employee-${index}-type`}
                    name={field.name}
                    value={field.value}
                    onBlur={field.onBlur}
                    onChange={(_, value) => field.onChange(value)}
                  >
                    <FormControlLabel value="commission" control={<Radio />} label={t('employees.commission')} />
                    <FormControlLabel value="salary" control={<Radio />} label={t('employees.salary')} />
                  </RadioGroup>
                )}
              />
              {errors?.type && <FormHelperText>{errors.type.message}</FormHelperText>}
            </FormControl>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {type === 'salary' ? (
              <TextField
                label={t('employees.monthlySalary')}
                type="number"
                fullWidth
                slotProps={{ htmlInput: { min: 15000, max: 150000, step: 1000 } }}
                {...register(`employees.${index}.monthly_salary`)}
                error={!!errors?.monthly_salary}
                helperText={errors?.monthly_salary?.message}
              />
            ) : (
              <TextField
                label={t('employees.commissionRate')}
                type="number"
                fullWidth
                slotProps={{ htmlInput: { min: 1, max: 50, step: 0.1 } }}
                {...register(`employees.${index}.commission_rate`)}
                error={!!errors?.commission_rate}
                helperText={errors?.commission_rate?.message}
              />
            )}
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}

export function EmployeesStep({ stepError }: { stepError: string | null }) {
  const { t } = useTranslation('onboarding');
  const { control } = useFormContext<WizardForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'employees', keyName: 'key' });
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('employees.intro')}</Typography>
      {stepError && <Alert severity="error">{stepError}</Alert>}
      {fields.map((field, index) => (
        <EmployeeFields key={field.key} index={index} onRemove={!field.id && fields.length > 1 ? () => remove(index) : undefined} />
      ))}
      <Button
        startIcon={<AddIcon />}
        onClick={() => append({ ...EMPTY_EMPLOYEE }, { shouldFocus: false })}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('employees.addAnother')}
      </Button>
    </Stack>
  );
}

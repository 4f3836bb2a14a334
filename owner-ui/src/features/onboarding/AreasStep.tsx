import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Alert, Button, Card, CardContent, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EMPTY_AREA, type WizardForm } from './types';

export function AreasStep({ stepError }: { stepError: string | null }) {
  const { t } = useTranslation('onboarding');
  const { control, register, formState } = useFormContext<WizardForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'areas', keyName: 'key' });
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('areas.intro')}</Typography>
      {stepError && <Alert severity="error">{stepError}</Alert>}
      {fields.map((field, index) => {
        const errors = formState.errors.areas?.[index];
        return (
          <Card key={field.key} variant="outlined">
            <CardContent>
              <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 1 }}>
                <Typography fontWeight={600}>{t('areas.area', { number: index + 1 })}</Typography>
                {!field.id && fields.length > 1 && (
                  <IconButton aria-label={t('areas.remove', { number: index + 1 })} onClick={() => remove(index)}>
                    <DeleteOutlineIcon />
                  </IconButton>
                )}
              </Stack>
              <Stack spacing={2}>
                <TextField
                  label={t('areas.name')}
                  fullWidth
                  required
                  {...register(`areas.${index}.name`)}
                  error={!!errors?.name}
                  helperText={errors?.name?.message}
                />
                <TextField
                  label={t('areas.description')}
                  fullWidth
                  required
                  multiline
                  minRows={2}
                  {...register(`areas.${index}.description`)}
                  error={!!errors?.description}
                  helperText={errors?.description?.message}
                />
              </Stack>
            </CardContent>
          </Card>
        );
      })}
      <Button startIcon={<AddIcon />} onClick={() => append({ ...EMPTY_AREA }, { shouldFocus: false })} sx={{ alignSelf: 'flex-start' }}>
        {t('areas.addAnother')}
      </Button>
    </Stack>
  );
}

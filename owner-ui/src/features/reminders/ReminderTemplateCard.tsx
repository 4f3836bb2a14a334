import type { CustomerLanguage } from '@paani/contracts';
import { Button, Card, CardContent, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, errorMessage } from '../../api/client';
import { useToast } from '../../components/Toaster';
import { CUSTOMER_LANGUAGES as LANGUAGES } from '../customers/customerForm';
import { useReminderTemplate, useSaveReminderTemplate } from './api';

/**
 * The plant's reminder text, one per language (each customer is sent the one of their language),
 * editable; saved as an event on the plant's reminder stream.
 */
export function ReminderTemplateCard({ plantId }: { plantId: number }) {
  const { t } = useTranslation('reminders');
  const { t: tc } = useTranslation();
  const toast = useToast();
  const [language, setLanguage] = useState<CustomerLanguage>('en');
  const template = useReminderTemplate(plantId, language);
  const save = useSaveReminderTemplate(plantId, language);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setError(null);
    if (template.data) setText(template.data.template);
  }, [template.data]);

  const submit = async () => {
    setError(null);
    try {
      await save.mutateAsync(text);
      toast({ title: t('template.saved'), variant: 'success' });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 422) setError(failure.errors?.template?.[0] ?? failure.message);
      else toast({ title: t('template.failed'), description: errorMessage(failure, tc('states.loadFailed')), variant: 'error' });
    }
  };

  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography variant="h6" component="h2">
            {t('template.title')}
          </Typography>
          <Stack spacing={0.5}>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={language}
              onChange={(_event, next: CustomerLanguage | null) => next && setLanguage(next)}
              aria-label={t('template.language')}
            >
              {LANGUAGES.map((code) => (
                <ToggleButton key={code} value={code} lang={code}>
                  {t(`template.languages.${code}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <Typography variant="body2" color="text.secondary">
              {t('template.languageHint')}
            </Typography>
          </Stack>
          {template.data?.is_default && <Typography color="text.secondary">{t('template.isDefault')}</Typography>}
          <TextField
            label={t('template.label')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            slotProps={{ htmlInput: { lang: language, dir: language === 'ur' ? 'rtl' : 'ltr' } }}
            multiline
            minRows={2}
            error={error !== null}
            helperText={error ?? t('template.help', { placeholders: (template.data?.placeholders ?? []).join(', ') })}
            disabled={!template.data || template.data.language !== language}
          />
          <div>
            <Button variant="contained" onClick={() => void submit()} disabled={save.isPending || !template.data}>
              {save.isPending ? t('template.saving') : t('template.save')}
            </Button>
          </div>
        </Stack>
      </CardContent>
    </Card>
  );
}

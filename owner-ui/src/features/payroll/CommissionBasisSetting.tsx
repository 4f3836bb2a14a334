import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, Skeleton } from '@mui/material';
import type { CommissionBasis } from '@paani/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client';
import { payrollKeys } from '../../api/payroll/keys';
import { usePayrollSettings, useSavePayrollSettings } from '../../api/payroll/settings';
import { LoadError } from '../../components/ScreenStates';
import { useToast } from '../../components/Toaster';

const BASES: readonly CommissionBasis[] = ['delivered', 'collected'];

/** What a commission is a percent of, saved as soon as it is picked. */
export function CommissionBasisSetting({ plantId }: { plantId: number }) {
  const { t } = useTranslation('payroll');
  const toast = useToast();
  const labelId = useId();
  const queryClient = useQueryClient();
  const settings = usePayrollSettings(plantId);
  const save = useSavePayrollSettings({
    onSuccess: (saved) => {
      queryClient.setQueryData(payrollKeys.settings(plantId), saved);
      toast({ title: t('settings.saved'), variant: 'success' });
    },
    onError: (error) =>
      toast({ title: t('settings.saveFailed'), description: errorMessage(error, t('settings.saveFailed')), variant: 'error' }),
  });

  if (settings.isPending) return <Skeleton variant="rounded" width={320} height={56} />;
  if (settings.isError)
    return <LoadError title={t('settings.loadFailed')} error={settings.error} onRetry={() => void settings.refetch()} />;
  // While saving, the choice just made shows; a refusal puts the saved one back.
  const value = save.isPending ? save.variables.settings.commission_basis : settings.data.commission_basis;
  return (
    <FormControl disabled={save.isPending}>
      <FormLabel id={labelId}>{t('settings.label')}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={labelId}
        value={value}
        onChange={(event) => save.mutate({ plantId, settings: { commission_basis: event.target.value as CommissionBasis } })}
      >
        {BASES.map((basis) => (
          <FormControlLabel key={basis} value={basis} control={<Radio />} label={t(`settings.${basis}`)} />
        ))}
      </RadioGroup>
      <FormHelperText sx={{ mx: 0 }}>{t('settings.hint')}</FormHelperText>
    </FormControl>
  );
}

import { Button, Card, CardContent, Typography } from '@mui/material';
import { formatPkr, type ShortfallDeduction } from '@paani/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client';
import { useAcceptShortfall, useWaiveShortfall, type ShortfallRef } from '../../api/payroll/shortfalls';
import { ReasonDialog } from '../../components/ReasonDialog';
import { useToast } from '../../components/Toaster';
import { useLastPresent } from '../../lib/use-last-present';
import { formatDay } from '../customers/display';
import { ShortfallList } from './ShortfallList';

const sameShortfall = (ref: ShortfallRef | undefined, shortfall: ShortfallDeduction) =>
  ref?.employeeId === shortfall.employee_id && ref.date === shortfall.date;

/** The day closes short of cash that wait for the owner: Accept (a deduction from the pay) or Waive (with a reason). */
export function ShortfallsCard({ plantId, shortfalls }: { plantId: number; shortfalls: ShortfallDeduction[] }) {
  const { t } = useTranslation('payroll');
  const toast = useToast();
  const [waiving, setWaiving] = useState<ShortfallDeduction | null>(null);
  const waiveTarget = useLastPresent(waiving);
  const failed = (error: Error) =>
    toast({ title: t('shortfalls.failed'), description: errorMessage(error, t('shortfalls.failed')), variant: 'error' });
  const accept = useAcceptShortfall({ onSuccess: () => toast({ title: t('shortfalls.accepted'), variant: 'success' }), onError: failed });
  const waive = useWaiveShortfall({
    onSuccess: () => {
      setWaiving(null);
      toast({ title: t('shortfalls.waived'), variant: 'success' });
    },
    onError: failed,
  });
  const ref = (shortfall: ShortfallDeduction): ShortfallRef => ({ plantId, employeeId: shortfall.employee_id, date: shortfall.date });
  const busy = (shortfall: ShortfallDeduction) =>
    (accept.isPending && sameShortfall(accept.variables, shortfall)) || (waive.isPending && sameShortfall(waive.variables, shortfall));

  return (
    <Card variant="outlined" component="section" aria-labelledby="payroll-shortfalls-title">
      <CardContent>
        <Typography id="payroll-shortfalls-title" variant="h6" component="h2">
          {t('shortfalls.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('shortfalls.text')}
        </Typography>
        <ShortfallList
          shortfalls={shortfalls}
          actions={(shortfall) => {
            const names = { name: shortfall.employee_name, date: formatDay(shortfall.date) };
            return (
              <>
                <Button
                  size="small"
                  variant="outlined"
                  disabled={busy(shortfall)}
                  aria-label={t('shortfalls.acceptLabel', names)}
                  onClick={() => accept.mutate(ref(shortfall))}
                >
                  {t('shortfalls.accept')}
                </Button>
                <Button
                  size="small"
                  disabled={busy(shortfall)}
                  aria-label={t('shortfalls.waiveLabel', names)}
                  onClick={() => setWaiving(shortfall)}
                >
                  {t('shortfalls.waive')}
                </Button>
              </>
            );
          }}
        />
      </CardContent>
      <ReasonDialog
        open={waiving !== null}
        busy={waive.isPending}
        title={t('shortfalls.waiveTitle')}
        description={
          waiveTarget &&
          t('shortfalls.waiveText', {
            amount: formatPkr(waiveTarget.shortfall),
            name: waiveTarget.employee_name,
            date: formatDay(waiveTarget.date),
          })
        }
        reasonLabel={t('shortfalls.reason')}
        reasonRequired={t('shortfalls.reasonRequired')}
        submitLabel={t('shortfalls.waive')}
        maxLength={500}
        fieldId="waive-shortfall-reason"
        onClose={() => setWaiving(null)}
        onSubmit={(reason) => waiving && waive.mutate({ ...ref(waiving), reason })}
      />
    </Card>
  );
}

import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, TextField, Typography } from '@mui/material';
import { formatPkr, type RiderEntryInput, type SheetRow } from '@paani/contracts';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enqueue } from '../../api/rider/outbox';
import { withQueued } from './optimistic';
import { CanStepper } from './Stepper';

const MONEY = /^\d{0,7}(\.\d{0,2})?$/;
const NO_QUEUED: RiderEntryInput[] = [];

/**
 * One customer of the rider's sheet: what they owe and hold, the day's cans and cash, and Save for
 * this customer alone. Save records the entry on the phone (its own Idempotency-Key) and the queue
 * sends it, at once when there is a network; until then the card shows it as waiting and counts it
 * in the balance. Off-screen cards are not laid out (content-visibility), so a 150-customer sheet
 * scrolls on a slow phone.
 */
export const CustomerCard = memo(function CustomerCard({
  row,
  date,
  userId,
  queued = NO_QUEUED,
}: {
  row: SheetRow;
  date: string;
  userId: number;
  queued?: RiderEntryInput[];
}) {
  const { t } = useTranslation('rider');
  const { t: tOffline } = useTranslation('riderOffline');
  const saved = row.entries.length > 0;
  const recorded = saved || queued.length > 0;
  const [adding, setAdding] = useState(!recorded);
  const [delivered, setDelivered] = useState(recorded ? 0 : row.default_quantity);
  const [returned, setReturned] = useState(0);
  const [collected, setCollected] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [keeping, setKeeping] = useState(false);

  const entry = {
    customer_id: row.customer_id,
    cans_delivered: delivered,
    cans_returned: returned,
    collected: collected === '' ? 0 : Number(collected),
  };
  const onSave = async () => {
    setKeeping(true);
    try {
      await enqueue(userId, { kind: 'entries', body: { date, entries: [entry] } }, row.name);
      setError(null);
      setAdding(false);
      setDelivered(0);
      setReturned(0);
      setCollected('');
    } catch (failure) {
      setError(tOffline('card.keepFailed', { message: failure instanceof Error ? failure.message : String(failure) }));
    } finally {
      setKeeping(false);
    }
  };
  const now = withQueued(row, queued);
  const totals = [...row.entries, ...queued].reduce(
    (sum, e) => ({
      delivered: sum.delivered + e.cans_delivered,
      returned: sum.returned + e.cans_returned,
      collected: sum.collected + (e.collected ?? 0),
    }),
    { delivered: 0, returned: 0, collected: 0 },
  );
  const flags = (Object.keys(row.flags) as (keyof SheetRow['flags'])[]).filter((flag) =>
    flag === 'no_delivery_for_days' ? (row.flags.no_delivery_for_days ?? 0) >= 3 : row.flags[flag],
  );

  return (
    <Card
      variant="outlined"
      data-testid="rider-customer"
      data-customer-id={row.customer_id}
      component="article"
      aria-label={row.name}
      sx={{ contentVisibility: 'auto', containIntrinsicSize: 'auto 300px' }}
    >
      <CardContent sx={{ p: 2, '&:last-child': { pb: 2 } }}>
        <Stack direction="row" justifyContent="space-between" alignItems="flex-start" spacing={1}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2" sx={{ fontSize: 18, lineHeight: 1.3, overflowWrap: 'anywhere' }}>
              {row.name}
            </Typography>
            {row.address && (
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {row.address}
              </Typography>
            )}
          </Box>
          <Stack spacing={0.5} alignItems="flex-end">
            {saved && <Chip icon={<CheckCircleIcon />} color="success" label={t('card.saved')} data-testid="rider-saved" />}
            {queued.length > 0 && (
              <Chip icon={<ScheduleIcon />} color="warning" label={tOffline('card.queued')} data-testid="rider-queued" />
            )}
          </Stack>
        </Stack>
        <Stack direction="row" spacing={2} sx={{ mt: 1 }} flexWrap="wrap" useFlexGap>
          <Typography variant="body2">
            {t('card.balance')}: <strong data-testid="rider-balance">{formatPkr(now.balance)}</strong>
          </Typography>
          <Typography variant="body2">
            {t('card.cansOut')}: <strong data-testid="rider-cans-out">{now.cans_out}</strong>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('card.rate', { rate: formatPkr(row.rate) })}
          </Typography>
        </Stack>
        {(flags.length > 0 || !row.scheduled) && (
          <Stack direction="row" spacing={0.5} sx={{ mt: 1 }} flexWrap="wrap" useFlexGap>
            {flags.map((flag) => (
              <Chip
                key={flag}
                size="small"
                color="warning"
                variant="outlined"
                label={t(`card.flags.${flag}`, { days: row.flags.no_delivery_for_days })}
              />
            ))}
            {!row.scheduled && <Chip size="small" variant="outlined" label={t('card.notScheduled')} />}
          </Stack>
        )}
        {recorded && (
          <Typography variant="body2" sx={{ mt: 1 }} data-testid="rider-saved-summary">
            {t('card.savedSummary', { delivered: totals.delivered, returned: totals.returned, collected: formatPkr(totals.collected) })}
          </Typography>
        )}
        {adding ? (
          <Stack spacing={1.5} sx={{ mt: 1.5 }}>
            <Stack direction="row" spacing={1}>
              <CanStepper
                label={t('card.delivered')}
                value={delivered}
                onChange={setDelivered}
                fewerLabel={t('card.fewer', { what: t('card.delivered') })}
                moreLabel={t('card.more', { what: t('card.delivered') })}
                testId="rider-delivered"
              />
              <CanStepper
                label={t('card.returned')}
                value={returned}
                onChange={setReturned}
                fewerLabel={t('card.fewer', { what: t('card.returned') })}
                moreLabel={t('card.more', { what: t('card.returned') })}
                testId="rider-returned"
              />
            </Stack>
            <TextField
              label={t('card.collected')}
              value={collected}
              onChange={(event) => MONEY.test(event.target.value) && setCollected(event.target.value)}
              slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'rider-collected' } }}
              helperText={t('card.amount', { amount: formatPkr(delivered * row.rate) })}
              fullWidth
            />
            {error && <Alert severity="error">{error}</Alert>}
            <Button variant="contained" size="large" onClick={() => void onSave()} disabled={keeping} sx={{ minHeight: 48 }}>
              {keeping ? t('card.saving') : t('card.save')}
            </Button>
          </Stack>
        ) : (
          <Button size="large" onClick={() => setAdding(true)} sx={{ mt: 1, minHeight: 48 }} fullWidth>
            {t('card.addMore')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
});

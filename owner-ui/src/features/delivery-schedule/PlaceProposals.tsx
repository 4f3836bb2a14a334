import { Alert, Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { formatCoordinates, mapsUrl, type LocationProposal } from '@paani/contracts';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/client';
import { useDecideProposal, useLocationProposals } from '../../api/locations/location-proposals';
import { useToast } from '../../components/Toaster';
import { formatDateTime } from '../../lib/format';

/**
 * Places riders saved at customers' doors, each for the owner to confirm (it becomes the customer's
 * place, used by the map and the suggested order) or dismiss. Shown only while some wait.
 */
export function PlaceProposals({ plantId }: { plantId: number }) {
  const { t } = useTranslation('deliverySchedule');
  const proposals = useLocationProposals(plantId);
  if (!proposals.data || proposals.data.length === 0) return null;
  return (
    <Card variant="outlined" component="section" aria-labelledby="place-proposals-title">
      <CardContent>
        <Typography variant="h6" component="h2" id="place-proposals-title">
          {t('places.title', { count: proposals.data.length })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('places.help')}
        </Typography>
        <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {proposals.data.map((proposal) => (
            <Proposal key={proposal.customer_id} plantId={plantId} proposal={proposal} />
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

function Proposal({ plantId, proposal }: { plantId: number; proposal: LocationProposal }) {
  const { t } = useTranslation('deliverySchedule');
  const { t: tc } = useTranslation();
  const toast = useToast();
  // The toast is the mutation's own callback, not mutate()'s: the answer's reload removes this row,
  // and TanStack Query drops mutate()'s callbacks once the component that called it is gone.
  const decide = useDecideProposal({
    onSuccess: (_, { verdict }) =>
      toast({
        title: t(verdict === 'confirm' ? 'places.confirmed' : 'places.dismissed', { name: proposal.customer_name }),
        variant: 'success',
      }),
    onError: (failure) =>
      toast({ title: t('places.failed'), description: errorMessage(failure, tc('states.loadFailed')), variant: 'error' }),
  });
  const place = { latitude: proposal.latitude, longitude: proposal.longitude };
  const answer = (verdict: 'confirm' | 'dismiss') => decide.mutate({ plantId, customerId: proposal.customer_id, seen: place, verdict });
  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      alignItems={{ sm: 'center' }}
      justifyContent="space-between"
      data-testid="place-proposal"
      data-customer-id={proposal.customer_id}
    >
      <div>
        <Typography fontWeight={500}>
          {proposal.customer_name} · {proposal.area_name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('places.savedBy', {
            name: proposal.proposed_by,
            when: formatDateTime(new Date(proposal.proposed_at), { dateStyle: 'medium', timeStyle: 'short' }),
          })}
          {proposal.accuracy_m !== null && ` · ${t('places.accuracy', { metres: proposal.accuracy_m })}`}
        </Typography>
        <Typography variant="body2">
          <Link href={mapsUrl(place)} target="_blank" rel="noopener">
            {formatCoordinates(place)}
          </Link>
          {proposal.current && ` · ${t('places.replaces', { place: formatCoordinates(proposal.current) })}`}
        </Typography>
      </div>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" size="small" disabled={decide.isPending} onClick={() => answer('confirm')}>
          {t('places.confirm')}
        </Button>
        <Button size="small" disabled={decide.isPending} onClick={() => answer('dismiss')}>
          {t('places.dismiss')}
        </Button>
      </Stack>
      {decide.isError && <Alert severity="error">{errorMessage(decide.error, tc('states.loadFailed'))}</Alert>}
    </Stack>
  );
}

import type { OwnerCustomerRequest } from '@paani/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useAcceptCustomerRequest,
  useDeclineCustomerRequest,
  type CustomerRequestAnswer,
} from '../../api/customer-requests/customer-requests';
import { useToast } from '../../components/Toaster';
import { DecisionDialog, type Decision } from './DecisionDialog';

/**
 * Answering requests from a list: `start(request, answer)` opens the dialog; once the server took the
 * answer the dialog closes, a toast says so and every list of requests loads again.
 */
export function useRequestDecision() {
  const { t } = useTranslation('customerRequests');
  const toast = useToast();
  const [decision, setDecision] = useState<Decision | null>(null);
  const done = (title: string) => (request: OwnerCustomerRequest) => {
    setDecision(null);
    toast({ title, description: request.customer_name, variant: 'success' });
  };
  const accept = useAcceptCustomerRequest({ onSuccess: done(t('decide.accepted')) });
  const decline = useDeclineCustomerRequest({ onSuccess: done(t('decide.declined')) });
  const busy = accept.isPending || decline.isPending;

  const submit = (reply: string | undefined) => {
    if (!decision) return Promise.resolve();
    const mutation = decision.answer === 'accept' ? accept : decline;
    return mutation.mutateAsync({ request: decision.request, ...(reply ? { reply } : {}) });
  };

  const dialog = <DecisionDialog decision={decision} busy={busy} onClose={() => setDecision(null)} onSubmit={submit} />;
  return {
    start: (request: OwnerCustomerRequest, answer: CustomerRequestAnswer) => setDecision({ request, answer }),
    dialog,
  };
}

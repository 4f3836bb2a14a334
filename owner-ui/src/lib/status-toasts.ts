import type { ToastInput } from '../components/Toaster';
import { errorMessage } from '../api/client';

/** The words of one screen's activate/deactivate toasts, already translated in its namespace. */
export interface StatusToastTexts {
  activated: string;
  deactivated: string;
  error: string;
  failed: string;
}

/** The success and failure toasts of an activate/deactivate switch (areas, staff): what the server now says the record is. */
export function statusToggleToasts(toast: (input: ToastInput) => void, texts: StatusToastTexts) {
  return {
    onSuccess: (response: { data?: { is_active: boolean } | null; message: string }) =>
      toast({ title: response.data?.is_active ? texts.activated : texts.deactivated, description: response.message, variant: 'success' }),
    onError: (error: unknown) => toast({ title: texts.error, description: errorMessage(error, texts.failed), variant: 'error' }),
  };
}

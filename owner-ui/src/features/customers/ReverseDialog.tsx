import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../components/ReasonDialog';

/** Asks for the reason before a ledger line (or a day's entry) is reversed. */
export function ReverseDialog({
  open,
  description,
  busy,
  onClose,
  onSubmit,
}: {
  open: boolean;
  /** The line, as the question names it. */
  description: string;
  busy: boolean;
  onClose(): void;
  onSubmit(reason: string): void;
}) {
  const { t } = useTranslation('customers');
  return (
    <ReasonDialog
      open={open}
      busy={busy}
      title={t('ledger.reverseTitle')}
      description={description}
      reasonLabel={t('ledger.reason')}
      reasonRequired={t('ledger.reasonRequired')}
      submitLabel={t('ledger.reverseSubmit')}
      maxLength={200}
      fieldId="reverse-reason"
      onClose={onClose}
      onSubmit={onSubmit}
    />
  );
}

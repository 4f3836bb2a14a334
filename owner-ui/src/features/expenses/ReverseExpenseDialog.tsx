import { formatMoney, type Expense } from '@paani/contracts';
import { useTranslation } from 'react-i18next';
import { ReasonDialog } from '../../components/ReasonDialog';
import { formatDay } from '../customers/display';

/** Asks for the reason, and confirmation, before an expense is reversed. */
export function ReverseExpenseDialog({
  expense,
  busy,
  onClose,
  onSubmit,
}: {
  expense: Expense | null;
  busy: boolean;
  onClose(): void;
  onSubmit(reason: string): void;
}) {
  const { t } = useTranslation('expenses');
  return (
    <ReasonDialog
      open={expense !== null}
      busy={busy}
      title={t('reverse.title')}
      description={
        expense &&
        t('reverse.text', {
          amount: formatMoney(expense.amount),
          category: t(`categories.${expense.category}`),
          date: formatDay(expense.date),
        })
      }
      reasonLabel={t('reverse.reason')}
      reasonRequired={t('reverse.reasonRequired')}
      submitLabel={t('reverse.submit')}
      maxLength={500}
      fieldId="reverse-expense-reason"
      onClose={onClose}
      onSubmit={onSubmit}
    />
  );
}

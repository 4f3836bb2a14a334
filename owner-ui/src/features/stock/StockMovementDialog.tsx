import { Alert, Stack } from '@mui/material';
import type { FormEventHandler, ReactNode } from 'react';
import { FormDialog } from '../../components/FormDialog';

export interface StockMovementDialogProps {
  open: boolean;
  busy: boolean;
  onClose(): void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  title: string;
  submitLabel: string;
  /** A failure other than the server's field messages, shown above the fields. */
  failure: string | null;
}

/** A stock movement's dialog (useStockMovementForm's `dialog`): the save's failure at the top, then the movement's fields. */
export function StockMovementDialog({ failure, children, ...dialog }: StockMovementDialogProps & { children: ReactNode }) {
  return (
    <FormDialog {...dialog} maxWidth="xs">
      <Stack spacing={2} sx={{ pt: 1 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        {children}
      </Stack>
    </FormDialog>
  );
}

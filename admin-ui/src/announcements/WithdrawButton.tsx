import { MouseEvent, useState } from 'react';
import { Button } from '@mui/material';
import UnpublishedIcon from '@mui/icons-material/Unpublished';
import type { Announcement } from '@paani/contracts';
import { Confirm, useDelete, useNotify, usePermissions, useRecordContext, useRefresh } from 'react-admin';
import { canWithdraw } from './announcement.model';

/**
 * Withdraws an active or scheduled announcement after a confirmation: DELETE /api/admin/announcements/:id,
 * which keeps the record (status 'withdrawn') and takes it from the owners at once. There is no edit:
 * a correction is a withdrawal and a new announcement. Hidden from auditors, who only read.
 */
export function WithdrawButton() {
  const announcement = useRecordContext<Announcement>();
  const { permissions } = usePermissions();
  const notify = useNotify();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  const [withdraw, { isPending }] = useDelete<Announcement>();
  if (!announcement || permissions === 'auditor' || !canWithdraw(announcement)) return null;

  const open = (event: MouseEvent) => {
    // The row opens the announcement on a click; the button's click is its own.
    event.stopPropagation();
    setConfirming(true);
  };
  const confirm = () =>
    withdraw(
      'announcements',
      { id: announcement.id, previousData: announcement },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setConfirming(false);
          notify('Announcement withdrawn: owners no longer see it.', { type: 'success' });
          // The record stays, now 'withdrawn': read it again rather than leave it out of the list.
          refresh();
        },
        onError: (error) => {
          setConfirming(false);
          notify(error instanceof Error && error.message ? error.message : 'Failed to withdraw the announcement. Please try again.', {
            type: 'error',
          });
        },
      },
    );

  return (
    <>
      <Button
        size="small"
        color="warning"
        startIcon={<UnpublishedIcon />}
        onClick={open}
        disabled={isPending}
        aria-label={`Withdraw ${announcement.title}`}
      >
        Withdraw
      </Button>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title={<>Withdraw “{announcement.title}”?</>}
        content={
          <>
            {announcement.status === 'active' ? 'Owners stop seeing it at once.' : 'Owners will not see it.'} This cannot be undone: to
            correct an announcement, withdraw it and create a new one.
          </>
        }
        confirm="Withdraw"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

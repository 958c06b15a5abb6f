import type { Invite } from '@safestay/contracts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { runAction } from '../../lib/action';
import { useWithdrawInvite } from './api';
import { SETTINGS_TEXT } from './texts';

/** Withdrawing asks once: the code stops working for whoever has it. */
export function WithdrawInviteDialog({ invite, onClose }: { invite: Invite | null; onClose: () => void }) {
  const withdraw = useWithdrawInvite();
  const confirm = async () => {
    if (!invite) return;
    await runAction(() => withdraw.mutateAsync(invite._id));
    onClose();
  };
  return (
    <ConfirmDialog
      open={invite !== null}
      title={SETTINGS_TEXT.withdrawTitle}
      confirmLabel={SETTINGS_TEXT.withdraw}
      loading={withdraw.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p className="text-sm text-gray-700">
        {invite ? SETTINGS_TEXT.withdrawConfirm(invite.hint, invite.unit?.code ?? null) : null}
      </p>
    </ConfirmDialog>
  );
}

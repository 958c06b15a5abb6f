import type { StaffInvite, StaffMember } from '@safestay/contracts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { runAction } from '../../lib/action';
import { useRemoveMember, useWithdrawStaffInvite } from './api';
import { TEAM_TEXT } from './texts';

/** Removing asks once: the caretaker's access to the building ends at once. */
export function RemoveMemberDialog({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const remove = useRemoveMember();
  const confirm = async () => {
    if (!member) return;
    await runAction(() => remove.mutateAsync(member._id));
    onClose();
  };
  return (
    <ConfirmDialog
      open={member !== null}
      title={TEAM_TEXT.removeTitle}
      confirmLabel={TEAM_TEXT.remove}
      loading={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p className="text-sm text-gray-700">{member ? TEAM_TEXT.removeConfirm(member.name) : null}</p>
    </ConfirmDialog>
  );
}

/** Withdrawing asks once: the code stops working for whoever has it. */
export function WithdrawStaffInviteDialog({ invite, onClose }: { invite: StaffInvite | null; onClose: () => void }) {
  const withdraw = useWithdrawStaffInvite();
  const confirm = async () => {
    if (!invite) return;
    await runAction(() => withdraw.mutateAsync(invite._id));
    onClose();
  };
  return (
    <ConfirmDialog
      open={invite !== null}
      title={TEAM_TEXT.withdrawTitle}
      confirmLabel={TEAM_TEXT.withdraw}
      loading={withdraw.isPending}
      onConfirm={confirm}
      onClose={onClose}
    >
      <p className="text-sm text-gray-700">{invite ? TEAM_TEXT.withdrawConfirm(invite.hint) : null}</p>
    </ConfirmDialog>
  );
}

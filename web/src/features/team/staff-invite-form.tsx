import { type StaffInvite, ZCreateStaffInviteRequest } from '@safestay/contracts';
import { Send } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { runAction } from '../../lib/action';
import { useSchemaForm } from '../../lib/form';
import { useCreateStaffInvite } from './api';
import { TEAM_TEXT } from './texts';

const EMPTY = { name: '', phone: '', email: '' };

/** Who the invite is for, all optional; `onCreated` gets the code, shown this once. */
export function StaffInviteForm({ onCreated }: { onCreated: (invite: StaffInvite) => void }) {
  const form = useSchemaForm(ZCreateStaffInviteRequest, EMPTY);
  const create = useCreateStaffInvite();

  const onSubmit = form.submit(async (body) => {
    const outcome = await runAction(() => create.mutateAsync(body));
    if (outcome.ok) {
      form.reset(EMPTY);
      onCreated(outcome.result.invite);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={TEAM_TEXT.inviteTitle} className="space-y-4">
      <TextField label={TEAM_TEXT.name} optional autoComplete="off" hint={TEAM_TEXT.whoHint} {...form.field('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={TEAM_TEXT.phone} type="tel" optional placeholder="0712 345 678" {...form.field('phone')} />
        <TextField label={TEAM_TEXT.email} type="email" optional {...form.field('email')} />
      </div>
      <div className="flex justify-end">
        <Button type="submit" loading={create.isPending} icon={<Send className="size-4" aria-hidden="true" />}>
          {TEAM_TEXT.createInvite}
        </Button>
      </div>
    </form>
  );
}

import { type Invite, wholeNumberText, ZCreateInviteRequest } from '@safestay/contracts';
import { Send } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/field';
import { runAction } from '../../lib/action';
import { useSchemaForm } from '../../lib/form';
import { useVacantUnits } from '../../lib/vacant-units';
import { useCreateInvite } from './api';
import { SETTINGS_TEXT } from './texts';

/** The invite request's rules, with the days as typed. */
const ZCreateInviteForm = ZCreateInviteRequest.extend({
  expiresInDays: wholeNumberText('Expires in days', 1, 30),
});

const EMPTY = { unitId: '', expiresInDays: '7' };

/** A single-use invite, for a vacant unit or none; `onCreated` gets the code, shown this once. */
export function InviteForm({ onCreated }: { onCreated: (invite: Invite) => void }) {
  const form = useSchemaForm(ZCreateInviteForm, EMPTY);
  const units = useVacantUnits();
  const create = useCreateInvite();

  const onSubmit = form.submit(async (body) => {
    const outcome = await runAction(() => create.mutateAsync(body));
    if (outcome.ok) {
      form.reset(EMPTY);
      onCreated(outcome.result.invite);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={SETTINGS_TEXT.inviteTenant} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={SETTINGS_TEXT.unit} hint={SETTINGS_TEXT.onlyVacant} {...form.field('unitId')}>
          <option value="">{SETTINGS_TEXT.noUnitYet}</option>
          {(units.data ?? []).map((unit) => (
            <option key={unit._id} value={unit._id}>
              {unit.label ? `${unit.code} (${unit.label})` : unit.code}
            </option>
          ))}
        </SelectField>
        <TextField
          label={SETTINGS_TEXT.expiresInDays}
          type="number"
          inputMode="numeric"
          min={1}
          max={30}
          required
          hint={SETTINGS_TEXT.daysHint}
          {...form.field('expiresInDays')}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" loading={create.isPending} icon={<Send className="size-4" aria-hidden="true" />}>
          {SETTINGS_TEXT.createInvite}
        </Button>
      </div>
    </form>
  );
}

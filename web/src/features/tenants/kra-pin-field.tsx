import type { Tenancy } from '@safestay/contracts';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { runAction } from '../../lib/action';
import { apiPut } from '../../lib/api-client';
import { useInvalidate } from '../../lib/query';
import { tenantKeys } from './api';
import { TENANT_TEXT } from './texts';

/** The tenant's KRA PIN, masked, and the owner's form to set it (docs/reports.md): it goes on the KRA report. */
export function KraPinField({ masked, tenancyId }: { masked?: string; tenancyId: string }) {
  const [pin, setPin] = useState('');
  const [busy, setBusy] = useState(false);
  const invalidate = useInvalidate(tenantKeys.all);
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const outcome = await runAction(() =>
      apiPut<{ message: string; tenancy: Tenancy }>(`/tenancies/${encodeURIComponent(tenancyId)}`, { kraPin: pin }),
    );
    setBusy(false);
    if (outcome.ok) {
      setPin('');
      await invalidate();
    }
  };
  return (
    <form className="flex flex-col gap-2 sm:flex-row sm:items-end" onSubmit={save}>
      <div className="flex-1">
        <TextField
          label={TENANT_TEXT.kraPin}
          hint={masked ?? TENANT_TEXT.kraPinNone}
          value={pin}
          onChange={(e) => setPin(e.target.value)}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          placeholder="A123456789Z"
          className="uppercase placeholder:normal-case"
        />
      </div>
      <Button type="submit" size="sm" loading={busy}>
        {TENANT_TEXT.savePin}
      </Button>
    </form>
  );
}

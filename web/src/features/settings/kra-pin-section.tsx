import type { User } from '@safestay/contracts';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { TextField } from '../../components/ui/field';
import { runAction } from '../../lib/action';
import { apiPut } from '../../lib/api-client';
import { getSession, saveSession, useSession } from '../../lib/session';
import { SETTINGS_TEXT } from './texts';

/** The person's own KRA PIN (docs/reports.md): the owner's stands on their rental income report. */
export function KraPinSection() {
  const { user } = useSession();
  const [pin, setPin] = useState(user?.kraPin ?? '');
  const [busy, setBusy] = useState(false);
  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const outcome = await runAction(() => apiPut<{ message: string; user: User }>('/auth/me', { kraPin: pin }));
    setBusy(false);
    const { token } = getSession();
    if (outcome.ok && token) {
      saveSession(token, outcome.result.user);
      setPin(outcome.result.user.kraPin ?? '');
    }
  };
  return (
    <section aria-labelledby="kra-pin-title" className="space-y-4">
      <div>
        <h2 id="kra-pin-title" className="text-lg font-semibold text-gray-900">
          {SETTINGS_TEXT.kraPin}
        </h2>
        <p className="mt-1 text-sm text-gray-600">{SETTINGS_TEXT.kraPinAbout}</p>
      </div>
      <Card className="p-5">
        <form className="flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={save}>
          <div className="flex-1">
            <TextField
              label={SETTINGS_TEXT.kraPin}
              value={pin}
              onChange={(e) => setPin(e.target.value)}
              autoComplete="off"
              spellCheck={false}
              autoCapitalize="characters"
              placeholder="A123456789Z"
              className="uppercase placeholder:normal-case"
            />
          </div>
          <Button type="submit" loading={busy}>
            {SETTINGS_TEXT.savePin}
          </Button>
        </form>
      </Card>
    </section>
  );
}

import type { Locale } from '@safestay/contracts';
import { useState } from 'react';
import { LanguageSwitch } from '../../components/ui/language-switch';
import { runAction } from '../../lib/action';
import { useLocale } from '../../lib/locale';
import { getSession, saveSession } from '../../lib/session';
import { updateMe } from './api';

/**
 * The signed-in menu's language switch: the server keeps the choice (its SMS, emails and PDFs
 * follow it), and the session's user then carries it, which redraws the app in it (app/app.tsx).
 * The new language on every screen is the answer: no toast, unless the change failed.
 */
export function LanguageChoice() {
  const locale = useLocale();
  const [saving, setSaving] = useState(false);
  const choose = async (next: Locale) => {
    setSaving(true);
    const outcome = await runAction(() => updateMe({ locale: next }).then(({ user }) => ({ user })));
    setSaving(false);
    const { token } = getSession();
    if (outcome.ok && token) saveSession(token, outcome.result.user);
  };
  return <LanguageSwitch value={locale} onChange={choose} busy={saving} className="mt-3 px-1" />;
}

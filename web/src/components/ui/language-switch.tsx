import type { Locale } from '@safestay/contracts';
import { Languages } from 'lucide-react';
import { LANGUAGE_TEXT } from '../../lib/texts';

/** Each language by its own name, so a reader finds theirs whatever the screen is written in. */
const NAMES: Record<Locale, string> = { en: 'English', sw: 'Kiswahili' };

interface LanguageSwitchProps {
  value: Locale;
  onChange: (locale: Locale) => void;
  /** The choice is being saved (signed in): both buttons wait. */
  busy?: boolean;
  className?: string;
}

/** English / Kiswahili: on the signed-out screens and in the signed-in menu (docs/languages-web.md). */
export function LanguageSwitch({ value, onChange, busy = false, className = '' }: LanguageSwitchProps) {
  return (
    <fieldset className={`flex items-center gap-2 ${className}`} aria-busy={busy}>
      <legend className="sr-only">{LANGUAGE_TEXT.language}</legend>
      <Languages className="size-4 shrink-0 text-gray-500" aria-hidden="true" />
      <div className="inline-flex rounded-lg bg-gray-100 p-0.5">
        {(Object.keys(NAMES) as Locale[]).map((locale) => (
          <button
            key={locale}
            type="button"
            lang={locale}
            aria-pressed={value === locale}
            disabled={busy}
            onClick={() => value !== locale && onChange(locale)}
            className={`min-h-11 rounded-md px-3 text-sm font-medium transition-colors ${value === locale ? 'bg-white text-gray-900 shadow-sm' : 'text-gray-600 hover:text-gray-900'}`}
          >
            {NAMES[locale]}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

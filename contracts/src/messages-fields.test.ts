import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { writingIn } from './i18n';
import { FIELD_LABELS, fieldLabel } from './messages-fields';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The schema builders that name a field (common.ts, and the few a schema file keeps for itself):
 * their first argument is the field's English name, which `fieldLabel` looks up in FIELD_LABELS.
 */
const COMMON = [
  'fieldText',
  'optionalText',
  'lineText',
  'optionalLine',
  'calendarDate',
  'moneyKes',
  'kesText',
  'wholeNumberText',
  'refuseHiddenCharacters',
  'fieldLabel',
];
const BUILDERS = [...COMMON, 'password', 'required', 'phone', 'optionalPhone', 'secret', 'optionalDate'];
const call = (names: string[]) => new RegExp(`\\b(${names.join('|')})\\(\\s*(['"])([^'"]+)\\2`, 'g');

/** Every field name given to a builder in contracts, and in the web's forms built with them. */
function labelsUsed(): { label: string; file: string }[] {
  const used: { label: string; file: string }[] = [];
  const walk = (dir: string, builders: RegExp) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (name === 'node_modules' || name === 'sw') continue;
      if (statSync(full).isDirectory()) walk(full, builders);
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !/^messages.*\.ts$/.test(name)) {
        const file = path.relative(root, full);
        for (const m of readFileSync(full, 'utf8').matchAll(builders)) used.push({ label: m[3], file });
      }
    }
  };
  walk(path.join(root, 'contracts/src'), call(BUILDERS));
  // The web's forms use common.ts's builders; its own helpers may take other first arguments.
  walk(path.join(root, 'web/src'), call(COMMON));
  return used;
}

describe('field names in the reader’s language (docs/languages.md "Field errors")', () => {
  it('every field a builder names has its FIELD_LABELS entry, so a refusal names it in Kiswahili', () => {
    const used = labelsUsed();
    expect(used.length).toBeGreaterThan(40);
    expect(used.filter(({ label }) => !(label in FIELD_LABELS)).map(({ label, file }) => `${file}: ${label}`)).toEqual(
      [],
    );
  });

  it('names the M-Pesa settings’ and a claim’s fields in Kiswahili', async () => {
    const { addTranslations } = await import('./i18n');
    const { SW } = await import('./sw');
    addTranslations('sw', SW);
    expect(writingIn('sw', () => fieldLabel('Date paid'))).toBe('Tarehe ya kulipa');
    expect(writingIn('sw', () => fieldLabel('Expires in days'))).toBe('Muda wa mwaliko (siku)');
    expect(writingIn('en', () => fieldLabel('Passkey'))).toBe('Passkey');
  });
});

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { addTranslations, cataloguesFor, localeFromAcceptLanguage, writingIn } from './i18n';
import './index';
import { ROLE_MSG } from './messages-roles';
import { SW } from './sw';

addTranslations('sw', SW);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Every source file a key may be read from (contracts, server, web), tests and translations aside. */
function sources(): string {
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (name === 'node_modules' || name === 'dist' || name === 'sw') continue;
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) texts.push(readFileSync(full, 'utf8'));
    }
  };
  for (const dir of ['contracts/src', 'server/src', 'web/src']) walk(path.join(root, dir));
  return texts.join('\n');
}

describe('the catalogues in both languages (docs/languages.md)', () => {
  it('every English key has its Kiswahili, of the same kind, and no other', () => {
    const problems: string[] = [];
    for (const { name, english, translated } of cataloguesFor('sw')) {
      if (!translated) {
        problems.push(`${name}: no Kiswahili`);
        continue;
      }
      for (const [key, text] of Object.entries(english)) {
        const sw = (translated as Record<string, unknown>)[key];
        if (sw === undefined) problems.push(`${name}.${key}: missing in Kiswahili`);
        else if (typeof sw !== typeof text)
          problems.push(`${name}.${key}: ${typeof text} in English, ${typeof sw} in Kiswahili`);
        else if (typeof sw === 'function' && sw.length !== (text as () => string).length)
          problems.push(
            `${name}.${key}: takes ${(text as () => string).length} values in English, ${sw.length} in Kiswahili`,
          );
      }
      for (const key of Object.keys(translated)) {
        if (!(key in english)) problems.push(`${name}.${key}: in Kiswahili only`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('every key is read somewhere', () => {
    const code = sources();
    // Label maps, NEWS and ACTIVITY_MSG are read by a value (a method, a kind, a stored key), every key in turn.
    const byValue = (name: string) => name.endsWith('_LABELS') || name === 'NEWS' || name === 'ACTIVITY_MSG';
    const unused = cataloguesFor('sw').flatMap(({ name, english }) =>
      (byValue(name) ? [] : Object.keys(english))
        .filter((key) => !new RegExp(`\\.${key}\\b|\\['${key}'\\]`).test(code))
        .map((key) => `${name}.${key}`),
    );
    expect(unused).toEqual([]);
  });

  it('a catalogue reads in the language of now, and English where that language is not loaded', () => {
    expect(writingIn('sw', () => ROLE_MSG.onlyLandlordEditBills)).toBe(
      'Mwenye nyumba pekee ndiye anaweza kubadilisha bili.',
    );
    expect(writingIn('en', () => ROLE_MSG.onlyLandlordEditBills)).toBe('Only landlords can edit bills.');
  });

  it('a browser asking for Kiswahili first is answered in it; anything else in English', () => {
    expect(localeFromAcceptLanguage('sw-KE,sw;q=0.9,en;q=0.8')).toBe('sw');
    expect(localeFromAcceptLanguage('en-GB,en;q=0.9,sw;q=0.5')).toBe('en');
    expect(localeFromAcceptLanguage('fr-FR, sw;q=0.7')).toBe('sw');
    expect(localeFromAcceptLanguage('sw;q=0, en')).toBe('en');
    expect(localeFromAcceptLanguage(undefined)).toBe('en');
  });
});

import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cataloguesFor } from '@safestay/contracts';
import { describe, expect, it } from 'vitest';
import { registerSwahili } from './sw';

// Every web catalogue registered (each lives in a `texts.ts`), then every Kiswahili table.
import.meta.glob('../**/texts.ts', { eager: true });
registerSwahili();

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const contractsSrc = path.resolve(src, '../../contracts/src');

function files(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : files(full, keep);
    return keep(name) ? [full] : [];
  });
}

const namesIn = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/catalogue\(\s*'([A-Za-z_]+)'/g)].map((m) => m[1]);
const WEB = files(src, (name) => name === 'texts.ts').flatMap(namesIn);
const CONTRACTS = files(contractsSrc, (name) => /\.ts$/.test(name) && !name.endsWith('.test.ts')).flatMap(namesIn);
/** What a key may be read from: the web's code, its tests and translations aside. */
const CODE = files(src, (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$|\.sw\.ts$/.test(name))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
/** The catalogues that have a Kiswahili table beside them (texts.sw.ts). */
const TRANSLATED = files(src, (name) => name === 'texts.sw.ts')
  .map((file) => readFileSync(file, 'utf8'))
  .flatMap((text) => [...text.matchAll(/^ {2}([A-Z][A-Z_]+): /gm)].map((m) => m[1]));

describe("the web's catalogues in both languages (docs/languages-web.md)", () => {
  it('each has a name of its own, in the web and the contracts alike', () => {
    const all = [...WEB, ...CONTRACTS];
    expect(all.filter((name, i) => all.indexOf(name) !== i)).toEqual([]);
    expect(WEB.length).toBeGreaterThan(10);
  });

  it('every translated catalogue has every English key in Kiswahili, of the same kind, and no other', () => {
    const problems: string[] = [];
    const web = cataloguesFor('sw').filter(({ name }) => WEB.includes(name));
    expect(web.map((c) => c.name).sort()).toEqual([...WEB].sort());
    for (const { name, english, translated } of web) {
      if (!translated) {
        // A feature not translated yet (its screens come in later work) reads in English; one
        // with a texts.sw.ts must be whole.
        if (TRANSLATED.includes(name)) problems.push(`${name}: its Kiswahili is not registered`);
        continue;
      }
      for (const [key, text] of Object.entries(english)) {
        const sw = (translated as Record<string, unknown>)[key];
        if (sw === undefined) problems.push(`${name}.${key}: missing in Kiswahili`);
        else if (typeof sw !== typeof text) problems.push(`${name}.${key}: ${typeof text} in English, ${typeof sw}`);
        else if (typeof sw === 'function' && sw.length !== (text as () => string).length)
          problems.push(`${name}.${key}: takes ${(text as () => string).length} values, ${sw.length} in Kiswahili`);
      }
      for (const key of Object.keys(translated)) if (!(key in english)) problems.push(`${name}.${key}: Kiswahili only`);
    }
    expect(problems).toEqual([]);
  });

  it('every key of a web catalogue is read somewhere in the web app', () => {
    // Label maps are read by a value (a role, a status, a menu key), every key in turn.
    const byValue = (name: string) => /_LABELS?$/.test(name);
    const unused = cataloguesFor('sw')
      .filter(({ name }) => WEB.includes(name) && !byValue(name))
      .flatMap(({ name, english }) =>
        Object.keys(english)
          .filter((key) => !new RegExp(`\\.${key}\\b|\\['${key}'\\]`).test(CODE))
          .map((key) => `${name}.${key}`),
      );
    expect(unused).toEqual([]);
  });
});

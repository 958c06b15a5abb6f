import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Where a text a person reads could be written inline: the schemas of contracts (catalogues and
 * their translations aside) and the server's code. Not the Daraja simulator (it imitates
 * Safaricom's English), the SMS and email providers' diagnostics, scripts, or configuration an
 * operator reads.
 */
function sourcesToScan(): { file: string; text: string }[] {
  const files: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (['node_modules', 'sw', 'simulator', 'providers', 'scripts', 'migrations'].includes(name)) continue;
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.ts$/.test(name) && !/\.test\.ts$/.test(name) && !/^(messages.*|i18n|config)\.ts$/.test(name))
        files.push({ file: path.relative(root, full), text: readFileSync(full, 'utf8') });
    }
  };
  walk(path.join(root, 'contracts/src'));
  walk(path.join(root, 'server/src'));
  return files;
}

/** A string literal given where zod or an answer takes a message a person reads. */
const INLINE = [
  // { error: 'x' }, { message: 'x' }, message: 'x' in an answer or an issue
  /(^|[{,(]\s*)(error|message)\s*:\s*['"`]/,
  // .min(1, 'x'), .regex(/…/, 'x'), .refine(fn, 'x'), .int('x'), z.email('x')
  /\.(min|max|length|regex|int|refine|email|uuid|url|finite|positive|nonnegative|gte|lte)\((?:[^()]|\([^()]*\))*?['"`][A-Z]/,
];

/**
 * A sentence written inline anywhere in the server (`'Unit not found.'`, a constant, a thrown
 * text): log lines and the OpenAPI descriptions (read by developers) aside.
 */
const SENTENCE = /['`][A-Z][^'`]* [^'`]* [^'`]*[.!?]['`]/;
const FOR_DEVELOPERS = /\blog\.(info|warn|error|debug|fatal)\(|\b(summary|description):|new Error\(/;

/** Lines that are comments: they may quote a message. */
const isComment = (line: string) => /^\s*(\/\/|\*|\/\*)/.test(line);

describe('messages people read come from a catalogue (docs/languages.md)', () => {
  it('no schema, route or service writes an English message inline', () => {
    const found = sourcesToScan().flatMap(({ file, text }) =>
      text
        .split('\n')
        .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
        .filter(({ line }) => !isComment(line))
        .filter(
          ({ line }) =>
            INLINE.some((pattern) => pattern.test(line)) ||
            (file.startsWith('server/') && SENTENCE.test(line) && !FOR_DEVELOPERS.test(line)),
        )
        .map(({ line, at }) => `${at}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });

  it('the scan catches the forms an inline message takes', () => {
    const caught = (line: string) => INLINE.some((pattern) => pattern.test(line));
    expect(caught(".min(1, 'The CSV is empty.')")).toBe(true);
    expect(caught("z.enum(ROLES, { error: 'Role must be Tenant or Landlord.' })")).toBe(true);
    expect(caught(".regex(/^[A-Z0-9]{1,12}$/, 'Code must be 1 to 12 letters.')")).toBe(true);
    expect(caught("return { message: 'Marked as read.', unread };")).toBe(true);
    expect(caught('.max(100, `At most ${n} at once.`)')).toBe(true);
    expect(caught('.min(1, said(() => REQUEST_MSG.csvEmpty))')).toBe(false);
    expect(caught('return { message: DONE_MSG.markedRead, unread };')).toBe(false);
    expect(SENTENCE.test("export const UNIT_NOT_FOUND = 'Unit not found.';")).toBe(true);
    expect(SENTENCE.test('throw conflict(`A unit with the code ${code} already exists.`);')).toBe(true);
    expect(SENTENCE.test('throw conflict(ERR_MSG.unitCodeTaken(code));')).toBe(false);
  });
});

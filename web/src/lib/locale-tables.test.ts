import { catalogue } from '@safestay/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Two features with a table of their own, as i18n/feature-tables.ts finds them: their loads are counted.
const fetched = vi.hoisted(() => ({ first: 0, second: 0 }));
vi.mock('../i18n/feature-tables', () => ({
  featureTable: (feature: string) =>
    feature === 'first' || feature === 'second'
      ? async () => {
          fetched[feature] += 1;
          return { [`${feature.toUpperCase()}_TEXT`]: { hello: 'Habari' } };
        }
      : undefined,
}));

const { speakLocale, withFeatureTables } = await import('./locale');
const FIRST_TEXT = catalogue('FIRST_TEXT', { hello: 'Hello' });
const SECOND_TEXT = catalogue('SECOND_TEXT', { hello: 'Hello' });

describe("a screen's Kiswahili comes with the screen (docs/languages-web.md)", () => {
  afterEach(() => speakLocale('en'));

  it('an English reader opening a screen fetches no Kiswahili; a Kiswahili reader gets it with the screen', async () => {
    const firstScreen = withFeatureTables('first', async () => () => FIRST_TEXT.hello);
    await speakLocale('en');
    expect((await firstScreen())()).toBe('Hello');
    expect(fetched.first).toBe(0);

    await speakLocale('sw');
    // The screen resolves only once its table is in, so it never paints in English first.
    expect((await firstScreen())()).toBe('Habari');
    expect(fetched.first).toBe(1);
  });

  it("switching to Kiswahili on a screen opened in English fetches that screen's table before the switch", async () => {
    await speakLocale('en');
    const Page = await withFeatureTables('second', async () => () => SECOND_TEXT.hello)();
    expect(Page()).toBe('Hello');
    expect(fetched.second).toBe(0);
    await speakLocale('sw');
    expect(fetched.second).toBe(1);
    expect(Page()).toBe('Habari');
  });
});

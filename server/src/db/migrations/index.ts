import type { Migration } from 'kysely';
import * as m0001 from './0001-initial';

/** Every migration, in order. Add a file and a line here; never edit a landed migration. */
export const migrations: Record<string, Migration> = {
  '0001-initial': m0001,
};

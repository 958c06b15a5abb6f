import path from 'node:path';
import { loadConfig } from '../config';
import { backupDatabase, restoreDatabase } from '../db/backup';

/** `npm run backup -- <file>` and `npm run restore -- <file>`. */
async function main() {
  const [command, file] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !file) {
    console.error('Usage: npm run backup -- <file>   |   npm run restore -- <file>');
    process.exit(2);
  }
  const config = loadConfig();
  const target = { databaseUrl: config.databaseUrl, dataDir: config.dataDir };
  const absolute = path.resolve(file);
  if (command === 'backup') {
    await backupDatabase(target, absolute);
    console.log(`Backup written to ${absolute}`);
  } else {
    await restoreDatabase(target, absolute);
    console.log(`Database restored from ${absolute}. Start the server again.`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

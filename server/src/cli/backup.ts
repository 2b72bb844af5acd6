import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import {
  BackupProblem,
  backupDatabase,
  backupTargetOf,
  defaultBackupFile,
  describeTarget,
} from '../db/backup';

const { values } = parseArgs({ options: { file: { type: 'string' } } });
// npm runs scripts from the package folder; relative paths mean where the user typed the command.
const here = process.env.INIT_CWD ?? process.cwd();

try {
  const target = backupTargetOf(loadConfig());
  const file = values.file ? path.resolve(here, values.file) : defaultBackupFile(target, here);
  const bytes = await backupDatabase(target, file);
  console.log(`Backed up ${describeTarget(target)} to ${file} (${bytes} bytes).`);
} catch (err) {
  if (!(err instanceof BackupProblem)) throw err;
  console.error(err.message);
  process.exitCode = 1;
}

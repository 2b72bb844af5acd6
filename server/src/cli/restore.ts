import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { BackupProblem, backupTargetOf, describeTarget, holdsData, restoreDatabase } from '../db/backup';

const { values } = parseArgs({
  options: { file: { type: 'string' }, yes: { type: 'boolean', default: false } },
});
if (!values.file) {
  console.error('Usage: npm run restore -- --file backups/hrms-<timestamp>.<tar.gz|dump> [--yes]');
  process.exit(2);
}
// npm runs scripts from the package folder; relative paths mean where the user typed the command.
const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.file);

try {
  const target = backupTargetOf(loadConfig());
  if (!values.yes && (await holdsData(target))) {
    throw new BackupProblem(
      `Not restored: ${describeTarget(target)} holds data, which the restore replaces. Run again with --yes to go ahead.`,
    );
  }
  const { previous } = await restoreDatabase(target, file);
  console.log(`Restored ${describeTarget(target)} from ${file}.`);
  if (previous)
    console.log(`The data it replaced is kept in ${previous}; delete it once you no longer need it.`);
} catch (err) {
  if (!(err instanceof BackupProblem)) throw err;
  console.error(err.message);
  process.exitCode = 1;
}

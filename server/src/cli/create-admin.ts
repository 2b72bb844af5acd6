import { parseArgs } from 'node:util';
import { passwordPolicyErrors } from '@hrms/contracts/password';
import { SUPER_ADMIN_ROLE } from '@hrms/contracts/permissions';
import { installValidationMessages } from '@hrms/contracts/validation-messages';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { prepareDatabase } from '../db/prepare';
import { createUser } from '../modules/access/public';
import { AppError } from '../platform/errors';

installValidationMessages();

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
});
if (!values.email || !values.password) {
  console.error(
    'Usage: npm run create-admin -- --email admin@example.com --password "..." [--name "Full Name"]',
  );
  process.exit(2);
}
const policyErrors = passwordPolicyErrors(values.password, values.email);
if (policyErrors.length > 0) {
  console.error(policyErrors.join('\n'));
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config);
try {
  // Migrations and reference data only: an admin account is no reason to seed demo data.
  await prepareDatabase(database.db, { seedDemo: false });
  const user = await createUser(
    database.db,
    { name: values.name ?? 'Administrator', email: values.email, password: values.password },
    [SUPER_ADMIN_ROLE],
  );
  console.log(`Created super admin ${user.email} (user id ${user.id}).`);
} catch (err) {
  if (err instanceof AppError) {
    console.error(err.errors ? Object.values(err.errors).flat().join('\n') : err.message);
    process.exitCode = 1;
  } else {
    throw err;
  }
} finally {
  await database.close();
}

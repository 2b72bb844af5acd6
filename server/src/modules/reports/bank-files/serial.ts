import { sql } from 'drizzle-orm';
import { type DbOrTx, rawRows } from '../../../db/client';

/**
 * The next serial of the company's bank files, taken in one statement (an upsert that increments the row
 * it locks), so parallel downloads each get their own. Only a file download takes one, never the screen.
 */
export async function nextBankFileSerial(db: DbOrTx, companyId: number): Promise<number> {
  const [row] = await rawRows<{ last_serial: number }>(
    db,
    sql`insert into bank_file_serials (company_id, last_serial) values (${companyId}, 1)
      on conflict (company_id) do update set last_serial = bank_file_serials.last_serial + 1
      returning last_serial`,
  );
  return Number(row?.last_serial);
}

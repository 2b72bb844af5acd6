import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { unrecognisedStates } from './states-queries';

/**
 * At start-up: names the companies and branches whose state is not one of the list (free text the
 * statutory-identity migration could not match). Their employees get no professional tax or labour welfare
 * fund until someone picks the state on the company's or branch's form.
 */
export async function warnAboutUnlistedStates(db: DbOrTx, log: Pick<FastifyBaseLogger, 'warn'>) {
  const unlisted = await unrecognisedStates(db);
  if (!unlisted.length) return unlisted;
  const list = unlisted.map((u) => `${u.kind} #${u.id} "${u.name}" (state "${u.state}")`).join('; ');
  log.warn(
    { unlisted },
    `Companies and branches whose state is not in the list of states and union territories (${unlisted.length}): ` +
      `${list}. Choose each one's state on its form, or professional tax and LWF may not be computed for their employees.`,
  );
  return unlisted;
}

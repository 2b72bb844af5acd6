import type { AuditListQuery } from '@hrms/contracts/audit';
import { DEFAULT_TIME_ZONE } from '@hrms/contracts/constants';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/access';
import { auditEvents } from '../../db/schema/platform';
import { type CompanyScope, companyCondition } from '../../platform/access';
import { pageLimit, pageOffset } from '../../platform/pagination';

/** Calendar-date filters mean whole days in the company's zone, as the screens show times. */
const ZONE = DEFAULT_TIME_ZONE;

/** Scoped like every other list: a company's events for its people, every event only for super admins. */
function conditions(scope: CompanyScope, q: AuditListQuery): SQL | undefined {
  return and(
    companyCondition(scope, auditEvents.company_id),
    q.action ? eq(auditEvents.action, q.action) : undefined,
    q.entity_type ? eq(auditEvents.entity_type, q.entity_type) : undefined,
    q.entity_id ? eq(auditEvents.entity_id, q.entity_id) : undefined,
    q.user_id ? eq(auditEvents.user_id, q.user_id) : undefined,
    q.from ? sql`${auditEvents.at} >= (${q.from}::date::timestamp at time zone ${ZONE})` : undefined,
    q.to ? sql`${auditEvents.at} < ((${q.to}::date + 1)::timestamp at time zone ${ZONE})` : undefined,
  );
}

/** One page of events, newest first, with who made each change. */
export async function listAuditEvents(db: DbOrTx, scope: CompanyScope, q: AuditListQuery) {
  const where = conditions(scope, q);
  const rows = await db
    .select({ event: auditEvents, user: { id: users.id, name: users.name, email: users.email } })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.user_id))
    .where(where)
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(pageLimit(q.per_page))
    .offset(pageOffset(q.page, q.per_page));
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(auditEvents).where(where);
  return { rows, total: count?.total ?? 0 };
}

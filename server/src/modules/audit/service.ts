import type { AuditEvent, AuditListQuery } from '@hrms/contracts/audit';
import type { Db } from '../../db/client';
import { companyScope } from '../../platform/access';
import type { Principal } from '../../platform/auth/principal';
import { paged } from '../../platform/pagination';
import { listAuditEvents } from './queries';

type Row = Awaited<ReturnType<typeof listAuditEvents>>['rows'][number];

const toAuditEvent = ({ event, user }: Row): AuditEvent => ({
  id: event.id,
  action: event.action,
  entity_type: event.entity_type,
  entity_id: event.entity_id,
  company_id: event.company_id,
  summary: event.summary,
  changes: event.changes ?? null,
  ip: event.ip,
  at: event.at.toISOString(),
  user: user?.id ? user : null,
});

export async function auditTrailPage(db: Db, principal: Principal, q: AuditListQuery) {
  const { rows, total } = await listAuditEvents(db, companyScope(principal), q);
  return paged(rows.map(toAuditEvent), total, q.page, q.per_page);
}

import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES } from '@hrms/contracts/audit';
import { idParam, pageParam } from '@/lib/listParams';

/**
 * The audit trail's filters live in the query string (a filtered trail can be reloaded and shared).
 * Read defensively: an unknown value means "all"; '' means the filter is not applied.
 */
export type AuditFilters = {
  page: number;
  action: string;
  entity_type: string;
  entity_id: string;
  user_id: string;
  from: string;
  to: string;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const oneOf = (params: URLSearchParams, key: string, valid: (v: string) => boolean) => {
  const value = params.get(key) ?? '';
  return valid(value) ? value : '';
};

export function readAuditFilters(params: URLSearchParams): AuditFilters {
  return {
    page: pageParam(params),
    action: oneOf(params, 'action', (v) => (AUDIT_ACTIONS as readonly string[]).includes(v)),
    entity_type: oneOf(params, 'entity_type', (v) => (AUDIT_ENTITY_TYPES as readonly string[]).includes(v)),
    entity_id: idParam(params, 'entity_id'),
    user_id: idParam(params, 'user_id'),
    from: oneOf(params, 'from', (v) => DATE.test(v)),
    to: oneOf(params, 'to', (v) => DATE.test(v)),
  };
}

/** Every filter cleared, for the Clear filters button. */
export const CLEARED: Partial<Record<keyof AuditFilters, string>> = {
  action: '',
  entity_type: '',
  entity_id: '',
  user_id: '',
  from: '',
  to: '',
};

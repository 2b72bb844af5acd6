// The approvals feature's door: what app/ and other features may import (its pages load through routes.tsx).
export { useColleagues, useInbox, useWaitingCount } from './api';
export { useInboxDecisions } from './components/useInboxDecisions';
export { approvalKeys } from './keys';
export { periodLabel } from './labels';

/** A request's approval trail on its own area's page, loaded with that page: app/router hands it to leaveRoutes. */
export const loadApprovalTrail = async () => (await import('./components/ApprovalTrail')).ApprovalTrail;

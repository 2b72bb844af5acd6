// The approvals module's public door: what other modules may use. Everything else in the folder is private.
export { type ApprovalRequest, closeApproval, closeApprovals, settleOutright, startApproval } from './flow';
export { type ApprovalKind, approvalKinds, type Decision, type RequestSummary } from './kinds';
export {
  decideRequestOutright,
  invalidEmployee,
  maySeeRequest,
  type RequestFacts,
  requesterOf,
  requestListEmployees,
  withdrawRequest,
} from './requests';
export { decidesRequest, waitingOn } from './service';

import type { Permission } from '@hrms/contracts/permissions';
import { REPORT_GROUPS } from '@hrms/contracts/reports';
import {
  Banknote,
  BarChart3,
  BookOpenCheck,
  Briefcase,
  Building2,
  CalendarCheck,
  CalendarClock,
  CalendarCog,
  CalendarDays,
  CalendarFold,
  CalendarHeart,
  CalendarPlus,
  CalendarRange,
  CalendarSync,
  ClipboardCheck,
  ClipboardList,
  Clock,
  Coins,
  Contact,
  FileCheck,
  FileSignature,
  Files,
  FileText,
  FileUp,
  Fingerprint,
  FolderOpen,
  Gift,
  GitBranch,
  HandCoins,
  History,
  House,
  IdCard,
  Inbox,
  Landmark,
  Layers,
  LayoutDashboard,
  ListChecks,
  ListTodo,
  LogOut,
  type LucideIcon,
  Mails,
  Network,
  Receipt,
  ReceiptIndianRupee,
  ReceiptText,
  Repeat,
  Rocket,
  Scale,
  ScanLine,
  Settings2,
  ShieldCheck,
  UserCog,
  UserRoundPen,
  Users,
  UsersRound,
  Wallet,
  WalletCards,
  Workflow,
} from 'lucide-react';
import { useWaitingCount } from '@/features/approvals';

/**
 * Who sees an entry: every signed-in user; every user with an employee record (their own pages, e.g. My
 * Tax); or the holders of a permission (of any one of several).
 */
export type NavAccess = 'signed-in' | 'own-record' | Permission | readonly Permission[];

export type NavItem = {
  to: string;
  label: string;
  access: NavAccess;
  icon: LucideIcon;
  /** A count shown beside the label (what waits there), null while unknown. */
  useCount?: () => number | null;
};

/**
 * The sidebar, in spec 1 §2.3 order; each entry shows only when the user holds its permission (§6).
 * Dashboard and Reports are additions to the spec's list (docs/decisions/accessibility-and-ui.md): the dashboard is where every
 * user lands, the reports page shows the cards of the report permissions one holds.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Dashboard', access: 'signed-in', icon: LayoutDashboard },
  { to: '/home', label: 'Home', access: 'own-record', icon: House },
  { to: '/profile', label: 'My Profile', access: 'own-record', icon: IdCard },
  { to: '/companies', label: 'Companies', access: 'view-company-structure', icon: Building2 },
  { to: '/branches', label: 'Branches', access: 'manage-branches', icon: GitBranch },
  { to: '/departments', label: 'Departments', access: 'manage-departments', icon: Layers },
  { to: '/teams', label: 'Teams', access: 'manage-teams', icon: UsersRound },
  { to: '/employees', label: 'Employees', access: 'view-employees', icon: Users },
  // Employees' requests to change their profile, and the self-service policy.
  { to: '/profile-changes', label: 'Profile Changes', access: 'approve-profile-changes', icon: UserRoundPen },
  { to: '/documents', label: 'Documents', access: 'manage-employee-documents', icon: Files },
  // Letters from the company's templates, numbered and filed among each employee's documents.
  { to: '/letters', label: 'Letters', access: 'manage-letters', icon: FileSignature },
  // Joiners' and leavers' checklists and their templates; the tasks themselves are everyone's My Tasks.
  { to: '/checklists', label: 'Checklists', access: 'manage-checklists', icon: ClipboardList },
  // One's own documents and those HR asked for; HR's screens for everyone's are Documents above.
  { to: '/my-documents', label: 'My Documents', access: 'own-record', icon: FolderOpen },
  // Joining and leaving tasks one does: by name, by a role held (IT, admin, no record needed), as manager or employee.
  { to: '/my-tasks', label: 'My Tasks', access: 'signed-in', icon: ListTodo },
  // Every colleague's work details (the fields the company shows), and who reports to whom.
  { to: '/directory', label: 'Directory', access: 'signed-in', icon: Contact },
  { to: '/org-chart', label: 'Org Chart', access: 'signed-in', icon: Network },
  { to: '/attendance', label: 'Attendance', access: 'view-attendance', icon: CalendarCheck },
  { to: '/attendance/requests', label: 'Attendance Requests', access: 'own-record', icon: ClipboardCheck },
  {
    to: '/attendance/shifts',
    label: 'Shifts',
    access: ['view-attendance', 'manage-attendance'],
    icon: Clock,
  },
  {
    to: '/attendance/rosters',
    label: 'Rosters',
    access: ['view-attendance', 'manage-attendance'],
    icon: CalendarSync,
  },
  // The server shows a team's roster to HR, the team's lead and its members.
  {
    to: '/attendance/rosters/calendar',
    label: 'Roster Calendar',
    access: ['view-attendance', 'manage-attendance', 'approve-attendance'],
    icon: CalendarFold,
  },
  // One's own requests; swaps asked of one and the team's are tabs inside.
  { to: '/attendance/shift-changes', label: 'Shift Changes', access: 'own-record', icon: Repeat },
  { to: '/attendance/devices', label: 'Attendance Devices', access: 'manage-attendance', icon: Fingerprint },
  {
    to: '/attendance/punches',
    label: 'Punches',
    access: ['view-attendance', 'manage-attendance', 'approve-attendance'],
    icon: ScanLine,
  },
  { to: '/payroll', label: 'Payroll', access: 'view-payroll', icon: Wallet },
  {
    to: '/pay-run',
    label: 'Pay Run',
    access: ['process-payroll', 'approve-payroll', 'mark-payroll-paid'],
    icon: ListChecks,
  },
  { to: '/my-expenses', label: 'My Expenses', access: 'own-record', icon: Receipt },
  {
    to: '/expense-claims',
    label: 'Expense Claims',
    access: 'approve-reimbursements',
    icon: ReceiptText,
  },
  { to: '/loans', label: 'Loans & Advances', access: 'manage-loans', icon: HandCoins },
  { to: '/bonus', label: 'Statutory Bonus', access: 'manage-bonus', icon: Gift },
  { to: '/exits', label: 'Exits & Settlements', access: 'manage-final-settlements', icon: LogOut },
  {
    to: '/payroll-settings',
    label: 'Payroll Settings',
    access: 'manage-payroll-settings',
    icon: Settings2,
  },
  {
    to: '/ledger-mapping',
    label: 'Ledger Mapping',
    access: ['manage-payroll-settings', 'generate-payroll-reports'],
    icon: BookOpenCheck,
  },
  { to: '/my-tax', label: 'My Tax', access: 'own-record', icon: ReceiptIndianRupee },
  {
    to: '/tax-declarations',
    label: 'Tax Declarations',
    access: 'manage-tax-declarations',
    icon: FileCheck,
  },
  { to: '/tds-challans', label: 'TDS Challans', access: 'manage-tds-challans', icon: Banknote },
  {
    to: '/statutory-payments',
    label: 'Statutory Payments',
    access: ['process-payroll', 'generate-payroll-reports'],
    icon: Landmark,
  },
  { to: '/form16', label: 'Tax certificates', access: 'generate-tax-reports', icon: FileText },
  { to: '/salary-components', label: 'Salary Components', access: 'view-salary-components', icon: Coins },
  { to: '/tax-regimes', label: 'Tax Regimes', access: 'view-tax-regimes', icon: Landmark },
  { to: '/statutory-rates', label: 'Statutory Rates', access: 'view-salary-components', icon: Scale },
  { to: '/users', label: 'User Permissions', access: 'view-users', icon: ShieldCheck },
  { to: '/roles', label: 'Roles', access: 'manage-roles', icon: UserCog },
  { to: '/leaves', label: 'Leave Requests', access: 'view-leaves', icon: CalendarDays },
  // One's own requests; the team tab inside is for managers and approve-leaves holders.
  { to: '/leave/comp-off', label: 'Comp-off', access: 'own-record', icon: CalendarPlus },
  { to: '/leave/encashments', label: 'Leave Encashment', access: 'own-record', icon: WalletCards },
  // Everyone's inbox: a manager decides their reports' requests there, HR what waits for its permission.
  { to: '/approvals', label: 'Approvals', access: 'signed-in', icon: Inbox, useCount: useWaitingCount },
  { to: '/team/calendar', label: 'Team Calendar', access: 'own-record', icon: CalendarClock },
  { to: '/leave-policies', label: 'Leave Policies', access: 'manage-leave-policies', icon: CalendarCog },
  {
    to: '/settings/approval-chains',
    label: 'Approval Chains',
    access: 'manage-approval-chains',
    icon: Workflow,
  },
  { to: '/holidays', label: 'Holidays', access: 'manage-attendance', icon: CalendarRange },
  { to: '/holidays/mine', label: 'My Holidays', access: 'own-record', icon: CalendarHeart },
  { to: '/recruitment', label: 'Recruitment', access: 'view-job-postings', icon: Briefcase },
  {
    to: '/reports',
    label: 'Reports',
    access: REPORT_GROUPS.map((group) => group.permission),
    icon: BarChart3,
  },
  // Settings → Import (docs/guide/moving-in.md): the admin role holds import-data.
  { to: '/settings/import', label: 'Import', access: 'import-data', icon: FileUp },
  // The first-run checklist (docs/guide/moving-in.md): whoever may import or set the company up.
  { to: '/setup', label: 'Setup', access: ['import-data', 'update-company-settings'], icon: Rocket },
  // Held by no built-in role: only super admins (who pass every check) see it.
  { to: '/audit', label: 'Audit Trail', access: 'view-audit-trail', icon: History },
  // Like the audit trail: a platform permission no built-in role holds, so super admins see it.
  {
    to: '/notification-outbox',
    label: 'Notification Outbox',
    access: 'manage-notification-outbox',
    icon: Mails,
  },
];

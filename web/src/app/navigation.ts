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
  LayoutGrid,
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

/** A labelled group of the sidebar; the first has no heading (what everyone opens most). */
export type NavSection = {
  /** Names the section's remembered open state and its elements' ids. */
  id: string;
  heading: string | null;
  items: readonly NavItem[];
};

/**
 * The sidebar, grouped by task (docs/decisions/accessibility-and-ui.md): one's own pages, then the areas HR
 * works in. Each entry shows only when the user holds its permission (spec 1 §6), each section when one of
 * its entries does. Dashboard and Reports are additions to spec 1 §2.3's list: the dashboard is where every
 * user lands, the reports page shows the cards of the report permissions one holds.
 */
export const NAV_SECTIONS: readonly NavSection[] = [
  {
    id: 'start',
    heading: null,
    items: [
      { to: '/', label: 'Dashboard', access: 'signed-in', icon: LayoutDashboard },
      { to: '/home', label: 'Home', access: 'own-record', icon: House },
      // Everyone's inbox: a manager decides their reports' requests there, HR what waits for its permission.
      { to: '/approvals', label: 'Approvals', access: 'signed-in', icon: Inbox, useCount: useWaitingCount },
    ],
  },
  {
    id: 'me',
    heading: 'Me',
    items: [
      { to: '/profile', label: 'My Profile', access: 'own-record', icon: IdCard },
      // One's own documents and those HR asked for; HR's screens for everyone's are People › Documents.
      { to: '/my-documents', label: 'My Documents', access: 'own-record', icon: FolderOpen },
      // Joining and leaving tasks one does: by name, by a role held (IT, admin, no record needed), as manager or employee.
      { to: '/my-tasks', label: 'My Tasks', access: 'signed-in', icon: ListTodo },
      {
        to: '/attendance/requests',
        label: 'Attendance Requests',
        access: 'own-record',
        icon: ClipboardCheck,
      },
      // One's own requests; swaps asked of one and the team's are tabs inside.
      { to: '/attendance/shift-changes', label: 'Shift Changes', access: 'own-record', icon: Repeat },
      // One's own requests; the team tab inside is for managers and approve-leaves holders.
      { to: '/leave/comp-off', label: 'Comp-off', access: 'own-record', icon: CalendarPlus },
      { to: '/leave/encashments', label: 'Leave Encashment', access: 'own-record', icon: WalletCards },
      { to: '/my-expenses', label: 'My Expenses', access: 'own-record', icon: Receipt },
      { to: '/my-tax', label: 'My Tax', access: 'own-record', icon: ReceiptIndianRupee },
      { to: '/holidays/mine', label: 'My Holidays', access: 'own-record', icon: CalendarHeart },
      { to: '/attendance/calendar', label: 'My Attendance', access: 'own-record', icon: LayoutGrid },
      { to: '/team/calendar', label: 'Team Calendar', access: 'own-record', icon: CalendarClock },
    ],
  },
  {
    id: 'people',
    heading: 'People',
    items: [
      { to: '/employees', label: 'Employees', access: 'view-employees', icon: Users },
      // Every colleague's work details (the fields the company shows), and who reports to whom.
      { to: '/directory', label: 'Directory', access: 'signed-in', icon: Contact },
      { to: '/org-chart', label: 'Org Chart', access: 'signed-in', icon: Network },
      // Employees' requests to change their profile, and the self-service policy.
      {
        to: '/profile-changes',
        label: 'Profile Changes',
        access: 'approve-profile-changes',
        icon: UserRoundPen,
      },
      { to: '/documents', label: 'Documents', access: 'manage-employee-documents', icon: Files },
      // Letters from the company's templates, numbered and filed among each employee's documents.
      { to: '/letters', label: 'Letters', access: 'manage-letters', icon: FileSignature },
      // Joiners' and leavers' checklists and their templates; the tasks themselves are everyone's My Tasks.
      { to: '/checklists', label: 'Checklists', access: 'manage-checklists', icon: ClipboardList },
      { to: '/exits', label: 'Exits & Settlements', access: 'manage-final-settlements', icon: LogOut },
      { to: '/companies', label: 'Companies', access: 'view-company-structure', icon: Building2 },
      { to: '/branches', label: 'Branches', access: 'manage-branches', icon: GitBranch },
      { to: '/departments', label: 'Departments', access: 'manage-departments', icon: Layers },
      { to: '/teams', label: 'Teams', access: 'manage-teams', icon: UsersRound },
    ],
  },
  {
    id: 'time',
    heading: 'Time',
    items: [
      { to: '/attendance', label: 'Attendance', access: 'view-attendance', icon: CalendarCheck },
      { to: '/leaves', label: 'Leave Requests', access: 'view-leaves', icon: CalendarDays },
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
      {
        to: '/attendance/punches',
        label: 'Punches',
        access: ['view-attendance', 'manage-attendance', 'approve-attendance'],
        icon: ScanLine,
      },
      {
        to: '/attendance/devices',
        label: 'Attendance Devices',
        access: 'manage-attendance',
        icon: Fingerprint,
      },
      { to: '/holidays', label: 'Holidays', access: 'manage-attendance', icon: CalendarRange },
      { to: '/leave-policies', label: 'Leave Policies', access: 'manage-leave-policies', icon: CalendarCog },
    ],
  },
  {
    id: 'pay',
    heading: 'Pay',
    items: [
      { to: '/payroll', label: 'Payroll', access: 'view-payroll', icon: Wallet },
      {
        to: '/pay-run',
        label: 'Pay Run',
        access: ['process-payroll', 'approve-payroll', 'mark-payroll-paid'],
        icon: ListChecks,
      },
      {
        to: '/expense-claims',
        label: 'Expense Claims',
        access: 'approve-reimbursements',
        icon: ReceiptText,
      },
      { to: '/loans', label: 'Loans & Advances', access: 'manage-loans', icon: HandCoins },
      { to: '/bonus', label: 'Statutory Bonus', access: 'manage-bonus', icon: Gift },
      { to: '/salary-components', label: 'Salary Components', access: 'view-salary-components', icon: Coins },
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
    ],
  },
  {
    id: 'tax',
    heading: 'Tax and compliance',
    items: [
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
      { to: '/tax-regimes', label: 'Tax Regimes', access: 'view-tax-regimes', icon: Landmark },
      { to: '/statutory-rates', label: 'Statutory Rates', access: 'view-salary-components', icon: Scale },
    ],
  },
  {
    id: 'recruitment',
    heading: 'Recruitment',
    items: [{ to: '/recruitment', label: 'Recruitment', access: 'view-job-postings', icon: Briefcase }],
  },
  {
    id: 'reports',
    heading: 'Reports',
    items: [
      {
        to: '/reports',
        label: 'Reports',
        access: REPORT_GROUPS.map((group) => group.permission),
        icon: BarChart3,
      },
    ],
  },
  {
    id: 'settings',
    heading: 'Settings',
    items: [
      { to: '/users', label: 'User Permissions', access: 'view-users', icon: ShieldCheck },
      { to: '/roles', label: 'Roles', access: 'manage-roles', icon: UserCog },
      {
        to: '/settings/approval-chains',
        label: 'Approval Chains',
        access: 'manage-approval-chains',
        icon: Workflow,
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
    ],
  },
];

/** Every entry, in the sidebar's order. */
export const NAV_ITEMS: readonly NavItem[] = NAV_SECTIONS.flatMap((section) => section.items);

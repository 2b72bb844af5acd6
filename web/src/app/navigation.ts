import type { Permission } from '@hrms/contracts/permissions';
import {
  Banknote,
  Briefcase,
  Building2,
  CalendarCheck,
  CalendarDays,
  Coins,
  FileCheck,
  FileText,
  GitBranch,
  History,
  Landmark,
  Layers,
  type LucideIcon,
  ReceiptIndianRupee,
  Scale,
  ShieldCheck,
  UserCog,
  Users,
  UsersRound,
  Wallet,
} from 'lucide-react';

/** `permission: null`: shown to every signed-in user with an employee record (their own pages, e.g. My Tax). */
export type NavItem = { to: string; label: string; permission: Permission | null; icon: LucideIcon };

/** The sidebar, in spec 1 §2.3 order; each entry shows only when the user holds its permission (§6). */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/companies', label: 'Companies', permission: 'view-company-structure', icon: Building2 },
  { to: '/branches', label: 'Branches', permission: 'manage-branches', icon: GitBranch },
  { to: '/departments', label: 'Departments', permission: 'manage-departments', icon: Layers },
  { to: '/teams', label: 'Teams', permission: 'manage-teams', icon: UsersRound },
  { to: '/employees', label: 'Employees', permission: 'view-employees', icon: Users },
  { to: '/attendance', label: 'Attendance', permission: 'view-attendance', icon: CalendarCheck },
  { to: '/payroll', label: 'Payroll', permission: 'view-payroll', icon: Wallet },
  { to: '/my-tax', label: 'My Tax', permission: null, icon: ReceiptIndianRupee },
  {
    to: '/tax-declarations',
    label: 'Tax Declarations',
    permission: 'manage-tax-declarations',
    icon: FileCheck,
  },
  { to: '/tds-challans', label: 'TDS Challans', permission: 'manage-tds-challans', icon: Banknote },
  { to: '/form16', label: 'Form 16', permission: 'generate-tax-reports', icon: FileText },
  { to: '/salary-components', label: 'Salary Components', permission: 'view-salary-components', icon: Coins },
  { to: '/tax-regimes', label: 'Tax Regimes', permission: 'view-tax-regimes', icon: Landmark },
  { to: '/statutory-rates', label: 'Statutory Rates', permission: 'view-salary-components', icon: Scale },
  { to: '/users', label: 'User Permissions', permission: 'view-users', icon: ShieldCheck },
  { to: '/roles', label: 'Roles', permission: 'manage-roles', icon: UserCog },
  { to: '/leaves', label: 'Leave Requests', permission: 'view-leaves', icon: CalendarDays },
  { to: '/recruitment', label: 'Recruitment', permission: 'view-job-postings', icon: Briefcase },
  // Held by no built-in role: only super admins (who pass every check) see it.
  { to: '/audit', label: 'Audit Trail', permission: 'view-audit-trail', icon: History },
];

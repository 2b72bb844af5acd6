/**
 * The demo company's people: sixteen named ones (the first three are the demo sign-ins, the first of each
 * department heads it) and more generated from name lists, deterministically, to about sixty.
 */
export const DEMO_SIGN_INS = [
  { email: 'admin@demo.test', role: 'super_admin' },
  { email: 'hr@demo.test', role: 'hr_manager' },
  { email: 'employee@demo.test', role: 'employee' },
] as const;

export const DEPARTMENTS = [
  {
    code: 'ENG',
    name: 'Engineering',
    description: 'Product engineering and platform',
    teams: ['Platform', 'Payroll Apps'],
  },
  { code: 'HR', name: 'Human Resources', description: 'People operations and hiring', teams: ['Talent'] },
  { code: 'FIN', name: 'Finance', description: 'Accounts, compliance and treasury', teams: [] },
  { code: 'SALES', name: 'Sales', description: 'Enterprise and mid-market sales', teams: ['West', 'South'] },
  { code: 'OPS', name: 'Operations', description: 'Facilities and administration', teams: [] },
  {
    code: 'PAYOPS',
    name: 'Payroll Operations',
    description: 'Monthly payroll and statutory filings',
    teams: [],
    parent: 'HR',
  },
] as const satisfies readonly {
  code: string;
  name: string;
  description: string;
  teams: readonly string[];
  parent?: string;
}[];

export type DepartmentCode = (typeof DEPARTMENTS)[number]['code'];

export type DemoPerson = {
  first: string;
  last: string;
  title: string;
  dept: DepartmentCode;
  gender: 'male' | 'female';
  branch: 'MUM' | 'BLR';
  signIn?: (typeof DEMO_SIGN_INS)[number]['email'];
  /** Monthly gross pay in rupees. */
  monthlyGross: number;
};

type Named = Omit<DemoPerson, 'monthlyGross'>;

const NAMED: Named[] = [
  {
    first: 'Aditi',
    last: 'Rao',
    title: 'Chief Executive Officer',
    dept: 'OPS',
    gender: 'female',
    branch: 'MUM',
    signIn: 'admin@demo.test',
  },
  {
    first: 'Rahul',
    last: 'Mehta',
    title: 'HR Manager',
    dept: 'HR',
    gender: 'male',
    branch: 'MUM',
    signIn: 'hr@demo.test',
  },
  {
    first: 'Priya',
    last: 'Nair',
    title: 'Software Engineer',
    dept: 'ENG',
    gender: 'female',
    branch: 'MUM',
    signIn: 'employee@demo.test',
  },
  { first: 'Vikram', last: 'Iyer', title: 'Engineering Manager', dept: 'ENG', gender: 'male', branch: 'BLR' },
  {
    first: 'Sneha',
    last: 'Kulkarni',
    title: 'Senior Software Engineer',
    dept: 'ENG',
    gender: 'female',
    branch: 'MUM',
  },
  { first: 'Arjun', last: 'Reddy', title: 'Software Engineer', dept: 'ENG', gender: 'male', branch: 'BLR' },
  { first: 'Kavya', last: 'Hegde', title: 'QA Engineer', dept: 'ENG', gender: 'female', branch: 'BLR' },
  { first: 'Rohan', last: 'Desai', title: 'DevOps Engineer', dept: 'ENG', gender: 'male', branch: 'MUM' },
  {
    first: 'Neha',
    last: 'Joshi',
    title: 'Talent Acquisition Specialist',
    dept: 'HR',
    gender: 'female',
    branch: 'MUM',
  },
  {
    first: 'Sanjay',
    last: 'Patil',
    title: 'Payroll Executive',
    dept: 'PAYOPS',
    gender: 'male',
    branch: 'MUM',
  },
  {
    first: 'Meera',
    last: 'Krishnan',
    title: 'Finance Manager',
    dept: 'FIN',
    gender: 'female',
    branch: 'MUM',
  },
  { first: 'Amit', last: 'Shah', title: 'Accountant', dept: 'FIN', gender: 'male', branch: 'MUM' },
  { first: 'Divya', last: 'Menon', title: 'Sales Manager', dept: 'SALES', gender: 'female', branch: 'BLR' },
  {
    first: 'Karan',
    last: 'Malhotra',
    title: 'Account Executive',
    dept: 'SALES',
    gender: 'male',
    branch: 'MUM',
  },
  {
    first: 'Ananya',
    last: 'Gowda',
    title: 'Account Executive',
    dept: 'SALES',
    gender: 'female',
    branch: 'BLR',
  },
  {
    first: 'Suresh',
    last: 'Pillai',
    title: 'Office Administrator',
    dept: 'OPS',
    gender: 'male',
    branch: 'MUM',
  },
];

/** Monthly gross by title, in rupees; a few roles sit under the ESIC ceiling of ₹21,000. */
const GROSS_BY_TITLE: Record<string, number> = {
  'Chief Executive Officer': 450_000,
  'HR Manager': 140_000,
  'Engineering Manager': 260_000,
  'Finance Manager': 180_000,
  'Sales Manager': 170_000,
  'Senior Software Engineer': 185_000,
  'Software Engineer': 110_000,
  'DevOps Engineer': 125_000,
  'QA Engineer': 75_000,
  'Talent Acquisition Specialist': 62_000,
  'Payroll Executive': 45_000,
  Accountant: 52_000,
  'Account Executive': 58_000,
  'Office Administrator': 19_500,
  'Office Assistant': 16_800,
  'Sales Associate': 20_500,
  'Junior Accountant': 28_000,
  'HR Executive': 38_000,
  'Support Engineer': 42_000,
};

const FIRST_FEMALE = [
  'Ishita',
  'Pooja',
  'Lakshmi',
  'Nandini',
  'Shreya',
  'Aishwarya',
  'Deepa',
  'Ritu',
  'Swati',
  'Tanvi',
  'Bhavna',
  'Harini',
];
const FIRST_MALE = [
  'Aarav',
  'Nikhil',
  'Manoj',
  'Siddharth',
  'Harish',
  'Varun',
  'Kiran',
  'Prakash',
  'Gaurav',
  'Tarun',
  'Ashok',
  'Rajesh',
];
const LAST = [
  'Bhat',
  'Chatterjee',
  'Das',
  'Ghosh',
  'Iyengar',
  'Jain',
  'Kapoor',
  'Naidu',
  'Pandey',
  'Rajan',
  'Saxena',
  'Trivedi',
  'Verma',
  'Yadav',
];

/** What the generated people do, per department, in turn. */
const GENERATED_ROLES: [DepartmentCode, string][] = [
  ['ENG', 'Software Engineer'],
  ['ENG', 'Support Engineer'],
  ['SALES', 'Account Executive'],
  ['SALES', 'Sales Associate'],
  ['FIN', 'Junior Accountant'],
  ['OPS', 'Office Assistant'],
  ['HR', 'HR Executive'],
  ['ENG', 'QA Engineer'],
  ['PAYOPS', 'Payroll Executive'],
  ['SALES', 'Account Executive'],
  ['ENG', 'Senior Software Engineer'],
];

const GENERATED_COUNT = 44;

function generated(): Named[] {
  return Array.from({ length: GENERATED_COUNT }, (_, i) => {
    const female = i % 2 === 0;
    const firsts = female ? FIRST_FEMALE : FIRST_MALE;
    const [dept, title] = GENERATED_ROLES[i % GENERATED_ROLES.length] as [DepartmentCode, string];
    return {
      first: firsts[Math.floor(i / 2) % firsts.length] as string,
      last: LAST[(i * 5) % LAST.length] as string,
      title,
      dept,
      gender: female ? 'female' : 'male',
      branch: i % 3 === 0 ? 'BLR' : 'MUM',
    };
  });
}

export const DEMO_PEOPLE: DemoPerson[] = [...NAMED, ...generated()].map((p, i) => ({
  ...p,
  // Small, fixed differences so that people with the same title are not paid to the rupee alike.
  monthlyGross: (GROSS_BY_TITLE[p.title] ?? 50_000) + ((i * 137) % 5) * 500,
}));

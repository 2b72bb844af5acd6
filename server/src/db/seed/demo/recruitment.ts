import type { JobApplicationStatus, JobPostingStatus } from '@hrms/contracts/recruitment';
import { slugify } from '../../../modules/recruitment/public';
import { addDays } from '../../../platform/dates';
import type { Tx } from '../../client';
import {
  jobApplicationInterviews,
  jobApplicationResumes,
  jobApplications,
  jobPostings,
} from '../../schema/recruitment';
import type { DepartmentCode } from './people';

type DemoApplicant = [first: string, last: string, status: JobApplicationStatus];

type DemoJob = {
  title: string;
  dept: DepartmentCode;
  status: JobPostingStatus;
  /** Days from today: posted (negative) and deadline. */
  postedDaysAgo: number | null;
  deadlineInDays: number;
  location: string;
  remote: boolean;
  type: 'full_time' | 'part_time' | 'contract' | 'internship';
  level: 'entry' | 'junior' | 'mid' | 'senior' | 'executive';
  salary: [number, number] | null;
  skills: string[];
  applicants: DemoApplicant[];
};

const JOBS: DemoJob[] = [
  {
    title: 'Senior Backend Engineer',
    dept: 'ENG',
    status: 'published',
    postedDaysAgo: 12,
    deadlineInDays: 30,
    location: 'Mumbai',
    remote: true,
    type: 'full_time',
    level: 'senior',
    salary: [2_400_000, 3_600_000],
    skills: ['TypeScript', 'PostgreSQL', 'Node.js'],
    applicants: [
      ['Aarav', 'Shah', 'applied'],
      ['Meera', 'Pillai', 'screening'],
      ['Kabir', 'Malhotra', 'interview'],
      ['Ishita', 'Bose', 'shortlisted'],
      ['Rohan', 'Deshpande', 'rejected'],
      ['Nikhil', 'Rao', 'hired'],
    ],
  },
  {
    title: 'Talent Acquisition Executive',
    dept: 'HR',
    status: 'published',
    postedDaysAgo: 5,
    deadlineInDays: 21,
    location: 'Mumbai',
    remote: false,
    type: 'full_time',
    level: 'junior',
    salary: [450_000, 650_000],
    skills: ['Sourcing', 'Interviewing'],
    applicants: [
      ['Sneha', 'Kulkarni', 'applied'],
      ['Farhan', 'Qureshi', 'applied'],
      ['Divya', 'Menon', 'screening'],
    ],
  },
  {
    title: 'Payroll Analyst',
    dept: 'PAYOPS',
    status: 'draft',
    postedDaysAgo: null,
    deadlineInDays: 45,
    location: 'Bengaluru',
    remote: false,
    type: 'full_time',
    level: 'mid',
    salary: [700_000, 1_000_000],
    skills: ['Payroll', 'PF and ESIC', 'Excel'],
    applicants: [],
  },
  {
    title: 'Sales Intern',
    dept: 'SALES',
    status: 'closed',
    postedDaysAgo: 60,
    deadlineInDays: -20,
    location: 'Bengaluru',
    remote: false,
    type: 'internship',
    level: 'entry',
    salary: null,
    skills: ['Communication'],
    applicants: [
      ['Tanvi', 'Joshi', 'shortlisted'],
      ['Aditya', 'Verma', 'rejected'],
    ],
  },
];

/** The smallest file that opens as a PDF: the demo résumés. */
const demoResume = (name: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n% Résumé of ${name}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
  );

/**
 * A few job postings in every status, with applications along the pipeline, each with a résumé; the one
 * in interview has an interview scheduled for next week.
 */
export async function seedDemoRecruitment(
  tx: Tx,
  companyId: number,
  deptIds: ReadonlyMap<string, number>,
  hrUserId: number,
  today: string,
) {
  for (const job of JOBS) {
    const [posting] = await tx
      .insert(jobPostings)
      .values({
        company_id: companyId,
        department_id: deptIds.get(job.dept) ?? null,
        title: job.title,
        slug: slugify(job.title),
        status: job.status,
        description: `${job.title} at Demo Industries: join a growing team building payroll and HR software for Indian companies.`,
        requirements: `Relevant experience for a ${job.level} role; ${job.skills.join(', ')}.`,
        benefits: 'Health insurance for the family, PF, 24 days of leave, learning budget',
        skills_required: job.skills,
        employment_type: job.type,
        experience_level: job.level,
        salary_min: job.salary ? job.salary[0].toFixed(2) : null,
        salary_max: job.salary ? job.salary[1].toFixed(2) : null,
        location: job.location,
        remote_allowed: job.remote,
        application_deadline: addDays(today, job.deadlineInDays),
        posted_date: job.postedDaysAgo === null ? null : addDays(today, -job.postedDaysAgo),
        closed_at: job.status === 'closed' ? new Date(`${addDays(today, -20)}T18:00:00+05:30`) : null,
        created_by: hrUserId,
      })
      .returning({ id: jobPostings.id });
    if (!posting || !job.applicants.length) continue;

    const applications = await tx
      .insert(jobApplications)
      .values(
        job.applicants.map(([first, last, status], i) => ({
          job_posting_id: posting.id,
          first_name: first,
          last_name: last,
          email: `${first}.${last}@example.com`.toLowerCase(),
          phone: `+91 99${String(10_000_000 + i * 271_829).padStart(8, '0')}`,
          cover_letter: `I would like to apply for the ${job.title} role.`,
          status,
          applied_at: new Date(`${addDays(today, -(job.postedDaysAgo ?? 0) + i + 1)}T10:00:00+05:30`),
          status_changed_at: status === 'applied' ? null : new Date(),
          status_changed_by: status === 'applied' ? null : hrUserId,
        })),
      )
      .returning({
        id: jobApplications.id,
        first_name: jobApplications.first_name,
        status: jobApplications.status,
      });
    await tx.insert(jobApplicationResumes).values(
      applications.map((a) => {
        const data = demoResume(a.first_name);
        return {
          job_application_id: a.id,
          filename: `${a.first_name.toLowerCase()}-resume.pdf`,
          content_type: 'application/pdf',
          size: data.length,
          data,
        };
      }),
    );
    const interviewing = applications.filter((a) => a.status === 'interview');
    if (interviewing.length) {
      await tx.insert(jobApplicationInterviews).values(
        interviewing.map((a) => ({
          job_application_id: a.id,
          interview_date: new Date(`${addDays(today, 7)}T11:00:00+05:30`),
          notes: 'Technical round with the platform team',
          scheduled_by: hrUserId,
        })),
      );
    }
  }
}

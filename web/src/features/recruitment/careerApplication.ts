import {
  type ApplicationForm,
  applicationForm,
  RECRUITMENT_MESSAGES,
  RESUME_EXTENSIONS,
  RESUME_MAX_BYTES,
} from '@hrms/contracts/recruitment';
import { z } from 'zod';

/**
 * The public application form of /careers/{slug}: the server's own schema for the text fields and its
 * résumé rules (pdf, doc or docx, at most 5 MB), so the visitor sees the server's messages before
 * uploading anything. The server checks all of it again, the résumé by its content.
 */
export type CareerApplicationValues = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  cover_letter: string;
  resume: File | null;
};

export type CareerApplicationPayload = ApplicationForm & { resume: File };

export const CAREER_APPLICATION_FIELDS: readonly string[] = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'cover_letter',
  'resume',
];

export const newCareerApplication = (): CareerApplicationValues => ({
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  cover_letter: '',
  resume: null,
});

/** What is wrong with a chosen résumé, or null: its type by the name's extension, then its size. */
export function resumeProblem(file: { name: string; size: number } | null): string | null {
  if (!file) return RECRUITMENT_MESSAGES.resumeRequired;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!file.name.includes('.') || !(RESUME_EXTENSIONS as readonly string[]).includes(extension)) {
    return RECRUITMENT_MESSAGES.resumeType;
  }
  if (file.size > RESUME_MAX_BYTES) return RECRUITMENT_MESSAGES.resumeTooLarge;
  return null;
}

const textFields = (values: CareerApplicationValues) => ({
  first_name: values.first_name,
  last_name: values.last_name,
  email: values.email,
  phone: values.phone,
  cover_letter: values.cover_letter,
});

export const careerApplicationForm: z.ZodType<CareerApplicationPayload, CareerApplicationValues> = z
  .object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string(),
    cover_letter: z.string(),
    resume: z.instanceof(File).nullable(),
  })
  .superRefine((values, ctx) => {
    const checked = applicationForm.safeParse(textFields(values));
    for (const issue of checked.success ? [] : checked.error.issues) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    }
    const problem = resumeProblem(values.resume);
    if (problem) ctx.addIssue({ code: 'custom', path: ['resume'], message: problem });
  })
  .transform((values) => ({
    ...applicationForm.parse(textFields(values)),
    resume: values.resume as File,
  }));

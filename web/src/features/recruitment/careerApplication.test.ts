import { installValidationMessages } from '@hrms/contracts/validation-messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { careerApplicationForm, newCareerApplication, resumeProblem } from './careerApplication';

beforeAll(() => installValidationMessages());

const MB = 1024 * 1024;
const pdf = new File(['%PDF-1.4'], 'Kavya Iyer CV.PDF', { type: 'application/pdf' });

describe('resumeProblem', () => {
  it('takes a pdf, doc or docx of at most 5 MB', () => {
    expect(resumeProblem({ name: 'cv.pdf', size: 5 * MB })).toBeNull();
    expect(resumeProblem({ name: 'cv.DOCX', size: 1000 })).toBeNull();
    expect(resumeProblem({ name: 'cv.doc', size: 1000 })).toBeNull();
  });

  it('refuses a missing, too large or other kind of file with the server’s words', () => {
    expect(resumeProblem(null)).toBe('A résumé is required');
    expect(resumeProblem({ name: 'cv.pdf', size: 5 * MB + 1 })).toBe(
      'The résumé may not be greater than 5 MB.',
    );
    expect(resumeProblem({ name: 'cv.png', size: 1000 })).toBe(
      'The résumé must be a file of type: pdf, doc, docx.',
    );
    expect(resumeProblem({ name: 'pdf', size: 1000 })).toBe(
      'The résumé must be a file of type: pdf, doc, docx.',
    );
  });
});

describe('career application form', () => {
  it('checks the text fields with the server’s schema and the résumé, all at once', () => {
    const result = careerApplicationForm.safeParse({ ...newCareerApplication(), email: 'kavya@' });
    expect(result.success).toBe(false);
    // The first message of each field, as react-hook-form shows it.
    const fields: Record<string, string> = {};
    for (const issue of result.error?.issues ?? []) fields[String(issue.path[0])] ??= issue.message;
    expect(fields).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      email: 'The email must be a valid email address.',
      phone: 'Phone is required',
      resume: 'A résumé is required',
    });
  });

  it('gives the payload: trimmed text, no empty cover letter, the file', () => {
    expect(
      careerApplicationForm.parse({
        first_name: ' Kavya ',
        last_name: 'Iyer',
        email: 'kavya@example.in ',
        phone: '+91 98200 12345',
        cover_letter: '  ',
        resume: pdf,
      }),
    ).toEqual({
      first_name: 'Kavya',
      last_name: 'Iyer',
      email: 'kavya@example.in',
      phone: '+91 98200 12345',
      cover_letter: null,
      resume: pdf,
    });
  });
});

import type { DocumentType } from '@hrms/contracts/documents';
import { describe, expect, it } from 'vitest';
import { mayEditType, typeForm, typeFormValues } from './typeForm';

const passport: DocumentType = {
  id: 3,
  company_id: null,
  code: 'passport',
  name: 'Passport',
  category: 'identity',
  has_expiry: true,
  employee_may_upload: true,
  is_active: true,
};

describe('the document type form', () => {
  it('starts a new type as an uploadable, active one without expiry', () => {
    expect(typeFormValues(null)).toEqual({
      name: '',
      category: 'other',
      has_expiry: false,
      employee_may_upload: true,
      is_active: true,
    });
    expect(typeFormValues(passport)).toMatchObject({
      name: 'Passport',
      category: 'identity',
      has_expiry: true,
    });
  });

  it('trims the name and asks for one', () => {
    expect(typeForm.parse({ ...typeFormValues(passport), name: '  Visa  ' }).name).toBe('Visa');
    const missing = typeForm.safeParse(typeFormValues(null));
    expect(missing.success).toBe(false);
    expect(missing.error?.issues[0]?.message).toBe('The name is required.');
  });
});

describe('mayEditType', () => {
  it('leaves shared types to super admins', () => {
    expect(mayEditType(passport, false)).toBe(false);
    expect(mayEditType(passport, true)).toBe(true);
    expect(mayEditType({ company_id: 1 }, false)).toBe(true);
  });
});

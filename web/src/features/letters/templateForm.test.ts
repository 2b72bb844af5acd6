import type { LetterTemplate } from '@hrms/contracts/letters';
import { describe, expect, it } from 'vitest';
import {
  documentTypeAfterKindChange,
  kindDocumentType,
  mayEditTemplate,
  templateForm,
  templateFormValues,
} from './templateForm';

const offer: LetterTemplate = {
  id: 4,
  company_id: null,
  code: 'offer',
  name: 'Offer letter',
  kind: 'offer',
  subject: 'Offer of employment',
  body: 'Dear {{employee.first_name}},\n\n{{salary.breakup}}',
  requires_approval: true,
  document_type: { id: 11, name: 'Offer letter' },
  is_active: true,
  fields: ['employee.first_name', 'salary.breakup'],
  updated_at: '2026-12-01T10:00:00Z',
};

const types = [
  { id: 11, code: 'offer_letter' },
  { id: 12, code: 'appointment_letter' },
  { id: 17, code: 'company_letter' },
  { id: 30, code: null },
];

describe('the template form', () => {
  it('starts a new template as an active letter of kind Other needing no approval', () => {
    expect(templateFormValues(null)).toEqual({
      name: '',
      kind: 'other',
      subject: '',
      body: '',
      document_type_id: '',
      requires_approval: false,
      is_active: true,
    });
  });

  it('fills in a template’s values, its document type as the select holds it', () => {
    expect(templateFormValues(offer)).toMatchObject({ kind: 'offer', document_type_id: '11' });
  });

  it('sends trimmed text and the document type as a number', () => {
    expect(templateForm.parse({ ...templateFormValues(offer), name: '  Offer (sales)  ' })).toEqual({
      name: 'Offer (sales)',
      kind: 'offer',
      subject: 'Offer of employment',
      body: offer.body,
      document_type_id: 11,
      requires_approval: true,
      is_active: true,
    });
  });

  it('asks for a name, subject, text and document type', () => {
    const result = templateForm.safeParse(templateFormValues(null));
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['name', 'The name is required.'],
      ['subject', 'The subject is required.'],
      ['body', 'Write the letter’s text.'],
      ['document_type_id', 'Choose the document type the letter is filed under.'],
    ]);
  });

  it('refuses unknown merge fields and a table sharing its line, as the server does', () => {
    const body = (text: string) =>
      templateForm.safeParse({ ...templateFormValues(offer), body: text }).error?.issues[0]?.message;
    expect(body('Dear {{employee.nickname}}')).toBe('Unknown merge field: {{employee.nickname}}.');
    expect(body('Pay: {{salary.breakup}}')).toBe(
      'Write {{salary.breakup}} alone on its own line: it prints a table.',
    );
  });
});

describe('the document type a kind is filed under', () => {
  it('is the seeded type of the kind, or none', () => {
    expect(kindDocumentType('offer', types)).toBe('11');
    expect(kindDocumentType('increment', types)).toBe('');
  });

  it('follows the kind until the user chooses another', () => {
    expect(documentTypeAfterKindChange('', 'other', 'offer', types)).toBe('11');
    expect(documentTypeAfterKindChange('17', 'other', 'appointment', types)).toBe('12');
    expect(documentTypeAfterKindChange('30', 'other', 'offer', types)).toBe('30');
    expect(documentTypeAfterKindChange('11', 'offer', 'increment', types)).toBe('11');
  });
});

describe('mayEditTemplate', () => {
  it('leaves shared templates to super admins', () => {
    expect(mayEditTemplate(offer, false)).toBe(false);
    expect(mayEditTemplate(offer, true)).toBe(true);
    expect(mayEditTemplate({ company_id: 2 }, false)).toBe(true);
  });
});

import type { MyProfile } from '@hrms/contracts/profile';
import { installValidationMessages } from '@hrms/contracts/validation-messages';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  boxOf,
  changesForm,
  initialInputs,
  inputNames,
  proofProblem,
  proofRequired,
  requestForm,
  requestFormData,
} from './profileForm';

beforeAll(installValidationMessages);

const address = {
  line1: '12 MG Road',
  line2: null,
  city: 'Bengaluru',
  state: 'Karnataka',
  postal_code: '560001',
};
const values: MyProfile['values'] = {
  first_name: 'Priya',
  last_name: 'Nair',
  date_of_birth: '1992-04-18',
  gender: 'female',
  marital_status: null,
  blood_group: 'O+',
  personal_email: null,
  personal_phone: '+91 98450 12345',
  current_address: address,
  permanent_address: null,
  emergency_contact: null,
  pan: 'XXXXXX234F',
  bank_account: { account_number: 'XXXX1234', ifsc: 'HDFC0001234' },
};

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const pdf = (bytes = 10, name = 'proof.pdf') =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

describe('initialInputs', () => {
  it('fills the boxes with what is on file, an empty box for nothing, and numbers left to type', () => {
    expect(
      initialInputs(
        ['first_name', 'marital_status', 'current_address', 'permanent_address', 'pan', 'bank_account'],
        values,
      ),
    ).toEqual({
      first_name: 'Priya',
      marital_status: '',
      current_address: {
        line1: '12 MG Road',
        line2: '',
        city: 'Bengaluru',
        state: 'Karnataka',
        postal_code: '560001',
      },
      permanent_address: { line1: '', line2: '', city: '', state: '', postal_code: '' },
      pan: '',
      bank_account: { account_number: '', ifsc: '' },
    });
  });
});

describe('inputNames', () => {
  it('names each box as the server keys its messages', () => {
    expect(inputNames(['blood_group', 'emergency_contact', 'bank_account'])).toEqual([
      'changes.blood_group',
      'changes.emergency_contact.name',
      'changes.emergency_contact.relationship',
      'changes.emergency_contact.phone',
      'changes.bank_account.account_number',
      'changes.bank_account.ifsc',
    ]);
  });
});

describe('boxOf', () => {
  it("puts a message under its box, a whole field's under the field's first box", () => {
    const box = boxOf(inputNames(['bank_account', 'pan']));
    expect(box('changes.pan')).toBe('changes.pan');
    expect(box('changes.bank_account.ifsc')).toBe('changes.bank_account.ifsc');
    expect(box('changes.bank_account')).toBe('changes.bank_account.account_number');
    expect(box('document')).toBe('document');
  });
});

describe('changesForm', () => {
  const form = changesForm(['personal_email', 'blood_group', 'permanent_address']);

  it('clears an optional field left empty, an address whose boxes are all empty among them', () => {
    const parsed = form.safeParse({
      changes: {
        personal_email: '  ',
        blood_group: 'B+',
        permanent_address: { line1: '', line2: ' ', city: '', state: '', postal_code: '' },
      },
    });
    expect(parsed.data).toEqual({
      changes: { personal_email: null, blood_group: 'B+', permanent_address: null },
    });
  });

  it("checks each box by the contract's rule, its message under the box", () => {
    const parsed = form.safeParse({
      changes: {
        personal_email: 'priya@',
        blood_group: '',
        permanent_address: {
          line1: '4 Beach Road',
          line2: '',
          city: 'Kochi',
          state: '',
          postal_code: '06820',
        },
      },
    });
    expect(issues(parsed)).toEqual({
      'changes.personal_email': 'The personal email must be a valid email address.',
      'changes.permanent_address.state': 'The state field is required.',
      'changes.permanent_address.postal_code': 'The PIN code must be six digits, like 560001.',
    });
  });

  it('never clears a field the record must have', () => {
    expect(issues(changesForm(['first_name']).safeParse({ changes: { first_name: ' ' } }))).toEqual({
      'changes.first_name': 'The first name field is required.',
    });
  });
});

describe('proofProblem and proofRequired', () => {
  it('asks for a proof where one is required, and refuses a large or unknown file', () => {
    expect(proofProblem(null, true)).toBe('Attach a proof for this change (PDF, JPEG or PNG).');
    expect(proofProblem(null, false)).toBeNull();
    expect(proofProblem(pdf(), true)).toBeNull();
    expect(proofProblem(pdf(6 * 1024 * 1024), true)).toBe('The proof may not be larger than 5 MB.');
    expect(proofProblem(pdf(10, 'proof.docx'), false)).toBe('The proof must be a PDF, JPEG or PNG file.');
    expect(proofProblem(pdf(10, 'CHEQUE.JPG'), true)).toBeNull();
  });

  it('wants a proof for a sensitive field only', () => {
    expect(proofRequired(['bank_account'])).toBe(true);
    expect(proofRequired(['gender', 'blood_group'])).toBe(false);
  });
});

describe('requestForm and requestFormData', () => {
  it('turns the dialog into the request, the IFSC in capitals and an empty reason left out', () => {
    const parsed = requestForm(['bank_account']).safeParse({
      changes: { bank_account: { account_number: '5010 0123 4567', ifsc: 'hdfc0001234' } },
      reason: ' ',
      document: pdf(),
    });
    expect(parsed.data).toEqual({
      changes: { bank_account: { account_number: '501001234567', ifsc: 'HDFC0001234' } },
      reason: null,
      document: expect.any(File),
    });
  });

  it("reports a missing proof with the fields' own problems", () => {
    const parsed = requestForm(['pan']).safeParse({ changes: { pan: 'ABC' }, reason: '', document: null });
    expect(issues(parsed)).toEqual({
      'changes.pan': 'The PAN must be five letters, four digits and a letter, like ABCDE1234F.',
      document: 'Attach a proof for this change (PDF, JPEG or PNG).',
    });
  });

  it('sends the changes as a JSON text beside the reason and the proof', () => {
    const proof = pdf();
    const form = requestFormData({
      changes: { pan: 'ABCDE1234F' },
      reason: 'Name on PAN corrected',
      document: proof,
    });
    expect(form.get('changes')).toBe('{"pan":"ABCDE1234F"}');
    expect(form.get('reason')).toBe('Name on PAN corrected');
    expect((form.get('document') as File).name).toBe('proof.pdf');
    const bare = requestFormData({ changes: { blood_group: 'A+' }, reason: null, document: null });
    expect([...bare.keys()]).toEqual(['changes']);
  });
});

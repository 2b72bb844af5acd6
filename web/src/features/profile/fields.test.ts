import { PROFILE_FIELDS } from '@hrms/contracts/profile';
import { describe, expect, it } from 'vitest';
import { editableFields, fieldOffer, inSentence, modeOptions, PROFILE_SECTIONS, proofHint } from './fields';

describe('PROFILE_SECTIONS', () => {
  it('shows every field of the profile exactly once', () => {
    expect(PROFILE_SECTIONS.flatMap((section) => section.fields).sort()).toEqual([...PROFILE_FIELDS].sort());
  });
});

describe('fieldOffer', () => {
  it("offers what the field's mode lets the employee do", () => {
    expect(fieldOffer('blood_group', 'edit', false)).toEqual({ kind: 'edit' });
    expect(fieldOffer('gender', 'request', false)).toEqual({ kind: 'request', disabled: false });
    expect(fieldOffer('pan', 'hr_only', false)).toEqual({ kind: 'hr_only' });
  });

  it('holds a new request back while one waits', () => {
    expect(fieldOffer('bank_account', 'request', true)).toEqual({ kind: 'request', disabled: true });
    expect(fieldOffer('blood_group', 'edit', true)).toEqual({ kind: 'edit' });
  });

  it('never lets a sensitive field change at once, whatever the policy says', () => {
    expect(fieldOffer('bank_account', 'edit', false)).toEqual({ kind: 'request', disabled: false });
  });
});

describe('editableFields', () => {
  it("keeps the section's fields the employee edits at once", () => {
    expect(
      editableFields(['first_name', 'gender', 'blood_group', 'marital_status'], {
        first_name: 'edit',
        gender: 'request',
        blood_group: 'edit',
      }),
    ).toEqual(['blood_group']);
  });
});

describe('modeOptions', () => {
  it('offers a sensitive field only by request or by HR', () => {
    expect(modeOptions('pan').map((o) => o.value)).toEqual(['request', 'hr_only']);
    expect(modeOptions('blood_group')).toEqual([
      { value: 'edit', label: 'Employee edits' },
      { value: 'request', label: 'Employee requests, HR approves' },
      { value: 'hr_only', label: 'HR only' },
    ]);
  });
});

describe('proofHint and inSentence', () => {
  it('says what proof a sensitive field wants', () => {
    expect(proofHint('bank_account')).toMatch(/cancelled cheque or a passbook/);
    expect(proofHint('pan')).toBe('Your PAN card.');
    expect(proofHint('current_address')).toMatch(/^An address proof/);
    expect(proofHint('last_name')).toMatch(/^An ID proof/);
    expect(proofHint('blood_group')).toBeNull();
  });

  it('writes a label inside a sentence, an acronym as it is', () => {
    expect(inSentence('Bank account')).toBe('bank account');
    expect(inSentence('PAN')).toBe('PAN');
  });
});

import type { EmployeeDetail } from '@hrms/contracts/employees';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { DateField } from '@/components/ui/DateField';
import { DetailItem, DetailList } from '@/components/ui/DetailList';
import { FieldGroup, FieldsetCard } from '@/components/ui/FieldsetCard';
import { identityNumber, MASKED_NOTE, MaskedNote, MaskedValue } from '@/components/ui/MaskedIdentity';
import { SectionCard } from '@/components/ui/SectionCard';
import { TextField } from '@/components/ui/TextField';
import { formatDate, formatNumber } from '@/lib/format';
import type { EmployeeFormValues } from '../employeeForm';
import { aadhaarOnFile, aadhaarShort, yesNo } from '../statutory';

/** The employee page's "Statutory details" card, masked as the API gives it. */
export function StatutoryDetailsCard({ employee: e }: { employee: EmployeeDetail }) {
  const masked = e.statutory_masked;
  return (
    <SectionCard title="Statutory details">
      {masked ? <MaskedNote /> : null}
      <DetailList>
        <DetailItem label="PAN">{identityNumber(e.pan, masked)}</DetailItem>
        {/* Never whole, whoever looks: "••••1234". */}
        <DetailItem label="Aadhaar">{identityNumber(aadhaarShort(e.aadhaar_last4), true)}</DetailItem>
        <DetailItem label="UAN">{identityNumber(e.uan, masked)}</DetailItem>
        <DetailItem label="Name as per UAN">{e.pf_name}</DetailItem>
        <DetailItem label="PF Member ID">{identityNumber(e.pf_member_id, masked)}</DetailItem>
        <DetailItem label="ESIC IP Number">{identityNumber(e.esic_ip_number, masked)}</DetailItem>
        <DetailItem label="Bank Account Number">{identityNumber(e.bank_account_number, masked)}</DetailItem>
        <DetailItem label="IFSC">{identityNumber(e.bank_ifsc, false)}</DetailItem>
        <DetailItem label="Person with Disability">{yesNo(e.person_with_disability)}</DetailItem>
        <DetailItem label="EPF Joined On">{e.epf_joined_on ? formatDate(e.epf_joined_on) : null}</DetailItem>
        <DetailItem label="Member of EPS Before">{yesNo(e.eps_member_before)}</DetailItem>
        <DetailItem label="PF on Full Basic">{yesNo(e.pf_on_full_basic)}</DetailItem>
        <DetailItem label="Paid Overtime">{yesNo(e.overtime_eligible)}</DetailItem>
        <DetailItem label="VPF">
          {e.vpf_percentage ? `${formatNumber(e.vpf_percentage)}%` : 'None'}
        </DetailItem>
      </DetailList>
    </SectionCard>
  );
}

type StatutoryFieldsProps = {
  register: UseFormRegister<EmployeeFormValues>;
  errors: FieldErrors<EmployeeFormValues>;
  /** The record being edited; absent on create. */
  employee?: EmployeeDetail;
};

/**
 * The "Statutory details" part of the employee create and edit forms. Aadhaar is write-only: the input
 * starts empty, and empty keeps the number on file. A viewer who sees the numbers only masked gets them
 * shown where their inputs would be, not editable; the form leaves them out of the request
 * (withoutMaskedIdentity), so saving cannot overwrite them.
 */
export function StatutoryFields({ register, errors, employee }: StatutoryFieldsProps) {
  const masked = employee?.statutory_masked === true;
  const last4 = employee?.aadhaar_last4;
  const code = { autoComplete: 'off', spellCheck: false } as const;
  const digits = { ...code, inputMode: 'numeric' } as const;
  return (
    <FieldsetCard
      legend="Statutory details"
      description="For PF, ESIC, income tax and the salary transfer. Leave a number empty while the employee has none."
    >
      {masked ? <MaskedNote>{`${MASKED_NOTE} Saving this form leaves them as they are.`}</MaskedNote> : null}
      <FieldGroup legend="Identity numbers">
        {masked ? (
          <div className="grid gap-5 sm:grid-cols-2">
            <MaskedValue label="PAN" value={employee?.pan} />
            <MaskedValue label="Aadhaar" value={last4 ? aadhaarOnFile(last4) : null} />
            <MaskedValue label="UAN" value={employee?.uan} />
            <MaskedValue label="PF Member ID" value={employee?.pf_member_id} />
            <MaskedValue label="ESIC IP Number" value={employee?.esic_ip_number} />
          </div>
        ) : (
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="PAN"
              hint="Like ABCDE1234F."
              maxLength={10}
              className="uppercase"
              error={errors.pan?.message}
              {...code}
              {...register('pan')}
            />
            <TextField
              label="Aadhaar"
              hint={
                last4
                  ? `Aadhaar on file: ${aadhaarOnFile(last4)}. Leave empty to keep it, or type a new number to replace it.`
                  : '12 digits. Only the last four digits are kept.'
              }
              error={errors.aadhaar?.message}
              {...digits}
              {...register('aadhaar')}
            />
            <TextField
              label="UAN"
              hint="12 digits; the last is a check digit."
              error={errors.uan?.message}
              {...digits}
              {...register('uan')}
            />
            <TextField
              label="PF Member ID"
              hint="Like MHBAN00000640000000125."
              className="uppercase"
              error={errors.pf_member_id?.message}
              {...code}
              {...register('pf_member_id')}
            />
            <TextField
              label="ESIC IP Number"
              hint="10 digits."
              error={errors.esic_ip_number?.message}
              {...digits}
              {...register('esic_ip_number')}
            />
          </div>
        )}
      </FieldGroup>
      <FieldGroup legend="Bank account">
        <div className="grid gap-5 sm:grid-cols-2">
          {masked ? (
            <MaskedValue label="Bank Account Number" value={employee?.bank_account_number} />
          ) : (
            <TextField
              label="Bank Account Number"
              hint="9 to 18 digits."
              error={errors.bank_account_number?.message}
              {...digits}
              {...register('bank_account_number')}
            />
          )}
          <TextField
            label="IFSC"
            hint="Like HDFC0001234."
            maxLength={11}
            className="uppercase"
            error={errors.bank_ifsc?.message}
            {...code}
            {...register('bank_ifsc')}
          />
        </div>
      </FieldGroup>
      <FieldGroup legend="Provident fund and ESIC">
        <div className="grid gap-5 sm:grid-cols-2">
          <DateField
            label="EPF Joined On"
            hint="When the employee first joined EPF (for the EPS rule)."
            error={errors.epf_joined_on?.message}
            {...register('epf_joined_on')}
          />
          <TextField
            label="Name as per UAN"
            autoComplete="off"
            maxLength={85}
            hint="As EPFO records it; the ECR uses it instead of the name above. Letters, spaces, dots and hyphens."
            error={errors.pf_name?.message}
            {...register('pf_name')}
          />
          <TextField
            label="VPF (%)"
            inputMode="decimal"
            autoComplete="off"
            hint="Voluntary PF, as a percentage of PF wages above the statutory 12%; no employer share."
            error={errors.vpf_percentage?.message}
            {...register('vpf_percentage')}
          />
          <CheckboxField
            label="PF on full basic"
            hint="Contribute on the whole basic and DA rather than up to the PF wage ceiling."
            error={errors.pf_on_full_basic?.message}
            {...register('pf_on_full_basic')}
          />
          <CheckboxField
            label="Member of EPS before"
            hint="Was in the pension scheme before joining; otherwise someone who joined above the wage ceiling since September 2014 gets no EPS."
            error={errors.eps_member_before?.message}
            {...register('eps_member_before')}
          />
          <CheckboxField
            label="Person with disability"
            hint="ESIC then covers wages up to its higher ceiling for persons with disability."
            error={errors.person_with_disability?.message}
            {...register('person_with_disability')}
          />
          <CheckboxField
            label="Paid overtime"
            hint="A worker is paid for work beyond the day's and the week's hours; clear it for managerial and supervisory staff and trainees."
            why="The OSH Code, 2020, s.2(1)(zs): who is a worker; it leaves out those employed mainly in a managerial or administrative capacity, supervisors above the notified wage, and apprentices."
            error={errors.overtime_eligible?.message}
            {...register('overtime_eligible')}
          />
        </div>
      </FieldGroup>
    </FieldsetCard>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import {
  COST_CENTRE_BASES,
  COST_CENTRE_BASIS_LABELS,
  EXPENSE_LEDGERS,
  LEDGER_KEYS,
  LEDGER_LABELS,
  type LedgerKey,
  type LedgerMapping,
  LIABILITY_LEDGERS,
  ledgerMappingRequest,
  type PayrollJournalFormat,
} from '@hrms/contracts/payroll-journal';
import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '@/components/ui/Button';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { PageHeader } from '@/components/ui/PageHeader';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { SectionCard } from '@/components/ui/SectionCard';
import { SelectField } from '@/components/ui/SelectField';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { TextField } from '@/components/ui/TextField';
import { useChosenCompany } from '@/features/organisation';
import { payingPeriod, processYears, yearOptions } from '@/features/payroll';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { saveFile } from '@/lib/download';
import { formatDateTime } from '@/lib/format';
import { formFailure } from '@/lib/formFailure';
import { MONTH_NAMES, MONTH_OPTIONS } from '@/lib/months';
import { useCan } from '@/lib/useCan';
import { useDownloadJournal, useLedgerMapping, useSaveLedgerMapping } from '../api';

type FormInput = z.input<typeof ledgerMappingRequest>;
type FormOutput = z.output<typeof ledgerMappingRequest>;

const DOWNLOADS: { format: PayrollJournalFormat; label: string }[] = [
  { format: 'tally', label: 'Tally XML' },
  { format: 'csv', label: 'CSV' },
];
const BASIS_OPTIONS = COST_CENTRE_BASES.map((b) => ({ value: b, label: COST_CENTRE_BASIS_LABELS[b] }));
const EARNING_LEDGERS = EXPENSE_LEDGERS.filter((k) => k.startsWith('earning_'));
const EMPLOYER_LEDGERS = EXPENSE_LEDGERS.filter((k) => k.startsWith('employer_'));
/** Every field a server error may name; any other goes to the banner. */
const ERROR_FIELDS = [
  'cost_centre_basis',
  'tally_company',
  'voucher_type',
  'cost_category',
  ...LEDGER_KEYS.map((k) => `ledgers.${k}`),
];

const toForm = (m: LedgerMapping): FormInput => ({
  cost_centre_basis: m.cost_centre_basis,
  tally_company: m.tally_company ?? '',
  voucher_type: m.voucher_type,
  cost_category: m.cost_category,
  ledgers: m.ledgers,
});

/**
 * /ledger-mapping: the company's ledger names for the payroll journal, mapped once, and the month's journal
 * as Tally's import file or a CSV for other ledgers. Who downloads payroll reports sees the mapping; who keeps
 * the payroll settings changes it.
 */
export function LedgerMappingPage() {
  const { superAdmin, companies, companyId, ready, picker } = useChosenCompany();
  const mapping = useLedgerMapping(companyId, ready);
  const canDownload = useCan('generate-payroll-reports');

  return (
    <>
      <PageHeader
        title="Ledger Mapping"
        description="Post each month's payroll to the books: map the journal's lines to your ledgers once, then download the month's journal voucher for Tally or as a CSV."
      />
      <div className="space-y-6">
        {picker}
        {superAdmin && companies.data?.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-white p-5 text-sm text-slate-600">
            There is no company yet: add one to map its ledgers.
          </p>
        ) : null}
        {canDownload ? <JournalDownloads companyId={companyId} /> : null}
        <QueryFrame
          query={mapping}
          failure="Failed to load the ledger mapping"
          loadingLabel="Loading the ledger mapping..."
        >
          {(data) => <MappingForm key={data.company_id} mapping={data} companyId={companyId} />}
        </QueryFrame>
      </div>
    </>
  );
}

function JournalDownloads({ companyId }: { companyId: number | null }) {
  const paying = payingPeriod();
  const [month, setMonth] = useState(String(paying.month));
  const [year, setYear] = useState(String(paying.year));
  const download = useDownloadJournal();
  const fetchFile = (format: PayrollJournalFormat) =>
    download.mutate(
      { company_id: companyId, month: Number(month), year: Number(year), format },
      {
        onSuccess: ({ blob, filename }) =>
          saveFile(
            blob,
            filename ??
              `payroll-journal-${year}-${month.padStart(2, '0')}.${format === 'tally' ? 'tally.xml' : 'csv'}`,
          ),
      },
    );
  const busy = download.isPending ? download.variables?.format : null;

  return (
    <SectionCard
      title="The month's journal"
      description={`One journal voucher of the month's approved and paid payroll, dated the month's last day. ${MONTH_NAMES[Number(month) - 1]} ${year} is chosen.`}
    >
      <ErrorBanner message={download.error ? download.error.message : null} onDismiss={download.reset} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Month"
          options={MONTH_OPTIONS}
          value={month}
          onChange={(e) => {
            download.reset();
            setMonth(e.target.value);
          }}
        />
        <SelectField
          label="Year"
          options={yearOptions(processYears(paying.year))}
          value={year}
          onChange={(e) => {
            download.reset();
            setYear(e.target.value);
          }}
        />
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        {DOWNLOADS.map(({ format, label }) => (
          <Button
            key={format}
            type="button"
            variant="secondary"
            loading={busy === format}
            disabled={download.isPending}
            onClick={() => fetchFile(format)}
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            {label}
          </Button>
        ))}
      </div>
    </SectionCard>
  );
}

function MappingForm({ mapping, companyId }: { mapping: LedgerMapping; companyId: number | null }) {
  const canManage = useCan('manage-payroll-settings');
  const save = useSaveLedgerMapping();
  const [saved, setSaved] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(ledgerMappingRequest),
    defaultValues: toForm(mapping),
    mode: 'onTouched',
  });
  useEffect(() => reset(toForm(mapping)), [mapping, reset]);

  const onSubmit = handleSubmit((values) => {
    setSaved(null);
    save.mutate(
      { ...values, ...(companyId ? { company_id: companyId } : {}) },
      {
        onSuccess: (answer) => setSaved(answer.message),
        onError: (error) => applyServerErrors(setError, error, { fields: ERROR_FIELDS }),
      },
    );
  });
  const ledgerField = (key: LedgerKey) => (
    <TextField
      key={key}
      label={LEDGER_LABELS[key]}
      required
      autoComplete="off"
      maxLength={100}
      error={errors.ledgers?.[key]?.message}
      {...register(`ledgers.${key}`)}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Ledger mapping" className="space-y-6">
      <SuccessBanner message={saved} onDismiss={() => setSaved(null)} />
      <ErrorBanner
        message={formFailure(save.error, ERROR_FIELDS, 'Failed to save the ledger mapping')}
        onDismiss={save.reset}
      />
      {!mapping.saved ? (
        <p
          className="rounded-lg border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-900"
          role="status"
        >
          These are the default ledger names. Change them to the names in your books
          {canManage ? ' and save' : ''}: a ledger the journal names must exist in Tally before the import.
        </p>
      ) : null}
      <fieldset disabled={!canManage || save.isPending} className="min-w-0 space-y-6">
        <legend className="sr-only">Ledger mapping</legend>
        <SectionCard
          title="Voucher"
          description="The voucher type and cost category as your Tally company names them, and where the salary expense's cost centres come from."
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              label="Voucher type"
              required
              autoComplete="off"
              maxLength={100}
              error={errors.voucher_type?.message}
              {...register('voucher_type')}
            />
            <TextField
              label="Company name in Tally"
              autoComplete="off"
              maxLength={100}
              hint="Blank: the company open in Tally takes the import."
              error={errors.tally_company?.message}
              {...register('tally_company')}
            />
            <SelectField
              label="Cost centres by"
              required
              options={BASIS_OPTIONS}
              hint="Each cost centre must exist in Tally under the cost category below."
              error={errors.cost_centre_basis?.message}
              {...register('cost_centre_basis')}
            />
            <TextField
              label="Cost category"
              required
              autoComplete="off"
              maxLength={100}
              error={errors.cost_category?.message}
              {...register('cost_category')}
            />
          </div>
        </SectionCard>
        <SectionCard
          title="Salary expense"
          description="Debited, split by cost centre: each earning of the month's runs. Earnings sharing a ledger are added together."
        >
          <div className="grid gap-5 sm:grid-cols-2">{EARNING_LEDGERS.map(ledgerField)}</div>
        </SectionCard>
        <SectionCard
          title="Employer contributions"
          description="Debited, split by cost centre: what the employer pays on top of gross. (Gratuity is not provided for monthly: it is paid at the full and final settlement.)"
        >
          <div className="grid gap-5 sm:grid-cols-2">{EMPLOYER_LEDGERS.map(ledgerField)}</div>
        </SectionCard>
        <SectionCard
          title="Liabilities"
          description="Credited, without cost centres: what is owed to the employees, the funds and the tax authorities. An expense cannot share a liability's ledger."
        >
          <div className="grid gap-5 sm:grid-cols-2">{LIABILITY_LEDGERS.map(ledgerField)}</div>
        </SectionCard>
      </fieldset>
      <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-slate-500">
          {mapping.updated_at ? `Last changed ${formatDateTime(mapping.updated_at)}` : null}
        </p>
        {canManage ? (
          <Button type="submit" loading={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save mapping'}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

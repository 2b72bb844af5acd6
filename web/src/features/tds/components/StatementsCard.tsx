import type { TdsStatement, TdsStatementForm } from '@hrms/contracts/tax-year';
import { Download } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { DateField } from '@/components/ui/DateField';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { QueryFrame } from '@/components/ui/QueryFrame';
import { ScrollFrame } from '@/components/ui/ScrollFrame';
import { SectionCard } from '@/components/ui/SectionCard';
import { SelectField } from '@/components/ui/SelectField';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { TextField } from '@/components/ui/TextField';
import { QUARTER_NAMES } from '@/features/form16';
import { statementFormOf, useStatute } from '@/features/statute';
import { ApiError, errorMessage } from '@/lib/api';
import { saveFile } from '@/lib/download';
import { formatDate } from '@/lib/format';
import { useDownloadCorrection, useRecordTdsStatement, useTdsStatements } from '../api';

const QUARTERS = [1, 2, 3, 4];

/**
 * The year's quarterly statements as filed (Form 24Q to 2025-26, Form 138 from 2026-27): each quarter's
 * receipt number and filing date against its due date, and a form to record what the portal gave back
 * (recording a quarter again corrects it). The certificates' Part A prints these receipt numbers. A filed
 * Form 24Q quarter downloads its correction statement: the product keeps the statement as filed with its
 * receipt and corrects each deductee whose PAN or amounts differ now.
 */
export function StatementsCard({ taxYear }: { taxYear: string }) {
  const statute = useStatute(taxYear);
  const statements = useTdsStatements(taxYear);
  const record = useRecordTdsStatement();
  const correction = useDownloadCorrection();
  const [quarter, setQuarter] = useState('1');
  const [receipt, setReceipt] = useState('');
  const [filedOn, setFiledOn] = useState('');
  const formName = statute.data?.forms.quarterly_statement ?? 'quarterly statement';
  const fieldError = (field: string) =>
    record.error instanceof ApiError ? record.error.errors?.[field]?.[0] : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!statute.data) return;
    record.mutate(
      {
        tax_year: taxYear,
        quarter: Number(quarter),
        form: statementFormOf(statute.data) as TdsStatementForm,
        receipt_number: receipt,
        filed_on: filedOn,
      },
      { onSuccess: () => setReceipt('') },
    );
  };

  return (
    <SectionCard
      title={`${formName} filed`}
      description={`Each quarter's statement as filed, with the receipt number the portal gave: the certificates quote it in Part A.`}
    >
      <div className="space-y-4">
        <QueryFrame
          query={statements}
          failure="Failed to fetch the filed statements"
          loadingLabel="Loading statements..."
        >
          {(rows) => (
            <ScrollFrame label={`Quarterly statements of ${taxYear}`}>
              <table className="min-w-full divide-y divide-slate-200 text-sm">
                <caption className="sr-only">Quarterly statements of {taxYear}</caption>
                <thead className="text-left text-xs font-medium uppercase text-slate-500">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      Quarter
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Receipt number
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Filed on
                    </th>
                    <th scope="col" className="px-3 py-2">
                      Due by
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {QUARTERS.map((q) => {
                    const filed = rows.find((r: TdsStatement) => r.quarter === q);
                    return (
                      <tr key={q}>
                        <td className="px-3 py-2 whitespace-nowrap">{QUARTER_NAMES[q]}</td>
                        <td className="px-3 py-2">
                          <span className="font-mono">{filed?.receipt_number ?? 'Not recorded'}</span>
                          {/* A filed 24Q quarter's correction, under its receipt (no column of its own: phones). */}
                          {filed?.form === '24Q' ? (
                            <div className="-ml-3">
                              <Button
                                variant="ghost"
                                size="sm"
                                icon={Download}
                                loading={correction.isPending && correction.variables === filed.id}
                                aria-label={`Download the correction statement of ${QUARTER_NAMES[q]}`}
                                onClick={() =>
                                  correction.mutate(filed.id, {
                                    onSuccess: (file) =>
                                      saveFile(file.blob, file.filename ?? 'correction.txt'),
                                  })
                                }
                              >
                                Correction (.txt)
                              </Button>
                            </div>
                          ) : null}
                        </td>
                        <td className="px-3 py-2 whitespace-nowrap">
                          {filed ? formatDate(filed.filed_on) : '—'}
                          {filed?.late ? (
                            <Badge tone="red" className="ml-2">
                              Late
                            </Badge>
                          ) : null}
                        </td>
                        <td className="px-3 py-2 whitespace-nowrap">
                          {filed?.due_on ? formatDate(filed.due_on) : '—'}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </ScrollFrame>
          )}
        </QueryFrame>
        <SuccessBanner
          message={
            record.isSuccess
              ? `${formName} for Q${record.data.tds_statement.quarter} recorded: receipt ${record.data.tds_statement.receipt_number}.`
              : null
          }
          onDismiss={record.reset}
        />
        <ErrorBanner
          message={record.isError ? errorMessage(record.error, 'Failed to record the statement') : null}
        />
        <ErrorBanner
          message={
            correction.isError
              ? [
                  errorMessage(correction.error, 'Failed to produce the correction statement'),
                  ...(correction.error instanceof ApiError
                    ? (correction.error.errors?.correction ?? [])
                    : []),
                ].join(' ')
              : null
          }
          onDismiss={correction.reset}
        />
        <form
          className="grid gap-3 sm:grid-cols-4 sm:items-end"
          onSubmit={submit}
          aria-label={`Record a filed ${formName}`}
        >
          <SelectField
            label="Quarter"
            value={quarter}
            onChange={(event) => setQuarter(event.target.value)}
            options={QUARTERS.map((q) => ({ value: String(q), label: QUARTER_NAMES[q] ?? `Q${q}` }))}
          />
          <TextField
            label="Receipt number"
            value={receipt}
            required
            autoComplete="off"
            hint="8 letters, or the 15-digit token."
            error={fieldError('receipt_number')}
            onChange={(event) => setReceipt(event.target.value.toUpperCase())}
          />
          <DateField
            label="Filed on"
            value={filedOn}
            required
            error={fieldError('filed_on') ?? fieldError('form')}
            onChange={(event) => setFiledOn(event.target.value)}
          />
          <Button type="submit" loading={record.isPending} disabled={!statute.data}>
            {record.isPending ? 'Recording...' : 'Record statement'}
          </Button>
        </form>
      </div>
    </SectionCard>
  );
}

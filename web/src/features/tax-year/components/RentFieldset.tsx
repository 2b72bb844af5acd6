import {
  LANDLORD_RELATIONSHIPS,
  type LandlordRelationship,
  MAX_LANDLORDS,
  rentInMetro,
  type TaxDeclaration,
} from '@hrms/contracts/tax-year';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { FieldGroup, FieldsetCard } from '@/components/ui/FieldsetCard';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import { formatINR } from '@/lib/format';
import {
  BLANK_LANDLORD,
  type DeclarationFormOutput,
  type DeclarationFormValues,
  OTHER_CITY,
  yearlyRent,
} from '../declarationForm';
import { type TaxSubject, their, they, whom, whose } from '../subject';
import { AmountField } from './AmountField';
import { CodeField } from './CodeField';

const RELATIONSHIP_LABELS: Record<LandlordRelationship, string> = {
  none: 'Not related',
  parent: 'Parent',
  spouse: 'Spouse',
  child: 'Child',
  sibling: 'Brother or sister',
  'other relative': 'Other relative',
};

/**
 * Rent for the HRA exemption: the monthly rent, the city (the year's metro cities earn the larger share of
 * salary), and up to four landlords with name, address, PAN and relationship, as Form 124 asks them.
 */
export function RentFieldset({
  declaration,
  hraSection,
  subject,
}: {
  declaration: TaxDeclaration;
  hraSection: string;
  subject: TaxSubject;
}) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<DeclarationFormValues, unknown, DeclarationFormOutput>();
  const landlords = useFieldArray({ control, name: 'declarations.landlords' });
  const [monthly, city, other, metroAnswer] = useWatch({
    control,
    name: [
      'declarations.rent_paid_monthly',
      'declarations.rent_city',
      'declarations.rent_city_other',
      'declarations.metro_city',
    ],
  });
  const rent = yearlyRent(monthly);
  const cities = declaration.metro_cities;
  const chosen = city === OTHER_CITY ? other.trim() : city;
  const metro = rentInMetro(chosen || null, cities, metroAnswer);
  const panRequired =
    declaration.landlord_pan_above !== null && rent !== null && rent > declaration.landlord_pan_above;
  const e = errors.declarations;
  // The list's own message (at most four; none given though the rent needs a PAN), set by the schema or server.
  const listError = e?.landlords?.message ?? e?.landlords?.root?.message;

  return (
    <FieldsetCard
      legend={`Rent (HRA exemption${hraSection ? `, ${hraSection}` : ''})`}
      description={`The exemption is the least of the HRA received, the rent above a share of ${whose(subject)} salary, and a share of ${their(subject)} salary that is larger in ${cities.length ? cities.join(', ') : 'a metro city'}, worked out month by month.`}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <AmountField
          label="Rent paid per month"
          hint={rent ? `${formatINR(rent)} a year.` : undefined}
          error={e?.rent_paid_monthly?.message}
          {...register('declarations.rent_paid_monthly')}
        />
        <SelectField
          label={`City where ${they(subject)} pay rent`}
          placeholder="Not given"
          options={[
            ...cities.map((c) => ({ value: c, label: c })),
            { value: OTHER_CITY, label: 'Another city' },
          ]}
          hint={
            chosen
              ? metro
                ? 'A metro city this year: the larger share.'
                : 'Not a metro city this year.'
              : undefined
          }
          error={e?.rent_city?.message}
          {...register('declarations.rent_city')}
        />
        {city === OTHER_CITY ? (
          <TextField
            label="City"
            autoComplete="address-level2"
            maxLength={60}
            error={e?.rent_city_other?.message}
            {...register('declarations.rent_city_other')}
          />
        ) : null}
      </div>

      <FieldGroup legend="Landlords">
        <p className="mb-3 text-sm text-slate-500">
          {declaration.landlord_pan_above === null
            ? 'Up to four.'
            : `Up to four. Each landlord’s PAN is required when the rent is more than ${formatINR(declaration.landlord_pan_above)} a year.`}
        </p>
        {listError ? (
          <p role="alert" className="mb-3 text-sm text-red-600">
            {listError}
          </p>
        ) : null}
        <ul className="space-y-4">
          {landlords.fields.map((field, i) => {
            const le = e?.landlords?.[i];
            return (
              <li key={field.id} className="rounded-lg border border-slate-200 p-4">
                <div className="mb-3 flex items-center justify-between">
                  <h3 className="text-sm font-semibold text-slate-700">Landlord {i + 1}</h3>
                  <Button
                    type="button"
                    variant="ghost"
                    size="sm"
                    aria-label={`Remove landlord ${i + 1}`}
                    onClick={() => landlords.remove(i)}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </Button>
                </div>
                <div className="grid gap-4 sm:grid-cols-2">
                  <TextField
                    label="Name"
                    autoComplete="off"
                    maxLength={150}
                    error={le?.name?.message}
                    {...register(`declarations.landlords.${i}.name`)}
                  />
                  <CodeField
                    label="PAN"
                    maxLength={10}
                    required={panRequired}
                    error={le?.pan?.message}
                    {...register(`declarations.landlords.${i}.pan`)}
                  />
                  <TextField
                    label="Address"
                    autoComplete="off"
                    maxLength={300}
                    error={le?.address?.message}
                    {...register(`declarations.landlords.${i}.address`)}
                  />
                  <SelectField
                    label={`Relationship to ${whom(subject)}`}
                    options={LANDLORD_RELATIONSHIPS.map((r) => ({ value: r, label: RELATIONSHIP_LABELS[r] }))}
                    error={le?.relationship?.message}
                    {...register(`declarations.landlords.${i}.relationship`)}
                  />
                </div>
              </li>
            );
          })}
        </ul>
        {landlords.fields.length < MAX_LANDLORDS ? (
          <Button
            type="button"
            variant="secondary"
            size="sm"
            className="mt-3"
            onClick={() => landlords.append({ ...BLANK_LANDLORD })}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add a landlord
          </Button>
        ) : null}
      </FieldGroup>
    </FieldsetCard>
  );
}

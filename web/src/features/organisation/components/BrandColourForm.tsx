import { BRAND_MIN_CONTRAST, brandColour, contrastWithWhite } from '@hrms/contracts/branding';
import type { Company } from '@hrms/contracts/organisation';
import { useId, useState } from 'react';
import { BrandIdentity } from '@/components/BrandIdentity';
import { Button } from '@/components/ui/Button';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { SuccessBanner } from '@/components/ui/SuccessBanner';
import { TextField } from '@/components/ui/TextField';
import { ApiError, errorMessage } from '@/lib/api';
import { useSaveBrandColour } from '../api';
import { useLogoImage } from '../useLogoImage';

/** The colour the picker starts on when none is set: the product's own indigo. */
const STARTING_COLOUR = '#4f46e5';
const HEX = /^#[0-9a-f]{6}$/i;

/** The first message the contract's rule gives for a typed colour, or null when it is acceptable. */
function colourProblem(text: string): string | null {
  const parsed = brandColour.safeParse(text.trim());
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/** The header as it would look in `colour`: the brand's row, white on the colour, beside the logo or mark. */
function HeaderPreview({ company, colour }: { company: Company; colour: string | null }) {
  const logo = useLogoImage(company.logo_url);
  return (
    <figure className="space-y-1">
      <div
        className={`flex h-14 max-w-sm items-center gap-2.5 rounded-lg border border-slate-200 px-4 text-lg font-semibold tracking-tight ${colour ? 'text-white' : 'bg-white text-slate-900'}`}
        style={colour ? { backgroundColor: colour } : undefined}
      >
        <BrandIdentity logoSrc={logo.src} companyName={company.name} />
      </div>
      <figcaption className="text-xs text-slate-500">Preview of the header</figcaption>
    </figure>
  );
}

/** A company's brand colour: a picker and its hex code, checked live against white text as the header draws it. */
export function BrandColourForm({ company, canEdit }: { company: Company; canEdit: boolean }) {
  const save = useSaveBrandColour(company.id);
  const [text, setText] = useState(company.brand_colour ?? '');
  const pickerId = useId();
  const typed = text.trim();
  const problem = typed ? colourProblem(typed) : null;
  const shown = typed && !problem ? typed.toLowerCase() : null;
  const serverProblem = save.error instanceof ApiError ? save.error.errors?.brand_colour?.[0] : undefined;
  const unchanged = (typed.toLowerCase() || null) === company.brand_colour;

  const edit = (value: string) => {
    save.reset();
    setText(value);
  };
  const submit = (value: string | null) =>
    save.mutate(
      { brand_colour: value },
      { onSuccess: ({ company: saved }) => setText(saved.brand_colour ?? '') },
    );

  if (!canEdit) {
    return (
      <div className="space-y-3">
        <h3 className="text-sm font-medium text-slate-700">Brand colour</h3>
        {company.brand_colour ? (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <span
              aria-hidden="true"
              className="size-5 rounded border border-slate-200"
              style={{ backgroundColor: company.brand_colour }}
            />
            {company.brand_colour}
          </p>
        ) : (
          <p className="text-sm text-slate-500">None: the header keeps the product's colours.</p>
        )}
      </div>
    );
  }

  return (
    <form
      noValidate
      aria-label="Brand colour"
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (!problem && typed) submit(typed);
      }}
    >
      <h3 className="text-sm font-medium text-slate-700">Brand colour</h3>
      <SuccessBanner message={save.isSuccess ? 'Brand colour saved.' : null} onDismiss={save.reset} />
      <ErrorBanner
        message={
          save.isError && !serverProblem ? errorMessage(save.error, 'Failed to save the brand colour') : null
        }
      />
      <div className="flex flex-wrap items-start gap-3">
        <div className="pt-6">
          <label htmlFor={pickerId} className="sr-only">
            Pick the brand colour
          </label>
          <input
            id={pickerId}
            type="color"
            value={HEX.test(typed) ? typed.toLowerCase() : (company.brand_colour ?? STARTING_COLOUR)}
            onChange={(event) => edit(event.target.value)}
            className="h-10 w-14 cursor-pointer rounded-lg border border-slate-300 bg-white p-1"
          />
        </div>
        <TextField
          label="Hex code"
          value={text}
          onChange={(event) => edit(event.target.value)}
          placeholder="#1d4ed8"
          maxLength={7}
          spellCheck={false}
          autoComplete="off"
          error={problem ?? serverProblem}
          hint={
            shown
              ? `White text on it: ${contrastWithWhite(shown).toFixed(1)}:1 (at least ${BRAND_MIN_CONTRAST}:1 needed).`
              : `Dark enough for white text on it: at least ${BRAND_MIN_CONTRAST}:1.`
          }
          containerClassName="w-full max-w-48"
        />
      </div>
      <HeaderPreview company={company} colour={shown ?? (typed ? company.brand_colour : null)} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={!typed || Boolean(problem) || unchanged} loading={save.isPending}>
          Save colour
        </Button>
        {company.brand_colour ? (
          <Button type="button" variant="secondary" onClick={() => submit(null)} disabled={save.isPending}>
            Clear colour
          </Button>
        ) : null}
      </div>
    </form>
  );
}

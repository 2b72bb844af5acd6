import { zodResolver } from '@hookform/resolvers/zod';
import { RESUME_ACCEPT } from '@hrms/contracts/recruitment';
import { Send } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/Button';
import { ErrorBanner } from '@/components/ui/ErrorBanner';
import { FileField } from '@/components/ui/FileField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { applyServerErrors } from '@/lib/applyServerErrors';
import { formFailure } from '@/lib/formFailure';
import { type ApplicationReceipt, useApplyForJob } from '../api';
import {
  CAREER_APPLICATION_FIELDS,
  type CareerApplicationPayload,
  type CareerApplicationValues,
  careerApplicationForm,
  newCareerApplication,
} from '../careerApplication';

type CareerApplicationFormProps = {
  slug: string;
  onApplied: (receipt: ApplicationReceipt) => void;
};

/** The application form of a public job page; the server's messages show under each field. */
export function CareerApplicationForm({ slug, onApplied }: CareerApplicationFormProps) {
  const apply = useApplyForJob(slug);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<CareerApplicationValues, unknown, CareerApplicationPayload>({
    resolver: zodResolver(careerApplicationForm),
    defaultValues: newCareerApplication(),
  });

  const onSubmit = handleSubmit((payload) =>
    apply.mutate(payload, {
      onSuccess: onApplied,
      onError: (error) => applyServerErrors(setError, error),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Apply for this job" className="space-y-5">
      <ErrorBanner
        message={formFailure(apply.error, CAREER_APPLICATION_FIELDS, 'Failed to submit your application')}
        onDismiss={apply.reset}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="First Name"
          required
          autoComplete="given-name"
          maxLength={100}
          error={errors.first_name?.message}
          {...register('first_name')}
        />
        <TextField
          label="Last Name"
          required
          autoComplete="family-name"
          maxLength={100}
          error={errors.last_name?.message}
          {...register('last_name')}
        />
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="email"
          maxLength={255}
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Phone"
          type="tel"
          required
          autoComplete="tel"
          maxLength={50}
          placeholder="+91 98765 43210"
          error={errors.phone?.message}
          {...register('phone')}
        />
      </div>
      <TextAreaField
        label="Cover Letter"
        rows={6}
        maxLength={10_000}
        placeholder="Tell us why you would like this role (optional)."
        error={errors.cover_letter?.message}
        {...register('cover_letter')}
      />
      <Controller
        control={control}
        name="resume"
        render={({ field, fieldState }) => (
          <FileField
            label="Résumé"
            required
            name={field.name}
            accept={RESUME_ACCEPT}
            file={field.value}
            onChange={field.onChange}
            hint="PDF, DOC or DOCX, up to 5 MB."
            error={fieldState.error?.message}
          />
        )}
      />
      <div className="flex justify-end">
        <Button type="submit" icon={Send} loading={apply.isPending} className="w-full sm:w-auto">
          {apply.isPending ? 'Submitting...' : 'Submit Application'}
        </Button>
      </div>
    </form>
  );
}

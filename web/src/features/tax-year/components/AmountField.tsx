import type { ReactNode } from 'react';
import { TextField, type TextFieldProps } from '@/components/ui/TextField';

/**
 * Rupees typed as text so en-IN grouping ("1,50,000") is kept as the person types it; the form's schema
 * reads it. A numeric keyboard on phones.
 */
export function AmountField({
  label,
  ...props
}: Omit<TextFieldProps, 'type' | 'label'> & { label: ReactNode }) {
  return (
    <TextField label={<>{label} (₹)</>} inputMode="decimal" autoComplete="off" placeholder="0" {...props} />
  );
}

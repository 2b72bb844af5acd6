import { TextField, type TextFieldProps } from './TextField';

/** A native date picker; its value is an ISO date (YYYY-MM-DD), which is what the API takes. */
export function DateField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField {...props} type="date" />;
}

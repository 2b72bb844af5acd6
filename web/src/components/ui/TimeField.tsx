import { TextField, type TextFieldProps } from './TextField';

/** A native time picker; its value is a 24-hour wall-clock time (HH:MM), which is what the API takes. */
export function TimeField(props: Omit<TextFieldProps, 'type'>) {
  return <TextField {...props} type="time" />;
}

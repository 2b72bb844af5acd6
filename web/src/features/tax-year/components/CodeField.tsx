import { TextField, type TextFieldProps } from '@/components/ui/TextField';

/** A PAN or TAN as typed: upper case as shown, no autocomplete or spell check (the contract upper-cases it). */
export function CodeField(props: TextFieldProps) {
  return (
    <TextField
      autoComplete="off"
      spellCheck={false}
      autoCapitalize="characters"
      className="uppercase"
      {...props}
    />
  );
}

import { TextField, type TextFieldProps } from '@/components/ui/TextField';

/**
 * The code of a second step: six digits from an authenticator app (hence the numeric keypad and one-time-code
 * autofill), or where the caller allows it a recovery code.
 */
export function AuthenticationCodeField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  return (
    <TextField
      label="Authentication code"
      inputMode="numeric"
      autoComplete="one-time-code"
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      maxLength={40}
      required
      className="font-mono tracking-wider"
      {...props}
    />
  );
}

import { OTP_LENGTH } from '@nyaya/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { digitsOnly } from './form/digits-only';
import { TextField } from './form/text-field';

type OtpInputProps = {
  id: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
};

/** The box for a 6-digit one-time code: digits only, and the phone may offer the code it just received. */
export function OtpInput({ registration, ...field }: OtpInputProps) {
  return (
    <TextField
      {...field}
      registration={digitsOnly(registration, OTP_LENGTH)}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_LENGTH}
    />
  );
}

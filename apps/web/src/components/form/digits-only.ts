import { normaliseMobile } from '@nyaya/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';

function rewritten<T extends string>(
  registration: UseFormRegisterReturn<T>,
  rewrite: (value: string) => string,
): UseFormRegisterReturn<T> {
  return {
    ...registration,
    onChange: (event: { target: HTMLInputElement }) => {
      event.target.value = rewrite(event.target.value);
      return registration.onChange(event);
    },
  };
}

/** A registration whose input keeps only digits, at most `maxDigits` of them, as they are typed or pasted. */
export function digitsOnly<T extends string>(
  registration: UseFormRegisterReturn<T>,
  maxDigits: number,
): UseFormRegisterReturn<T> {
  return rewritten(registration, (value) => value.replace(/\D/g, '').slice(0, maxDigits));
}

/** As digitsOnly, for a mobile number: a pasted "+91 98110 22334" or "0 98110 22334" keeps its own ten digits. */
export function mobileDigits<T extends string>(
  registration: UseFormRegisterReturn<T>,
  maxDigits: number,
): UseFormRegisterReturn<T> {
  return rewritten(registration, (value) => normaliseMobile(value).replace(/\D/g, '').slice(0, maxDigits));
}

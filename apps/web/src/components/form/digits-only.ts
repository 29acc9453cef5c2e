import type { UseFormRegisterReturn } from 'react-hook-form';

/** A registration whose input keeps only digits, at most `maxDigits` of them, as they are typed or pasted. */
export function digitsOnly<T extends string>(
  registration: UseFormRegisterReturn<T>,
  maxDigits: number,
): UseFormRegisterReturn<T> {
  return {
    ...registration,
    onChange: (event: { target: HTMLInputElement }) => {
      event.target.value = event.target.value.replace(/\D/g, '').slice(0, maxDigits);
      return registration.onChange(event);
    },
  };
}

import type { MessageKey } from '@nyaya/shared';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error';
import { notifyError, notifyFailure } from './notify';
import { formErrorText } from './translate-message';

/**
 * For a mutation whose meta says `handlesErrors`: a failure that names one of the form's fields (409, 400)
 * shows under that field; any other goes to the usual toast or OOPS? modal, or shows `fallback` (a
 * spec.md §8 fallback message) in a danger toast when one is given.
 */
export function formErrorHandler<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  fallback?: MessageKey,
) {
  return (error: Error) => {
    const field = isApiError(error) ? fields.find((name) => name === error.field) : undefined;
    if (field) setError(field, { message: formErrorText(error) }, { shouldFocus: true });
    else if (fallback) notifyFailure(fallback);
    else notifyError(error);
  };
}

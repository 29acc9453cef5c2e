import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-error';
import { notifyError } from './notify';

/**
 * For a mutation whose meta says `handlesErrors`: a failure that names one of the form's fields (409, 400)
 * shows under that field; any other goes to the usual toast or OOPS? modal.
 */
export function formErrorHandler<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
) {
  return (error: Error) => {
    const field = isApiError(error) ? fields.find((name) => name === error.field) : undefined;
    if (field) setError(field, { message: error.message }, { shouldFocus: true });
    else notifyError(error);
  };
}

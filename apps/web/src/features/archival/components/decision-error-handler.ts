import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../../lib/api-error';
import { formErrorHandler } from '../../../lib/form-errors';
import { notifyError } from '../../../lib/notify';

/**
 * A request decided meanwhile (409) or gone (404) is no longer there to decide: its message in a toast, and the
 * modal closes onto the reloaded list. Any other failure shows under its field or as usual.
 */
export function decisionErrorHandler<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  onGone: () => void,
) {
  const showInForm = formErrorHandler(setError, fields);
  return (error: Error) => {
    if (isApiError(error) && (error.status === 409 || error.status === 404)) {
      notifyError(error);
      onGone();
    } else showInForm(error);
  };
}

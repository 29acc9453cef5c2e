import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { appState } from './app-state';
import { isApiError } from './api-error';
import { isSignedIn, setUser } from './auth';
import { notifyError } from './notify';

declare module '@tanstack/react-query' {
  interface Register {
    /** `handlesErrors`: the caller shows the error itself (forms show it inline), so stay quiet. */
    mutationMeta: { handlesErrors?: boolean };
    queryMeta: { handlesErrors?: boolean };
  }
}

function handleError(error: Error, handledByCaller: boolean): void {
  // A session that ends (expired, revoked) signs the user out; the route guard then goes to /.
  if (isApiError(error) && error.status === 401 && isSignedIn(queryClient)) {
    setUser(queryClient, null);
    appState.showAlert({ code: 'notSignedIn' }, 'danger');
    return;
  }
  if (!handledByCaller) notifyError(error);
}

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => handleError(error, Boolean(query.meta?.handlesErrors)),
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) =>
      handleError(error, Boolean(mutation.meta?.handlesErrors)),
  }),
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      retry: (failureCount, error) =>
        !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 2,
    },
  },
});

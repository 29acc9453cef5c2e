import { RouterProvider, type DataRouter } from 'react-router';
import { userQueryOptions } from '../lib/auth';
import { queryClient } from '../lib/query-client';
import { AppProvider } from './provider';

// Who is signed in is asked at once, while the first page's chunk loads, not after it: every page's guard waits
// for the answer.
void queryClient.prefetchQuery(userQueryOptions);

export function App({ router }: { router: DataRouter }) {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}

import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter } from 'react-router';
import { ApiError } from '../lib/api-client';
import { AppRoutes } from './routes';

/**
 * The one place that hears every failed query and mutation: a 403 may say this tenant's tenancy
 * changed while they were signed in (the landlord approved, turned down or moved them out), and
 * features/tenancies refreshes the session so tenancy-gate.tsx shows the right screen. Loaded on
 * such a refusal only, so no screen's first load carries it.
 */
function onApiError(queryClient: QueryClient, error: unknown, queryKey?: readonly unknown[]) {
  if (!(error instanceof ApiError) || error.status !== 403) return;
  import('../features/tenancies/api')
    .then((joining) => joining.refreshAfterTenancyRefusal(queryClient, error, queryKey))
    .catch((failure) => console.warn('Could not refresh the signed-in account', failure));
}

export function createQueryClient() {
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onApiError(queryClient, error, query.queryKey) }),
    mutationCache: new MutationCache({ onError: (error) => onApiError(queryClient, error) }),
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        refetchOnWindowFocus: true,
        // Retrying a 4xx never helps; a network blip gets one more try.
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 1,
      },
    },
  });
  return queryClient;
}

/** Every route (docs/product.md §2) with the data cache the signed-in screens share. */
export function RoutedApp() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </QueryClientProvider>
  );
}

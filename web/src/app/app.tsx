import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { FullScreenSpinner } from '../components/ui/spinner';
import { ApiError } from '../lib/api-client';
import { readStoredSession } from '../lib/session';
import { ToastHost } from '../lib/toast';
import { AppRoutes } from './routes';

export function createQueryClient() {
  return new QueryClient({
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
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    readStoredSession();
    setReady(true);
  }, []);

  return (
    <QueryClientProvider client={queryClient}>
      <BrowserRouter>{ready ? <AppRoutes /> : <FullScreenSpinner />}</BrowserRouter>
      <ToastHost />
    </QueryClientProvider>
  );
}

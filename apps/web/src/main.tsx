import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { authStore } from '~/lib/auth';
import { connectAuth } from '~/lib/auth-sync';
import { connectCurrentEvent } from '~/lib/event-sync';
import { applyTheme, preferencesStore } from '~/lib/preferences';
import { createQueryClient } from '~/lib/query-client';
import { createAppRouter } from './router';
import './styles.css';

// The theme goes on <html> before the first render so a light-theme user never sees a dark flash of content.
applyTheme(preferencesStore.get().theme);
preferencesStore.subscribe(() => applyTheme(preferencesStore.get().theme));

const queryClient = createQueryClient(authStore);
const router = createAppRouter({ queryClient, auth: authStore });
connectAuth({ auth: authStore, queryClient, revalidateRoutes: () => void router.invalidate() });
connectCurrentEvent(queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);

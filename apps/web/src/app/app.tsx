// The app's providers: data cache, theme (large touch targets for guards), router, and the snackbar.
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { NoticeSnackbar } from '../components/feedback/notice-snackbar.tsx';
import { setSessionEndedHandler } from '../lib/api.ts';
import { i18n } from '../lib/i18n.ts';
import { notify } from '../lib/notify.ts';
import { useSession } from '../lib/session.ts';
import { AppRoutes } from './app-routes.tsx';
import { createQueryClient } from './query-client.ts';
import { createAppTheme } from './theme.ts';

setSessionEndedHandler((reason) => notify(i18n.t(`errors:${reason}`)));

export function App() {
  const [queryClient] = useState(createQueryClient);
  const session = useSession();
  const isGuard = session?.user.role === 'security_guard';
  const theme = useMemo(() => createAppTheme({ largeTouchTargets: isGuard }), [isGuard]);

  // When the token changes (logout, session ended, another user) nothing of the previous one stays
  // cached; the deployment config does.
  const token = session?.token;
  useEffect(
    () => () => {
      if (token) queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'config' });
    },
    [queryClient, token],
  );

  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <NoticeSnackbar />
      </ThemeProvider>
    </QueryClientProvider>
  );
}

// The app's providers: data cache, router, and the snackbar. MUI's theme comes with the screens that use it
// (mui-frame.tsx), so the login screen loads none of MUI (docs/web.md, "The first screens without MUI").
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router';
import { NoticeSnackbar } from '../components/feedback/notice-snackbar.tsx';
import { setSessionEndedHandler } from '../lib/api.ts';
import { configQuery } from '../lib/config.ts';
import { i18n } from '../lib/i18n.ts';
import { notify } from '../lib/notify.ts';
import { useSession } from '../lib/session.ts';
import { AppRoutes } from './app-routes.tsx';
import { createQueryClient } from './query-client.ts';

setSessionEndedHandler((reason) => notify(i18n.t(`errors:${reason}`)));

export function App() {
  const session = useSession();
  // A signed-in start asks for the deployment config now: the shell waits for it, and asked from the shell's own
  // chunk it was one more round trip between that chunk and the first screen's (docs/web.md, "Chunks and caching").
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (session) void client.prefetchQuery(configQuery);
    return client;
  });

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
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <NoticeSnackbar />
    </QueryClientProvider>
  );
}

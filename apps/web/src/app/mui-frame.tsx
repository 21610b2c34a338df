// MUI's theme and base styles around every screen that uses MUI. It comes with those screens' lazy chunks, not
// with the entry: the login screen is plain (docs/web.md, "The first screen without MUI"). Guards get the large
// touch targets.
import { CssBaseline, ThemeProvider } from '@mui/material';
import { type ReactNode, useMemo } from 'react';
import { useSession } from '../lib/session.ts';
import { createAppTheme } from './theme.ts';

export function MuiFrame({ children }: { children: ReactNode }) {
  const isGuard = useSession()?.user.role === 'security_guard';
  const theme = useMemo(() => createAppTheme({ largeTouchTargets: isGuard }), [isGuard]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

// MUI's theme and base styles around every screen that uses MUI. It comes with those screens' lazy chunks, not
// with the entry: the login screen is plain (docs/web.md, "The first screens without MUI"). Guards get the large
// touch targets.
import { CssBaseline, ThemeProvider } from '@mui/material';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useSession } from '../lib/session.ts';
import { createAppTheme } from './theme.ts';

/** Set inside a frame: a lazy public page opened while signed in sits in the signed-in routes' frame already. */
const Framed = createContext(false);

export function MuiFrame({ children }: { children: ReactNode }) {
  const framed = useContext(Framed);
  const isGuard = useSession()?.user.role === 'security_guard';
  const theme = useMemo(() => createAppTheme({ largeTouchTargets: isGuard }), [isGuard]);
  if (framed) return children;
  return (
    <Framed value={true}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </Framed>
  );
}

// MUI's theme and base styles around every screen that uses MUI. It comes with those screens' lazy chunks, not
// with the entry: the login screen is plain (docs/web.md, "The first screens without MUI"). Guards get the large
// touch targets.
import { CssBaseline, ThemeProvider } from '@mui/material';
import type { Theme } from '@mui/material/styles';
import { createContext, type ReactNode, useContext } from 'react';
import { useSession } from '../lib/session.ts';
import { createAppTheme } from './theme.ts';

/**
 * The two themes, made once each: a plain screen opens its MUI parts (a dialog, a scan's result) each in a frame of
 * their own, and making a theme is a few milliseconds of a slow phone's main thread every time.
 */
const themes = new Map<boolean, Theme>();
function appTheme(largeTouchTargets: boolean): Theme {
  let theme = themes.get(largeTouchTargets);
  if (!theme) {
    theme = createAppTheme({ largeTouchTargets });
    themes.set(largeTouchTargets, theme);
  }
  return theme;
}

/** Set inside a frame: a lazy public page opened while signed in sits in the signed-in routes' frame already. */
const Framed = createContext(false);

export function MuiFrame({ children }: { children: ReactNode }) {
  const framed = useContext(Framed);
  const isGuard = useSession()?.user.role === 'security_guard';
  const theme = appTheme(isGuard);
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

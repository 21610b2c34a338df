// The MUI theme: brand colours of spec §9 with text that passes WCAG AA, the breakpoints of §1, and
// 48 px touch targets for guards, who work at a gate with a phone in one hand.
import {
  BREAKPOINT_DESKTOP_MIN,
  BREAKPOINT_MOBILE_MAX,
  BREAKPOINT_TABLET_MAX,
  THEME_PRIMARY,
  THEME_SECONDARY,
} from '@garita/contract';
import { createTheme, type Theme } from '@mui/material/styles';

export const TOUCH_TARGET_PX = 48;

const largeTargets = {
  MuiIconButton: { styleOverrides: { root: { minWidth: TOUCH_TARGET_PX, minHeight: TOUCH_TARGET_PX } } },
  MuiListItemButton: { styleOverrides: { root: { minHeight: TOUCH_TARGET_PX } } },
  MuiTab: { styleOverrides: { root: { minHeight: TOUCH_TARGET_PX } } },
  MuiMenuItem: { styleOverrides: { root: { minHeight: TOUCH_TARGET_PX } } },
} as const;

export function createAppTheme({ largeTouchTargets }: { largeTouchTargets: boolean }): Theme {
  return createTheme({
    palette: {
      // AA for normal text: white on the blue (≈10:1), near-black on the orange (white would be ≈2.6:1).
      contrastThreshold: 4.5,
      primary: { main: THEME_PRIMARY },
      secondary: { main: THEME_SECONDARY, contrastText: '#1a1a1a' },
      background: { default: '#f4f6fa' },
    },
    breakpoints: {
      values: {
        xs: 0,
        sm: BREAKPOINT_MOBILE_MAX,
        md: BREAKPOINT_TABLET_MAX + 1,
        lg: BREAKPOINT_DESKTOP_MIN,
        xl: 1536,
      },
    },
    shape: { borderRadius: 10 },
    typography: { button: { textTransform: 'none', fontWeight: 600 } },
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: largeTouchTargets ? { root: { minHeight: TOUCH_TARGET_PX } } : {},
      },
      ...(largeTouchTargets ? largeTargets : {}),
      MuiToggleButton: {
        styleOverrides: {
          // Unselected choices in the secondary text colour: MUI's lighter grey (action.active) falls under AA
          // (4.5:1) on the grey page once the hover tint is behind it. Selected and disabled keep MUI's colours.
          root: ({ theme }) => ({
            color: theme.palette.text.secondary,
            ...(largeTouchTargets ? { minHeight: TOUCH_TARGET_PX } : {}),
          }),
        },
      },
    },
  });
}

// The theme's unselected toggle buttons keep AA contrast (4.5:1) on the grey page, hover tint included.
import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createAppTheme, TOUCH_TARGET_PX } from './theme.ts';

type Rgb = [number, number, number];

/** 'rgba(0, 0, 0, 0.6)' or '#f4f6fa' laid over an opaque background. */
function over(colour: string, background: Rgb): Rgb {
  const rgba = colour.match(/rgba?\(([^)]+)\)/);
  const [r, g, b, a] = rgba
    ? (rgba[1] ?? '').split(',').map(Number)
    : [1, 3, 5].map((start) => Number.parseInt(colour.slice(start, start + 2), 16)).concat(1);
  const alpha = a ?? 1;
  return [r ?? 0, g ?? 0, b ?? 0].map((channel, i) => channel * alpha + (background[i] ?? 0) * (1 - alpha)) as Rgb;
}

const css = ([r, g, b]: Rgb) => `rgb(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)})`;

describe.each([false, true])('toggle buttons (large touch targets: %s)', (largeTouchTargets) => {
  const theme = createAppTheme({ largeTouchTargets });
  const root = theme.components?.MuiToggleButton?.styleOverrides?.root;
  const style = (typeof root === 'function' ? root({ theme, ownerState: {} } as never) : root) as Record<
    string,
    unknown
  >;

  it('shows unselected choices in the secondary text colour', () => {
    expect(style.color).toBe(theme.palette.text.secondary);
    expect(style.minHeight).toBe(largeTouchTargets ? TOUCH_TARGET_PX : undefined);
  });

  it('keeps 4.5:1 on the page background under the hover tint', () => {
    const page = over(theme.palette.background.default, [255, 255, 255]);
    const hovered = over(`rgba(0, 0, 0, ${theme.palette.action.hoverOpacity})`, page);
    const text = over(String(style.color), hovered);
    expect(getContrastRatio(css(text), css(hovered))).toBeGreaterThanOrEqual(4.5);
  });
});

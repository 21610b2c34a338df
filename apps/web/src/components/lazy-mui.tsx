// A part of a plain screen that still uses MUI (a dialog, a filter panel, the desktop shell), loaded on its first
// render together with MUI's theme around it (app/mui-frame.tsx). The plain screens and the phone's shell load no
// MUI before they are usable (docs/web.md, "The first screens without MUI"); what they open later brings it.
import { type ComponentType, lazy } from 'react';

/** MUI's theme frame: a screen fetches it ahead (with its part's own module) when that part will soon be shown. */
export const loadMuiFrame = () => import('../app/mui-frame.tsx');

/**
 * The part as a lazy component; its `preload()` fetches its code and MUI's ahead, when a pointer comes over or the
 * focus comes to what opens it (a failed fetch is asked again when the part renders).
 */
export function lazyMui<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const part = lazy(async () => {
    const [Part, { MuiFrame }] = await Promise.all([load(), loadMuiFrame()]);
    return {
      default: (props: Props) => (
        <MuiFrame>
          <Part {...props} />
        </MuiFrame>
      ),
    };
  });
  const preload = () => {
    Promise.all([load(), loadMuiFrame()]).catch(() => {
      // Rendering the part asks again, and shows the app's error if it still cannot come.
    });
  };
  return Object.assign(part, { preload });
}

// Code loaded on its first render: a screen, a public page, or a part of a plain screen that still uses MUI (a
// dialog, a filter panel, the desktop shell). Unless it is plain, MUI's theme (app/mui-frame.tsx) comes with it and
// goes around it: the plain screens and the phone's shell load no MUI before they are usable (docs/web.md, "The
// first screens without MUI"); what they open later brings it. The one mechanism behind `lazyMui()`, `lazyPage()`
// (app/public-routes.tsx) and `screen()` (app/screens.tsx).
import { type ComponentType, lazy } from 'react';
import { yieldToMain } from '../lib/yield-to-main.ts';

const loadMuiFrame = () => import('../app/mui-frame.tsx');

/**
 * `load`'s component as a lazy one, with MUI's theme unless `mui: false`, rendered once `ready` (e.g. its words)
 * has come too. Its `preload()` fetches all of that ahead, when a pointer comes over or the focus comes to what
 * opens it (a failed fetch is asked again when the part renders).
 */
export function lazyPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { mui = true, ready }: { mui?: boolean; ready?: () => Promise<unknown> } = {},
) {
  const fetchAll = () => Promise.all([load(), mui ? loadMuiFrame() : null, ready?.()]);
  const part = lazy(async (): Promise<{ default: ComponentType<Props> }> => {
    const [Part, frame] = await fetchAll();
    // Rendered in a task of its own: the page around it (the shell around a screen) paints first, and neither
    // render is one long task with the other (lib/yield-to-main.ts).
    await yieldToMain();
    if (!frame) return { default: Part };
    const { MuiFrame } = frame;
    return {
      default: (props: Props) => (
        <MuiFrame>
          <Part {...props} />
        </MuiFrame>
      ),
    };
  });
  const preload = () => {
    fetchAll().catch(() => {
      // Rendering the part asks again, and shows the app's error if it still cannot come.
    });
  };
  return Object.assign(part, { preload });
}

/** A part of a plain screen that still uses MUI, loaded on its first render with MUI's theme. */
export function lazyMui<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazyPart(load);
}

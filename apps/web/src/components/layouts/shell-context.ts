// Which shell a screen sits in, for the screens both shells show. Apart from the desktop shell (MUI) so that a
// plain phone screen asking it loads none of MUI (docs/web.md, "The first screens without MUI").
import { createContext } from 'react';

/** True inside the desktop shell: a page shared with the phone app leaves out what the desktop header shows. */
export const InDesktopShell = createContext(false);

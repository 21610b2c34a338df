// Which access point the drawer shows ('new' for the form of a new one), and whether deactivated points are
// listed. The drawer fetches the point itself, so it follows every change (and a point deactivated out of the
// list stays open).
import type { AccessServer } from '@garita/contract';
import { useState } from 'react';

export type AccessPointSelection = { id: number; initial?: AccessServer } | 'new' | null;

export function useOpenAccessPoint() {
  const [selection, setSelection] = useState<AccessPointSelection>(null);
  const [showInactive, setShowInactive] = useState(false);
  return {
    selection,
    showInactive,
    setShowInactive,
    open: (point: AccessServer) => setSelection({ id: point.id, initial: point }),
    openNew: () => setSelection('new'),
    close: () => setSelection(null),
  };
}

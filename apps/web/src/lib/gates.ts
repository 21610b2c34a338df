// An access point's doors by direction: entry doors (type access) and exit doors. The gate's screens, the
// logbook's check-out and the invitations' provider check-in all pick doors this way.
import type { Gate } from '@garita/contract';

export const entryGates = (gates: readonly Gate[]): Gate[] => gates.filter((gate) => gate.type === 'access');
export const exitGates = (gates: readonly Gate[]): Gate[] => gates.filter((gate) => gate.type === 'exit');

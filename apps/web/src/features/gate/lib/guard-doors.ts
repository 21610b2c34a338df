// Which doors a key may go through next (spec §4: after an access only exit doors, a key never used only entry
// doors; after an exit or a denied attempt, any door), and how the desktop console names its two doors to the
// validate call so the server picks the one the key's last movement allows.
import type { Gate, LastTransactionType } from '@garita/contract';
import { entryGates, exitGates } from '../../../lib/gates.ts';
import type { KeyRef, ValidateParams } from './validate-key.ts';

export function doorsForKey(lastTransactionType: LastTransactionType | null, gates: readonly Gate[]): Gate[] {
  if (lastTransactionType === 'access') return exitGates(gates);
  if (lastTransactionType === null) return entryGates(gates);
  // Entry doors first: after an exit the visitor is expected back in.
  return [...entryGates(gates), ...exitGates(gates)];
}

/**
 * The console's validate call: its entry door as `gate` and its exit door as `exit_gate` (the server
 * decides at one of them). With only one kind of door at the access point, that door alone; none: null.
 */
export function twoDoorValidate(
  entryDoor: Gate | undefined,
  exitDoor: Gate | undefined,
  ref: KeyRef,
): ValidateParams | null {
  if (entryDoor) return { gateId: entryDoor.id, exitGateId: exitDoor?.id, ref };
  if (exitDoor) return { gateId: exitDoor.id, ref };
  return null;
}

// GET /access_keys/validate: the scan result of a key at a gate (spec §3 "Scan result"). The server decides;
// a denied scan is already in the logbook when this answers (docs/access-decisions.md). A key is named by
// the QR code read (`key`) or, when the guard opened it from a list, by its id (guards never hold a visit's
// QR). The desktop console sends its entry door and its exit door, and the server picks the one the key's
// last movement allows (the answer's gate_id).
import { type ScanResult, SHORT_REQUEST_TIMEOUT_MS } from '@garita/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** How a key is named: the code a scanner read, or the id of an invitation opened from a list. */
export type KeyRef = { key: string } | { accessKeyId: number };

export interface ValidateParams {
  gateId: number;
  /** With the console's two doors: `gateId` is the entry door and this the exit door. */
  exitGateId?: number;
  ref: KeyRef;
}

export function validateKey({ gateId, exitGateId, ref }: ValidateParams, signal?: AbortSignal): Promise<ScanResult> {
  return api.call('access_keys.validate', {
    query: {
      gate: gateId,
      exit_gate: exitGateId,
      ...('key' in ref ? { key: ref.key } : { access_key_id: ref.accessKeyId }),
    },
    timeoutMs: SHORT_REQUEST_TIMEOUT_MS,
    signal,
  });
}

/** The register body's way of naming the same key. */
export function keyRefBody(ref: KeyRef): { key: string } | { access_key_id: number } {
  return 'key' in ref ? { key: ref.key } : { access_key_id: ref.accessKeyId };
}

/** The screens explain an unknown key themselves ("invalid QR code"), so failures are not reported twice. */
export function useValidateKey() {
  return useMutation({ mutationFn: (params: ValidateParams) => validateKey(params), meta: { silent: true } });
}

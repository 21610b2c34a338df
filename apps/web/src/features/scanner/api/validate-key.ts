// GET /access_keys/validate?gate&key: the scan result of a key at a gate (spec §3 "Scan result"). The
// server decides; a denied scan is already in the logbook when this answers (docs/access-decisions.md).
import { type ScanResult, SHORT_REQUEST_TIMEOUT_MS } from '@garita/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export interface ValidateParams {
  gateId: number;
  key: string;
}

export function validateKey({ gateId, key }: ValidateParams, signal?: AbortSignal): Promise<ScanResult> {
  return api.get<ScanResult>('/access_keys/validate', {
    query: { gate: gateId, key },
    timeoutMs: SHORT_REQUEST_TIMEOUT_MS,
    signal,
  });
}

/** The screen explains an unknown key itself ("invalid QR code"), so failures are not reported twice. */
export function useValidateKey() {
  return useMutation({ mutationFn: (params: ValidateParams) => validateKey(params), meta: { silent: true } });
}

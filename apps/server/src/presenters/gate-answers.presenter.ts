// The guard's answers at a gate, pure: a scan's result (GET /access_keys/validate), a register's
// (POST /transactions), and the visitor label both may carry for a gate that prints.
import {
  KEY_TYPE_NAME_BY_ID,
  type KeyTypeId,
  type RegisterResult,
  type ScanResult,
  type WatchlistWarning,
} from '@garita/contract';
import type { Decision } from '@garita/engine';
import type { AccessKeyRow, AccessServerRow, GateRow, NetworkRow, TransactionRow } from '../db/schema.ts';
import { asDenialReason, type Language, statusOf } from '../services/access-decision.ts';
import { requiredPhotos } from '../services/transactions.rules.ts';
import { keyRequirements } from './access-key.presenter.ts';
import { presentSettings } from './access-server.presenter.ts';

/** A key's owner (the host) with their unit, as usersWithGroups loads them. */
export interface HostWithGroup {
  name: string;
  phone: string;
  email: string;
  group: string | null;
}

export type PrintData = NonNullable<ScanResult['print_data']>;

export const presentPrintData = (input: {
  visitorName: string;
  at: Date;
  host: HostWithGroup | undefined;
  photoUrl: string | null;
}): PrintData => ({
  visitor_name: input.visitorName,
  created_at: input.at.toISOString(),
  user_name: input.host?.name ?? '',
  user_network_group: input.host?.group ?? null,
  photo_url: input.photoUrl,
});

export function presentScan(input: {
  key: AccessKeyRow;
  decision: Decision;
  gate: GateRow;
  accessServer: AccessServerRow;
  network: Pick<NetworkRow, 'id_back_photo'>;
  owner: HostWithGroup | undefined;
  print: PrintData | null;
  transactionId: number | null;
  watchlist: WatchlistWarning | null;
  lang: Language;
}): ScanResult {
  const { key, decision, gate, owner } = input;
  const typeId = key.access_key_type_id as KeyTypeId;
  return {
    access_granted: decision.granted,
    access_type: gate.type,
    key_data: {
      id: key.id,
      visitor_name: key.visitor_name,
      access_key_type_id: typeId,
      access_key_type: KEY_TYPE_NAME_BY_ID[typeId] ?? 'visitor',
      reason_for_visit: key.reason_for_visit,
      provider: key.provider,
      last_transaction_type: key.last_transaction_type,
      user: {
        name: owner?.name ?? '',
        phone: owner?.phone ?? '',
        email: owner?.email ?? '',
        group: owner?.group ?? null,
      },
      access_key_status: statusOf(decision.reason, gate.type, input.lang),
    },
    requirements: {
      ...requiredPhotos(presentSettings(input.accessServer), keyRequirements(key)),
      id_back_photo: input.network.id_back_photo,
    },
    print_data: input.print,
    transaction_id: input.transactionId,
    gate_id: gate.id,
    watchlist: input.watchlist,
  };
}

export const presentRegister = (
  row: TransactionRow,
  print: PrintData | null,
  lang: Language,
  watchlist: WatchlistWarning | null = null,
): RegisterResult => ({
  print_data: print,
  watchlist,
  transaction: {
    id: row.id,
    access_granted: row.access_granted,
    access_allowed: row.access_allowed,
    access_type: row.access_type,
    access_key_status: statusOf(asDenialReason(row.status), row.access_type, lang),
  },
});

// The registered visitors CSV (spec §2/§9): Spanish column names whatever the interface language — name,
// phone (national digits, the country as MX/US beside it like the users CSV: a leading + would be escaped as
// a formula), email and who saved the contact (with their unit).
import type { CommunityMember } from '@garita/contract';
import { type CsvColumn, csvFileName, downloadCsv, toCsv } from '../../lib/csv.ts';

export const REGISTERED_VISITOR_CSV_COLUMNS: readonly CsvColumn<CommunityMember>[] = [
  { header: 'Nombre', value: (member) => member.name },
  { header: 'Teléfono', value: (member) => member.phone },
  { header: 'País', value: (member) => (member.phone ? (member.country_code === '+1' ? 'US' : 'MX') : '') },
  { header: 'Correo electrónico', value: (member) => member.email },
  { header: 'Creado por', value: (member) => member.user.name },
  { header: 'Unidad', value: (member) => member.user.network_group?.name },
];

export function downloadRegisteredVisitorsCsv(members: readonly CommunityMember[]): void {
  downloadCsv(csvFileName('visitantes-registrados'), toCsv(members, REGISTERED_VISITOR_CSV_COLUMNS));
}

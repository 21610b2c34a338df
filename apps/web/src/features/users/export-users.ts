// The users CSV (spec §9): Spanish column names and values, whatever the interface language.
import type { User } from '@garita/contract';
import { type CsvColumn, csvFileName, downloadCsv, toCsv } from '../../lib/csv.ts';
import { core } from '../../locales/core.ts';
import { rest } from '../../locales/rest-es.ts';

// Spanish only: the English words stay out of the users screens' chunks (lib/i18n-rest.ts).
const es = { ...core.es, ...rest };

export const USER_CSV_COLUMNS: readonly CsvColumn<User>[] = [
  { header: 'Nombre', value: (user) => user.name },
  { header: 'Correo electrónico', value: (user) => user.email },
  { header: 'Teléfono', value: (user) => user.phone },
  { header: 'País', value: (user) => (user.phone ? (user.country_code === '+1' ? 'US' : 'MX') : '') },
  { header: 'Rol', value: (user) => es.common.roles[user.role] },
  { header: 'Unidad', value: (user) => user.network_group?.name ?? es.users.management },
  { header: 'Puntos de acceso', value: (user) => user.access_servers.map((server) => server.name).join(', ') },
  { header: 'Estado', value: (user) => (user.active ? es.users.status.active : es.users.status.inactive) },
];

export function downloadUsersCsv(users: readonly User[], fileBase: string): void {
  downloadCsv(csvFileName(fileBase), toCsv(users, USER_CSV_COLUMNS));
}

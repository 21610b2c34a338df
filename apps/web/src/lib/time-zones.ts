// The IANA time zones a person may pick for a network or an access point: Mexico's first (where Garita's sites
// are), then every other zone the browser knows, each with its current offset from UTC so that "Tijuana" and
// "Mexico City" are told apart at a glance.

/** Mexico's zones (IANA, 2026), the most populous first. */
export const MEXICO_TIME_ZONES = [
  'America/Mexico_City',
  'America/Monterrey',
  'America/Merida',
  'America/Cancun',
  'America/Tijuana',
  'America/Hermosillo',
  'America/Mazatlan',
  'America/Chihuahua',
  'America/Ciudad_Juarez',
  'America/Bahia_Banderas',
  'America/Matamoros',
  'America/Ojinaga',
] as const;

/** Every zone, Mexico's first in their order, then the rest alphabetically; no duplicates. */
export function timeZoneChoices(known: readonly string[] = Intl.supportedValuesOf('timeZone')): string[] {
  const mexico = MEXICO_TIME_ZONES.filter((zone) => known.includes(zone));
  const rest = known.filter((zone) => !mexico.includes(zone as (typeof MEXICO_TIME_ZONES)[number]));
  return [...mexico, ...[...rest].sort()];
}

/** "UTC−06:00" at `at` in `zone` (the offset changes with daylight saving, so it takes the instant). */
export function utcOffsetLabel(zone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  // 'GMT-06:00', or 'GMT' for UTC itself.
  const offset = part && part !== 'GMT' ? part.slice(3).replace('-', '−') : '+00:00';
  return `UTC${offset}`;
}

/** What the list shows for a zone: "America/Mexico City (UTC−06:00)". */
export function timeZoneLabel(zone: string, at: Date): string {
  return `${zone.replaceAll('_', ' ')} (${utcOffsetLabel(zone, at)})`;
}

// Calendar arithmetic of the API tests, always on a named zone's clock: "today" is a day somewhere, never the
// test machine's day and never a fixed UTC offset (the suites also run at chosen instants through libfaketime,
// when the demo zones show different dates and around Tijuana's daylight-saving changes).

export const MEXICO_CITY = 'America/Mexico_City';
export const TIJUANA = 'America/Tijuana';

/** 'YYYY-MM-DD' of `date` on the clock of `timeZone`. */
export const localDay = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);

/** The hour (0–23) of `date` on the clock of `timeZone`. */
export const localHour = (date: Date, timeZone: string) =>
  Number(new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(date));

/** Today on the clock of `timeZone`. */
export const todayIn = (timeZone: string) => localDay(new Date(), timeZone);

/** The calendar day `by` days after 'YYYY-MM-DD'. */
export const shiftDay = (day: string, by: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);

/** Day of the week of 'YYYY-MM-DD', 0 for Sunday. */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

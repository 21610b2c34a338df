// How a weekday/hour restriction reads (spec §3 key_restriction): the days in the order shown (Monday
// first) and the window — all day, or from HH:mm to HH:mm, possibly ending the next day.
import { FULL_DAY_MINUTES, type KeyRestriction, type Weekday } from '@garita/contract';
import { WEEKDAYS_SHOWN } from './invitation-form.ts';

export interface RestrictionWindow {
  allDay: boolean;
  from: string;
  to: string;
  /** The window opens on a listed day and closes after midnight. */
  endsNextDay: boolean;
}

const asMinutes = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
};
const asTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export function restrictionWindow(restriction: KeyRestriction): RestrictionWindow {
  const start = asMinutes(restriction.time);
  const end = start + restriction.duration_in_minutes;
  return {
    allDay: start === 0 && restriction.duration_in_minutes >= FULL_DAY_MINUTES,
    from: restriction.time,
    to: asTime(end),
    endsNextDay: end > FULL_DAY_MINUTES,
  };
}

export function restrictionDays(restriction: KeyRestriction): { everyDay: boolean; days: Weekday[] } {
  const days = WEEKDAYS_SHOWN.filter((day) => restriction.days.includes(day));
  return { everyDay: days.length === WEEKDAYS_SHOWN.length, days };
}

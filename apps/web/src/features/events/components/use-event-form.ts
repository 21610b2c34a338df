// State of the new and edit event forms: values and rules (spec §5), the access points on offer with their
// clocks, a new event's default start at the next full hour of the first chosen access point, and what a
// server refusal does (fields marked, the translated code in the snackbar, nothing typed lost).
import type { Event } from '@garita/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api.ts';
import { localTimeZone } from '../../../lib/dates.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { applyFieldErrors } from '../../../lib/field-errors.ts';
import { notify } from '../../../lib/notify.ts';
import { eventAccessPointsQuery } from '../api/get-access-points.ts';
import {
  defaultStart,
  type EventFormInput,
  EventFormSchema,
  type EventFormValues,
  emptyEventForm,
  eventFormFrom,
  formFieldOf,
} from '../event-form.ts';
import type { EventForm } from './event-form-fields.tsx';

export function useEventForm(event: Event | null) {
  const form: EventForm = useForm<EventFormInput, unknown, EventFormValues>({
    resolver: zodResolver(EventFormSchema),
    defaultValues: event ? eventFormFrom(event) : emptyEventForm(new Date(), localTimeZone()),
  });
  const accessPoints = useQuery(eventAccessPointsQuery);
  const options = accessPoints.data ?? [];
  const firstId = form.watch('access_servers')[0];
  const firstZone = options.find((point) => point.id === firstId)?.time_zone;

  // A new event with one access point on offer starts with it chosen.
  useEffect(() => {
    const [only] = options;
    if (event || options.length !== 1 || !only || form.getValues('access_servers').length) return;
    form.setValue('access_servers', [only.id]);
  }, [event, options, form]);

  // Until the start is touched, it follows the next full hour on the first chosen access point's clock.
  useEffect(() => {
    if (event || !firstZone) return;
    if (form.getFieldState('date').isDirty || form.getFieldState('time').isDirty) return;
    const start = defaultStart(new Date(), firstZone);
    form.setValue('date', start.date);
    form.setValue('time', start.time);
  }, [event, firstZone, form]);

  /** Marks the fields a refusal names and says what happened; answers false when it was already told. */
  const reportSaveError = (error: unknown): void => {
    if (error instanceof ApiError && error.handled) return;
    applyFieldErrors(error, form.setError, { map: (path) => formFieldOf(path) as FieldPath<EventFormInput> | null });
    notify(errorMessage(error));
  };

  return { form, accessPoints: options, reportSaveError };
}

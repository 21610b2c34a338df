// State of a new or edit unit form: the values, the access points on offer, and saving. A refusal keeps
// what was typed; a server complaint about a field is shown on that field.
import type { NetworkGroup } from '@garita/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { accessServerOptionsQuery } from '../../../lib/access-server-options.ts';
import { ApiError } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { applyFieldErrors } from '../../../lib/field-errors.ts';
import { notify } from '../../../lib/notify.ts';
import { useSaveUnit } from '../api/save-unit.ts';
import { type UnitFormInput, UnitFormSchema, type UnitFormValues, unitBody, unitFormFrom } from '../unit-form.ts';

/** The unit form field a refused body value (`network_group.access_servers.0`, `network_group.name`) is about. */
function unitFieldOf(path: string): 'access_servers' | 'name' | undefined {
  if (path.includes('access_servers')) return 'access_servers';
  if (path.endsWith('name')) return 'name';
  return undefined;
}

export function useUnitForm(unit: NetworkGroup | null, onSaved: (unit: NetworkGroup) => void) {
  const { t } = useTranslation('units');
  const form = useForm<UnitFormInput, unknown, UnitFormValues>({
    resolver: zodResolver(UnitFormSchema),
    defaultValues: unitFormFrom(unit),
  });
  const accessPoints = useQuery(accessServerOptionsQuery);
  const save = useSaveUnit(unit?.id ?? null);

  const handleSubmit = form.handleSubmit((values) =>
    save.mutate(unitBody(values), {
      onSuccess: ({ network_group }) => {
        notify(t(unit ? 'notices.saved' : 'notices.created', { name: network_group.name }), 'success');
        onSaved(network_group);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.handled) return;
        applyFieldErrors(error, form.setError, { map: unitFieldOf });
        notify(errorMessage(error));
      },
    }),
  );

  return { form, handleSubmit, isSaving: save.isPending, accessPointOptions: accessPoints.data ?? [] };
}

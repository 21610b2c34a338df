// State of the first-run form: the values (checked in the browser with the server's own schema), sending them,
// and what a refusal leaves — field errors next to their fields (422), "already set up" (409), or a failure to
// retry (no answer, a server error). What was typed is never reset.
import type { User } from '@garita/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { type ApiErrorCode, errorCodeOf } from '../../../lib/api.ts';
import { applyFieldErrors } from '../../../lib/field-errors.ts';
import { setupStatusQuery, useCompleteSetup } from '../api/setup.ts';
import {
  emptySetupForm,
  type SetupFormInput,
  SetupFormSchema,
  type SetupFormValues,
  setupFieldOf,
} from '../setup-form.ts';
import { startSession } from '../start-session.ts';

export type SetupFailure = { kind: 'fields' } | { kind: 'retry'; code: ApiErrorCode };

export function useSetupForm(onSignedIn: (user: User) => void) {
  const queryClient = useQueryClient();
  const form = useForm<SetupFormInput, unknown, SetupFormValues>({
    resolver: zodResolver(SetupFormSchema),
    defaultValues: emptySetupForm(),
  });
  const setup = useCompleteSetup();
  const [failure, setFailure] = useState<SetupFailure | null>(null);
  const [isAlreadySetUp, setAlreadySetUp] = useState(false);

  const markServerFields = (error: unknown): boolean => {
    return applyFieldErrors(error, form.setError, { map: setupFieldOf, focus: true }).length > 0;
  };

  const handleSubmit = form.handleSubmit(
    (values) => {
      setFailure(null);
      setup.mutate(values, {
        // The session replaces every signed-out screen; signing out later asks GET /setup again.
        onSuccess: (response) => onSignedIn(startSession(response)),
        onError: (error) => {
          const code = errorCodeOf(error);
          if (code === 'already_set_up') {
            setAlreadySetUp(true);
            return;
          }
          if (code === 'email_taken') {
            form.setError('admin.email', { type: 'email_taken' }, { shouldFocus: true });
            setFailure({ kind: 'fields' });
            return;
          }
          setFailure(markServerFields(error) ? { kind: 'fields' } : { kind: 'retry', code });
        },
      });
    },
    () => setFailure({ kind: 'fields' }),
  );

  /** Leaving for login after a 409: the site is set up, so login must no longer send back here. */
  const forgetSetupNeeded = () => queryClient.setQueryData(setupStatusQuery.queryKey, { needed: false });

  return { form, handleSubmit, isSending: setup.isPending, failure, isAlreadySetUp, forgetSetupNeeded };
}

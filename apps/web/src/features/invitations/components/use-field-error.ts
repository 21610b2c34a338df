// The translated message under a field: the form's own §5 rule, or what the server refused.
import { useTranslation } from 'react-i18next';
import { useTextIssueText } from '../../../lib/text-issues.ts';
import type { InvitationField } from '../invitation-rules.ts';
import type { InvitationForm } from './use-invitation-form.ts';

export function useFieldError(form: InvitationForm): (field: InvitationField) => string | undefined {
  const { t } = useTranslation('invitations');
  const textIssueText = useTextIssueText();
  return (field) => {
    const error = form.serverErrors[field] ?? form.errors[field];
    const textComplaint = textIssueText(error);
    if (textComplaint) return textComplaint;
    if (form.serverErrors[field]) return t(`validation.server.${field}`);
    if (!error) return undefined;
    if (field === 'phone' && error === 'required') return t('validation.phoneRequired');
    if (field === 'validFrom' && error === 'required') return t('validation.validFromRequired');
    return t(`validation.${field}`);
  };
}

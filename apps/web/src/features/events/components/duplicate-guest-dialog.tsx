// The duplicate guest modal (spec §4/§9): says who repeats what, and closes by itself after 2.5 s.
import { DUPLICATE_MODAL_MS } from '@garita/contract';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { DuplicateNotice } from '../guests.ts';
import { NoticeDialog } from './notice-dialog.tsx';

export function DuplicateGuestDialog({
  duplicate,
  onClose,
}: {
  duplicate: DuplicateNotice | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('events');
  // Keeps the words while the dialog fades out.
  const last = useRef(duplicate);
  if (duplicate) last.current = duplicate;
  const shown = duplicate ?? last.current;
  const field = shown ? t(`duplicate.fields.${shown.field}`) : '';
  const message = !shown
    ? ''
    : shown.other
      ? t('duplicate.message', { name: shown.name, field, other: shown.other })
      : t('duplicate.messageServer', { name: shown.name, field });
  return (
    <NoticeDialog
      open={duplicate !== null}
      kind="warning"
      title={t('duplicate.title')}
      message={message}
      buttonLabel={t('duplicate.ok')}
      onClose={onClose}
      autoCloseMs={DUPLICATE_MODAL_MS}
      testId="duplicate-guest-dialog"
    />
  );
}

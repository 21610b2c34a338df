// The admin's privacy notice, one text per language (markdown). An empty text, or the default text left as it is,
// shows the default notice; the public address opens in a new tab.
import type { PrivacyNoticeSettings } from '@garita/contract';
import { PRIVACY_NOTICE_MAX } from '@garita/contract';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, Link as MuiLink, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PendingButton } from '../../../components/pending-button.tsx';
import { Section } from '../../../components/section.tsx';
import { reportError } from '../../../lib/errors.ts';
import { notify } from '../../../lib/notify.ts';
import { useSaveNotice } from '../api.ts';

type Lang = 'en' | 'es';

/** What to store: null for "the default notice" (empty, or the default left unchanged). */
const stored = (text: string, defaultText: string) =>
  text.trim() === '' || text.trim() === defaultText.trim() ? null : text;

export function NoticeSection({ settings }: { settings: PrivacyNoticeSettings }) {
  const { t } = useTranslation('privacy');
  const save = useSaveNotice();
  const [texts, setTexts] = useState<Record<Lang, string>>({
    en: settings.text_en ?? '',
    es: settings.text_es ?? '',
  });
  const defaults: Record<Lang, string> = { en: settings.default_en, es: settings.default_es };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { text_en: stored(texts.en, defaults.en), text_es: stored(texts.es, defaults.es) },
      {
        onSuccess: (saved) => {
          setTexts({ en: saved.text_en ?? '', es: saved.text_es ?? '' });
          notify(t('edit.saved'), 'success');
        },
        onError: reportError,
      },
    );
  };

  const field = (lang: Lang, label: string) => (
    <Box key={lang} sx={{ display: 'grid', gap: 1 }}>
      <TextField
        label={label}
        multiline
        minRows={6}
        maxRows={20}
        value={texts[lang]}
        onChange={(event) => setTexts((current) => ({ ...current, [lang]: event.target.value }))}
        helperText={stored(texts[lang], defaults[lang]) === null ? t('edit.usingDefault') : ' '}
        slotProps={{ htmlInput: { maxLength: PRIVACY_NOTICE_MAX, lang, 'data-testid': `notice-${lang}` } }}
        fullWidth
      />
      {texts[lang].trim() === '' && (
        <Button
          size="small"
          sx={{ justifySelf: 'start' }}
          onClick={() => setTexts((current) => ({ ...current, [lang]: defaults[lang] }))}
        >
          {t('edit.useDefault')}
        </Button>
      )}
    </Box>
  );

  return (
    <Section id="privacy-notice-title" title={t('edit.title')} intro={t('edit.intro')}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <MuiLink
          href={`/privacy/${settings.public_id}`}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, overflowWrap: 'anywhere' }}
          data-testid="public-notice-link"
        >
          {t('edit.publicLink')}
          <OpenInNewIcon fontSize="small" aria-hidden />
        </MuiLink>
        {field('en', t('edit.english'))}
        {field('es', t('edit.spanish'))}
        <PendingButton type="submit" isPending={save.isPending} sx={{ justifySelf: 'start' }}>
          {t('edit.save')}
        </PendingButton>
      </Box>
    </Section>
  );
}

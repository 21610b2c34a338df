// Sending an invitation to its visitor (issue 15), for an invitation's detail (phone screen, desktop drawer)
// and an event guest's dialog: the message's language (the app's at first), the system share sheet where the
// browser has one (Web Share API, mostly phones) and WhatsApp, with the message built by lib/share-message.ts.
// Nothing claims a delivery: the share sheet's success only says the data went to the app the person chose,
// and WhatsApp only opens with the message ready to send.
import IosShareIcon from '@mui/icons-material/IosShare';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Box, Button, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadLanguage } from '../lib/i18n-rest.ts';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, normalizeLanguage } from '../lib/language.ts';
import { notify } from '../lib/notify.ts';
import { invitationShareLink } from '../lib/share-link.ts';
import {
  canShareNatively,
  type InvitationMessageInput,
  type InvitationShareData,
  invitationMessage,
  messageWithLink,
  shareNatively,
  whatsAppHref,
} from '../lib/share-message.ts';

export interface BuiltMessage {
  language: Language;
  data: InvitationShareData;
  /** The words and the link as one text (WhatsApp, email bodies). */
  text: string;
}

interface ShareInvitationProps {
  message: Omit<InvitationMessageInput, 'link'>;
  uniqueId: string;
  /** The visitor's number: WhatsApp then opens the chat with them. */
  phone?: { countryCode: string; number: string };
  /** More actions after the share buttons (copy, print, email), given the message as built. */
  children?: (built: BuiltMessage) => ReactNode;
}

export function ShareInvitation({ message, uniqueId, phone, children }: ShareInvitationProps) {
  const { t, i18n } = useTranslation(['share', 'common']);
  const appLanguage = normalizeLanguage(i18n.resolvedLanguage) ?? DEFAULT_LANGUAGE;
  const [chosen, setChosen] = useState<Language | null>(null);
  const language = chosen ?? appLanguage;
  const labelId = useId();
  const data = invitationMessage(
    { ...message, link: invitationShareLink(uniqueId, language) },
    language,
    i18n.getFixedT(language, 'share'),
  );
  const text = messageWithLink(data);
  const native = canShareNatively(data);

  // The app downloads only its own language's words: another one is fetched before the message speaks it.
  const choose = async (next: Language) => {
    if (await loadLanguage(next)) setChosen(next);
    else notify(t('share:languageFailed'));
  };

  const handleNative = async () => {
    const outcome = await shareNatively(data);
    if (outcome === 'shared') notify(t('share:shared'), 'success');
    else if (outcome === 'failed') notify(t('share:shareFailed'));
  };

  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid="share-invitation">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={labelId} variant="body2" sx={{ color: 'text.secondary' }}>
          {t('share:language')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={language}
          aria-labelledby={labelId}
          onChange={(_event, value: Language | null) => {
            if (value) void choose(value);
          }}
        >
          {LANGUAGES.map((option) => (
            <ToggleButton key={option} value={option} lang={option} sx={{ px: 2 }}>
              {t(`common:language.${option}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: 1 }}>
        {native && (
          <Button variant="contained" startIcon={<IosShareIcon />} onClick={() => void handleNative()}>
            {t('share:native')}
          </Button>
        )}
        <Button
          variant={native ? 'outlined' : 'contained'}
          startIcon={<WhatsAppIcon />}
          component="a"
          href={whatsAppHref(text, phone)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => notify(t('share:openingWhatsApp'), 'info')}
        >
          {t('share:whatsApp')}
        </Button>
        {children?.({ language, data, text })}
      </Box>
    </Box>
  );
}

// Sharing an invitation the viewer may see the QR of (spec §2/§6, issue 15): the share sheet and WhatsApp
// with the message in the chosen language (components/share-invitation.tsx), copy its public link (a 1.5 s
// toast), print it (after 0.5 s, only the invitation goes to paper) and email it (only with the visitor's
// address). The link is Garita's own public page in the message's language (spec §7).
import { type AccessKey, COPY_LINK_TOAST_MS, PRINT_DELAY_MS } from '@garita/contract';
import CopyIcon from '@mui/icons-material/ContentCopy';
import EmailIcon from '@mui/icons-material/Email';
import PrintIcon from '@mui/icons-material/Print';
import { Alert, Button, GlobalStyles, Snackbar } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShareInvitation } from '../../../components/share-invitation.tsx';
import { formatInZone } from '../../../lib/dates.ts';
import { notify } from '../../../lib/notify.ts';
import type { InvitationActions } from '../invitation-actions.ts';
import { emailHref, emailSubject } from '../share.ts';

const PRINT_STYLES = {
  '@media print': {
    'body *': { visibility: 'hidden !important' },
    '[data-print-area], [data-print-area] *': { visibility: 'visible !important' },
    '[data-print-area]': { position: 'absolute', left: 0, top: 0, width: '100%' },
    '[data-print-area] .no-print': { display: 'none !important' },
  },
} as const;

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No clipboard permission (or an old browser): the selection way still works in most.
    const field = document.createElement('textarea');
    field.value = text;
    field.setAttribute('readonly', '');
    field.style.position = 'fixed';
    field.style.opacity = '0';
    document.body.append(field);
    field.select();
    const copied = document.execCommand('copy');
    field.remove();
    return copied;
  }
}

interface ShareActionsProps {
  invitation: AccessKey;
  actions: InvitationActions;
}

export function ShareActions({ invitation, actions }: ShareActionsProps) {
  const { t, i18n } = useTranslation(['invitations', 'common']);
  const [copied, setCopied] = useState(false);
  const printing = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (printing.current) clearTimeout(printing.current);
    },
    [],
  );
  if (!actions.showQr || !invitation.unique_id) return null;
  const uniqueId = invitation.unique_id;

  const handleCopy = async (link: string) => {
    if (await copyText(link)) setCopied(true);
    else notify(t('invitations:share.copyFailed'));
  };

  return (
    <>
      <GlobalStyles styles={PRINT_STYLES} />
      <ShareInvitation
        uniqueId={uniqueId}
        phone={
          invitation.visitor_phone
            ? { countryCode: invitation.country_code, number: invitation.visitor_phone }
            : undefined
        }
        message={{
          visitorName: invitation.visitor_name,
          places: invitation.access_servers.map((point) => point.name),
          validFrom: invitation.valid_from,
          validUntil: invitation.valid_until,
          timeZone: invitation.time_zone_name,
        }}
      >
        {({ language, data, text }) => {
          // The subject speaks the message's language too.
          const inMessageLanguage = i18n.getFixedT(language, ['invitations', 'common']);
          const mailto = actions.canEmail
            ? emailHref(
                invitation,
                emailSubject(
                  inMessageLanguage('common:appName'),
                  inMessageLanguage('invitations:share.subject'),
                  formatInZone(invitation.valid_from, invitation.time_zone_name, 'dateTime', language),
                ),
                text,
              )
            : null;
          return (
            <>
              <Button variant="outlined" startIcon={<CopyIcon />} onClick={() => void handleCopy(data.url)}>
                {t('invitations:share.copy')}
              </Button>
              <Button
                variant="outlined"
                startIcon={<PrintIcon />}
                onClick={() => {
                  printing.current = setTimeout(() => window.print(), PRINT_DELAY_MS);
                }}
              >
                {t('invitations:share.print')}
              </Button>
              {mailto && (
                <Button variant="outlined" startIcon={<EmailIcon />} component="a" href={mailto}>
                  {t('invitations:share.email')}
                </Button>
              )}
            </>
          );
        }}
      </ShareInvitation>
      <Snackbar
        open={copied}
        autoHideDuration={COPY_LINK_TOAST_MS}
        onClose={() => setCopied(false)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        sx={{ bottom: { xs: 80, lg: 24 } }}
      >
        <Alert severity="success" variant="filled" data-testid="copy-toast" sx={{ width: '100%' }}>
          {t('invitations:share.copied')}
        </Alert>
      </Snackbar>
    </>
  );
}

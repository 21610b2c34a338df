// Sharing an invitation the viewer may see the QR of (spec §2/§6): copy its public link (a 1.5 s toast),
// print it (after 0.5 s, only the invitation goes to paper), email it (only with the visitor's address)
// and send it by WhatsApp. The link is Garita's own public page in Spanish (spec §7).
import { type AccessKey, COPY_LINK_TOAST_MS, PRINT_DELAY_MS } from '@garita/contract';
import CopyIcon from '@mui/icons-material/ContentCopy';
import EmailIcon from '@mui/icons-material/Email';
import PrintIcon from '@mui/icons-material/Print';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Alert, Box, Button, GlobalStyles, Snackbar } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/notify.ts';
import { invitationShareLink } from '../../../lib/share-link.ts';
import { useFormatDate } from '../../../lib/use-format-date.ts';
import type { InvitationActions } from '../invitation-actions.ts';
import { emailHref, emailSubject, whatsAppHref } from '../share.ts';

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
  const { t } = useTranslation(['invitations', 'common']);
  const formatDate = useFormatDate();
  const [copied, setCopied] = useState(false);
  const printing = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (printing.current) clearTimeout(printing.current);
    },
    [],
  );
  if (!actions.showQr || !invitation.unique_id) return null;

  const link = invitationShareLink(invitation.unique_id);
  const validFrom = formatDate(invitation.valid_from, 'dateTime', invitation.time_zone_name);
  const message = t('invitations:share.message', { name: invitation.visitor_name, date: validFrom, link });
  const mailto = actions.canEmail
    ? emailHref(invitation, emailSubject(t('common:appName'), t('invitations:share.subject'), validFrom), message)
    : null;

  const handleCopy = async () => {
    if (await copyText(link)) setCopied(true);
    else notify(t('invitations:share.copyFailed'));
  };

  return (
    <>
      <GlobalStyles styles={PRINT_STYLES} />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: 1 }}>
        <Button variant="outlined" startIcon={<CopyIcon />} onClick={() => void handleCopy()}>
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
        <Button
          variant="outlined"
          startIcon={<WhatsAppIcon />}
          component="a"
          href={whatsAppHref(invitation, message)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('invitations:share.whatsApp')}
        </Button>
      </Box>
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

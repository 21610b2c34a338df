// A dialog that shows another page in a frame: the network's CTPAT form, opened by a custom attribute named
// `ctpat` (spec §2, components/forms/custom-attribute-fields.tsx). When the framed page navigates within this
// site (the CTPAT form ends on /ctpat?...), onNavigate tells where. The frame may run the form's scripts and send
// it; /ctpat may be framed by Garita only (its CSP, docs/security.md).
import CloseIcon from '@mui/icons-material/Close';
import { Alert, Dialog, DialogContent, DialogTitle, IconButton, useMediaQuery, useTheme } from '@mui/material';
import { useTranslation } from 'react-i18next';

export interface FramedDialogProps {
  open: boolean;
  title: string;
  src: string;
  onClose: () => void;
  onNavigate?: (url: URL) => void;
  /** A line above the frame saying what the framed page did (e.g. the form's values were taken). */
  notice?: string;
}

/** Frame permissions: a form needs its scripts, its own origin (its session) and to submit. */
const SANDBOX = 'allow-forms allow-scripts allow-same-origin allow-popups';

export function FramedDialog({ open, title, src, onClose, onNavigate, notice }: FramedDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));

  const handleLoad = (event: React.SyntheticEvent<HTMLIFrameElement>) => {
    if (!onNavigate) return;
    try {
      // Readable only while the frame shows a page of this site.
      const href = event.currentTarget.contentWindow?.location.href;
      if (href && href !== 'about:blank') onNavigate(new URL(href));
    } catch {
      // A page of another site: its address is not ours to read.
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="lg"
      aria-labelledby="framed-dialog-title"
    >
      <DialogTitle id="framed-dialog-title" sx={{ pr: 8 }}>
        {title}
        <IconButton aria-label={t('close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {/* The framed page scrolls itself: the dialog's content never does (a scrollable region needs a focusable). */}
      <DialogContent dividers sx={{ p: 0, display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
        <div role="status">
          {notice && (
            <Alert severity="success" sx={{ borderRadius: 0 }} data-testid="framed-dialog-notice">
              {notice}
            </Alert>
          )}
        </div>
        <iframe
          title={title}
          src={src}
          sandbox={SANDBOX}
          onLoad={handleLoad}
          style={{ border: 0, width: '100%', minHeight: fullScreen ? 0 : '75dvh', flex: 1 }}
        />
      </DialogContent>
    </Dialog>
  );
}

// The network's external analytics dashboard (spec §2 "Intelligence"), in a frame that fills the page, with a
// link to open it in its own tab (some dashboards refuse to be framed).
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function DashboardFrame({ url }: { url: string }) {
  const { t } = useTranslation('intelligence');
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button href={url} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNewIcon />}>
          {t('dashboard.open')}
        </Button>
      </Box>
      <Box
        component="iframe"
        title={t('dashboard.frameTitle')}
        src={url}
        data-testid="dashboard-frame"
        // Dashboards need their scripts; nothing here gives them the app's session (another origin).
        sandbox="allow-scripts allow-same-origin allow-popups allow-forms"
        referrerPolicy="no-referrer"
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          width: '100%',
          height: { xs: 'calc(100dvh - 260px)', md: 'calc(100dvh - 240px)' },
          minHeight: 420,
          bgcolor: 'background.paper',
        }}
      />
    </Box>
  );
}

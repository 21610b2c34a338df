// Screen intelligence (/inteligence): the admin's Intelligence on a phone.
import { Box } from '@mui/material';
import { IntelligencePage } from './intelligence-page.tsx';

export default function MobileIntelligenceScreen() {
  return (
    <Box sx={{ p: 2, maxWidth: 960, mx: 'auto' }}>
      <IntelligencePage />
    </Box>
  );
}

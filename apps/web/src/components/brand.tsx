// The product mark: a gate house in the brand colours, with the name and, optionally, the tagline.
import { Box, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

function GateMark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false" style={{ flexShrink: 0 }}>
      <rect width="64" height="64" rx="12" fill="#10418a" />
      <path d="M14 50V26l18-12 18 12v24H40V34H24v16z" fill="#fff" />
      <rect x="28" y="38" width="8" height="12" fill="#ff8000" />
    </svg>
  );
}

interface BrandProps {
  name?: string;
  showTagline?: boolean;
  size?: number;
  /** Let a long network name take two lines instead of being cut. */
  wrap?: boolean;
}

export function Brand({ name, showTagline = false, size = 40, wrap = false }: BrandProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <GateMark size={size} />
      <Box sx={{ minWidth: 0 }}>
        <Typography component="div" sx={{ fontWeight: 800, fontSize: wrap ? 17 : 20, lineHeight: 1.2 }} noWrap={!wrap}>
          {name ?? t('appName')}
        </Typography>
        {showTagline && (
          <Typography component="div" variant="body2" sx={{ color: 'text.secondary' }}>
            {t('tagline')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

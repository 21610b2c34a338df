// An invitation's access point on a map (spec §2: map modal at zoom 15), with its venue and address.
import type { AccessServer } from '@garita/contract';
import { MAP_HEIGHT_PX } from '@garita/contract';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PointsMap } from '../../../components/maps/points-map.tsx';

interface AccessPointMapDialogProps {
  point: AccessServer | null;
  onClose: () => void;
}

export function AccessPointMapDialog({ point, onClose }: AccessPointMapDialogProps) {
  const { t } = useTranslation('invitations');
  const titleId = useId();
  return (
    <Dialog open={point !== null} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      {point && (
        <>
          <DialogTitle id={titleId}>{point.name}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" sx={{ mb: 0.5 }}>
              {point.venue_name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
              {point.address}
            </Typography>
            <Box
              data-testid="access-point-map"
              role="region"
              aria-label={t('detail.mapLabel', { name: point.name })}
              sx={{
                height: MAP_HEIGHT_PX * 1.4,
                borderRadius: 2,
                overflow: 'hidden',
                '& .leaflet-container': { height: '100%', fontFamily: 'inherit' },
              }}
            >
              <PointsMap points={[point]} zoomInLabel={t('detail.zoomIn')} zoomOutLabel={t('detail.zoomOut')} />
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('detail.close')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

// The access points on a map (spec §2, 250 px high): one marker per point with coordinates, a popup
// with its name, venue, address and gates, and a button there that opens its settings. The map itself is
// the shared components/maps/points-map.tsx.
import type { AccessServer } from '@garita/contract';
import { MAP_HEIGHT_PX } from '@garita/contract';
import { Box, Button, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { isLocated, PointsMap } from '../../../components/maps/points-map.tsx';

interface AccessPointsMapProps {
  points: readonly AccessServer[];
  onOpen: (point: AccessServer) => void;
}

export function AccessPointsMap({ points, onOpen }: AccessPointsMapProps) {
  const { t } = useTranslation('access-points');
  const located = points.filter(isLocated);
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden', mb: 2 }}>
      <Box
        data-testid="access-points-map"
        role="region"
        aria-label={t('map.label')}
        sx={{ height: MAP_HEIGHT_PX, '& .leaflet-container': { height: '100%', fontFamily: 'inherit' } }}
      >
        <PointsMap
          points={points}
          zoomInLabel={t('map.zoomIn')}
          zoomOutLabel={t('map.zoomOut')}
          renderPopup={(point) => (
            <>
              <Typography variant="subtitle2" component="div" sx={{ fontWeight: 700, m: 0 }}>
                {point.name}
              </Typography>
              <Typography variant="body2" component="div" sx={{ m: '2px 0' }}>
                {point.venue_name}
              </Typography>
              <Typography variant="body2" component="div" sx={{ m: '2px 0', color: 'text.secondary' }}>
                {point.address}
              </Typography>
              <Typography variant="body2" component="div" sx={{ m: '2px 0 8px' }}>
                {t('gates', { count: point.gates.length })}
              </Typography>
              <Button size="small" variant="outlined" onClick={() => onOpen(point)}>
                {t('map.open')}
              </Button>
            </>
          )}
        />
      </Box>
      {located.length < points.length && (
        <Typography variant="body2" sx={{ px: 2, py: 1, color: 'text.secondary' }}>
          {t('map.missing', { count: points.length - located.length })}
        </Typography>
      )}
    </Paper>
  );
}

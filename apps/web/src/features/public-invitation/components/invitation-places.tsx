// Where the invitation opens: each access point with its venue, address and a link to the maps app.
import type { PublicAccessPoint } from '@garita/contract';
import MapIcon from '@mui/icons-material/Map';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import { Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { mapsLink } from '../../../lib/maps-link.ts';

export function InvitationPlaces({ places }: { places: PublicAccessPoint[] }) {
  const { t } = useTranslation('public-invitation');
  if (places.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="invitation-where">
      <Typography id="invitation-where" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {t('where')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 1.5 }}>
        {places.map((place) => {
          const href = mapsLink(place);
          return (
            <Box
              component="li"
              key={`${place.name}-${place.address}`}
              data-testid="invitation-place"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                gap: 1.5,
                p: 1.5,
                borderRadius: 2,
                bgcolor: 'grey.50',
                border: 1,
                borderColor: 'divider',
              }}
            >
              <PlaceIcon color="primary" aria-hidden sx={{ mt: 0.25 }} />
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{place.name}</Typography>
                {place.venue_name && place.venue_name !== place.name && (
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {place.venue_name}
                  </Typography>
                )}
                {place.address && (
                  <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
                    {place.address}
                  </Typography>
                )}
                {href && (
                  <Button
                    component="a"
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="outlined"
                    startIcon={<MapIcon />}
                    sx={{ mt: 1, minHeight: 44 }}
                  >
                    {t('openMap')}
                    <VisuallyHidden>{` ${place.name} ${t('opensInNewTab')}`}</VisuallyHidden>
                  </Button>
                )}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

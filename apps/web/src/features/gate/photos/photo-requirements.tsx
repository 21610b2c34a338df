// The photos of a register (spec §2/§5): one big tile per required photo (ID, front plates, back plates,
// other, accreditation, in that order) that opens the camera dialog, the optional ones as smaller buttons,
// and a thumbnail once taken. The parent keeps the photos and blocks confirm while a required one is missing.
import type { PhotoSettings, PhotoType } from '@garita/contract';
import CameraIcon from '@mui/icons-material/PhotoCamera';
import { Box, Button, ButtonBase, Chip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../components/visually-hidden.tsx';
import { usePhotoTypeLabel } from '../../../lib/transaction-labels.ts';
import { PHOTO_SETTING_KEYS } from '../lib/guard-access-point.ts';
import { PhotoCaptureDialog } from './photo-capture-dialog.tsx';

export type PhotoValues = Partial<Record<PhotoType, string>>;

export function requiredPhotoTypes(settings: PhotoSettings | null | undefined): PhotoType[] {
  return settings ? PHOTO_SETTING_KEYS.filter((type) => settings[type]) : [];
}

export function missingPhotoTypes(settings: PhotoSettings | null | undefined, photos: PhotoValues): PhotoType[] {
  return requiredPhotoTypes(settings).filter((type) => !photos[type]);
}

interface PhotoRequirementsProps {
  required: PhotoSettings | null | undefined;
  idBackPhoto?: boolean;
  photos: PhotoValues;
  onChange: (photos: PhotoValues) => void;
  /** Offer the photos that are not required too (smaller buttons). */
  showOptional?: boolean;
}

export function PhotoRequirements({
  required,
  idBackPhoto = false,
  photos,
  onChange,
  showOptional = true,
}: PhotoRequirementsProps) {
  const { t } = useTranslation('scanner');
  const labelOf = usePhotoTypeLabel(idBackPhoto);
  const [capturing, setCapturing] = useState<PhotoType | null>(null);
  // The dialog keeps its title while it fades out.
  const [dialogType, setDialogType] = useState<PhotoType>('photo_id');
  const startCapture = (type: PhotoType) => {
    setDialogType(type);
    setCapturing(type);
  };
  const requiredTypes = requiredPhotoTypes(required);
  const optionalTypes = showOptional ? PHOTO_SETTING_KEYS.filter((type) => !requiredTypes.includes(type)) : [];
  const shown = [...requiredTypes, ...optionalTypes.filter((type) => photos[type])];
  const offered = optionalTypes.filter((type) => !photos[type]);

  if (shown.length === 0 && offered.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="photos-heading" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography id="photos-heading" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('photos.title')}
      </Typography>
      {shown.length > 0 && (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 1.5 }}>
          {shown.map((type) => {
            const photo = photos[type];
            const isRequired = requiredTypes.includes(type);
            const label = labelOf(type);
            return (
              <ButtonBase
                key={type}
                data-testid={`photo-tile-${type}`}
                onClick={() => startCapture(type)}
                sx={{
                  position: 'relative',
                  display: 'grid',
                  placeItems: 'center',
                  minHeight: 120,
                  borderRadius: 2,
                  border: 2,
                  borderStyle: photo ? 'solid' : 'dashed',
                  borderColor: photo ? 'success.main' : isRequired ? 'error.main' : 'divider',
                  bgcolor: 'background.paper',
                  overflow: 'hidden',
                  p: photo ? 0 : 1.5,
                }}
              >
                <VisuallyHidden>{t(photo ? 'photos.retakePrefix' : 'photos.takePrefix')} </VisuallyHidden>
                {photo ? (
                  <>
                    <Box
                      component="img"
                      src={photo}
                      alt=""
                      data-testid={`photo-thumbnail-${type}`}
                      sx={{ width: '100%', height: 120, objectFit: 'cover', display: 'block' }}
                    />
                    <Typography
                      component="span"
                      variant="caption"
                      sx={{
                        position: 'absolute',
                        left: 0,
                        right: 0,
                        bottom: 0,
                        bgcolor: 'rgba(0,0,0,0.65)',
                        color: 'common.white',
                        py: 0.5,
                        fontWeight: 600,
                      }}
                    >
                      {label}
                    </Typography>
                  </>
                ) : (
                  <Box sx={{ display: 'grid', justifyItems: 'center', gap: 0.5 }}>
                    <CameraIcon color="primary" sx={{ fontSize: 36 }} />
                    <Typography component="span" sx={{ fontWeight: 700 }}>
                      {label}
                    </Typography>
                    {isRequired && <Chip size="small" color="error" variant="outlined" label={t('photos.required')} />}
                  </Box>
                )}
              </ButtonBase>
            );
          })}
        </Box>
      )}
      {offered.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {offered.map((type) => (
            <Button
              key={type}
              size="small"
              variant="outlined"
              startIcon={<CameraIcon />}
              onClick={() => startCapture(type)}
              aria-label={t('photos.take', { type: labelOf(type) })}
            >
              {labelOf(type)}
            </Button>
          ))}
        </Box>
      )}
      <PhotoCaptureDialog
        open={capturing !== null}
        typeLabel={labelOf(dialogType)}
        onClose={() => setCapturing(null)}
        onSave={(dataUrl) => {
          if (capturing) onChange({ ...photos, [capturing]: dataUrl });
          setCapturing(null);
        }}
      />
    </Box>
  );
}

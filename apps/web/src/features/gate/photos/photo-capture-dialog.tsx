// The photo dialog of spec §2: the rear camera preferred, a camera chooser when there are several,
// capture, preview, retake or save. The picture is cropped to about 2/3 (portrait) on phones and 1.67
// elsewhere, capped at PHOTO_MAX_SIDE_PX and encoded as a JPEG data URL (what the registers send).
// Without a camera (or permission) the guard picks a picture from the device instead.
import { CAMERA_ASPECT_DESKTOP, CAMERA_ASPECT_MOBILE, PHOTO_MAX_SIDE_PX } from '@garita/contract';
import CameraIcon from '@mui/icons-material/PhotoCamera';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { type ChangeEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraVideo } from '../../../components/camera-video.tsx';
import { useCamera } from '../../../lib/use-camera.ts';

export const JPEG_QUALITY = 0.85;

/** On a phone the main button takes a whole row above the others, under the thumb. */
const primaryOnPhone = { order: { xs: -1, sm: 0 }, flexBasis: { xs: '100%', sm: 'auto' }, minHeight: 52 } as const;

interface PhotoCaptureDialogProps {
  open: boolean;
  /** The photo's name, e.g. "ID". */
  typeLabel: string;
  onClose: () => void;
  onSave: (dataUrl: string) => void;
}

/** The largest centred crop of `width`×`height` with the `aspect` (width / height), at most `maxSide` long. */
export function cropBox(width: number, height: number, aspect: number, maxSide = PHOTO_MAX_SIDE_PX) {
  const cropWidth = Math.round(width / height > aspect ? height * aspect : width);
  const cropHeight = Math.round(width / height > aspect ? height : width / aspect);
  const scale = Math.min(1, maxSide / Math.max(cropWidth, cropHeight));
  return {
    sx: Math.round((width - cropWidth) / 2),
    sy: Math.round((height - cropHeight) / 2),
    sw: cropWidth,
    sh: cropHeight,
    width: Math.max(1, Math.round(cropWidth * scale)),
    height: Math.max(1, Math.round(cropHeight * scale)),
  };
}

function toJpeg(source: CanvasImageSource, width: number, height: number, aspect: number): string {
  const box = cropBox(width, height, aspect);
  const canvas = document.createElement('canvas');
  canvas.width = box.width;
  canvas.height = box.height;
  canvas.getContext('2d')?.drawImage(source, box.sx, box.sy, box.sw, box.sh, 0, 0, box.width, box.height);
  return canvas.toDataURL('image/jpeg', JPEG_QUALITY);
}

export function PhotoCaptureDialog({ open, typeLabel, onClose, onSave }: PhotoCaptureDialogProps) {
  const { t } = useTranslation('scanner');
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullScreen={isPhone} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('capture.title', { type: typeLabel })}</DialogTitle>
      {open && (
        <CaptureBody
          typeLabel={typeLabel}
          aspect={isPhone ? CAMERA_ASPECT_MOBILE : CAMERA_ASPECT_DESKTOP}
          onClose={onClose}
          onSave={onSave}
        />
      )}
    </Dialog>
  );
}

function CaptureBody({
  typeLabel,
  aspect,
  onClose,
  onSave,
}: Omit<PhotoCaptureDialogProps, 'open'> & { aspect: number }) {
  const { t } = useTranslation('scanner');
  const [preview, setPreview] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const camera = useCamera({ active: preview === null });
  const hasCamera = camera.status === 'starting' || camera.status === 'ready';

  const capture = () => {
    const video = camera.videoRef.current;
    if (!video?.videoWidth) return;
    setPreview(toJpeg(video, video.videoWidth, video.videoHeight, aspect));
  };

  const pickFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      const bitmap = await createImageBitmap(file);
      setPreview(toJpeg(bitmap, bitmap.width, bitmap.height, aspect));
      bitmap.close();
      setFailed(false);
    } catch {
      setFailed(true);
    }
  };

  return (
    <>
      <DialogContent sx={{ display: 'grid', gap: 2, justifyItems: 'center' }}>
        {camera.devices.length > 1 && preview === null && (
          <TextField
            select
            size="small"
            label={t('capture.camera')}
            value={camera.deviceId ?? ''}
            onChange={(event) => camera.chooseDevice(event.target.value)}
            sx={{ minWidth: 240, justifySelf: 'stretch' }}
          >
            {camera.devices.map((device, index) => (
              <MenuItem key={device.deviceId} value={device.deviceId}>
                {device.label || t('camera.cameraNumber', { number: index + 1 })}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Box
          sx={{
            position: 'relative',
            width: '100%',
            maxWidth: aspect < 1 ? 420 : 720,
            aspectRatio: String(aspect),
            maxHeight: '65dvh',
            bgcolor: 'grey.900',
            borderRadius: 2,
            overflow: 'hidden',
          }}
        >
          {preview ? (
            <Box
              component="img"
              src={preview}
              alt={t('capture.preview', { type: typeLabel })}
              sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
            />
          ) : (
            <CameraVideo videoRef={camera.videoRef} label={t('camera.video')} />
          )}
          {!preview && camera.status === 'starting' && (
            <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: 'common.white' }}>
              <CircularProgress color="inherit" aria-label={t('capture.starting')} />
            </Box>
          )}
        </Box>
        {!preview && !hasCamera && (
          <Alert severity="warning" sx={{ width: '100%' }}>
            {t(camera.status === 'denied' ? 'capture.denied' : 'capture.unavailable')}
          </Alert>
        )}
        {failed && (
          <Alert severity="error" sx={{ width: '100%' }}>
            {t('capture.failed')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Button onClick={onClose}>{t('capture.cancel')}</Button>
        <Box sx={{ flex: 1 }} />
        {preview ? (
          <>
            <Button variant="outlined" onClick={() => setPreview(null)}>
              {t('capture.retake')}
            </Button>
            <Button variant="contained" size="large" onClick={() => onSave(preview)} sx={primaryOnPhone}>
              {t('capture.save')}
            </Button>
          </>
        ) : (
          <>
            <Button variant={hasCamera ? 'text' : 'contained'} component="label">
              {t('capture.choose')}
              <input hidden type="file" accept="image/*" capture="environment" onChange={pickFile} />
            </Button>
            {hasCamera && (
              <Button
                variant="contained"
                size="large"
                startIcon={<CameraIcon />}
                onClick={capture}
                disabled={camera.status !== 'ready'}
                sx={primaryOnPhone}
              >
                {t('capture.capture')}
              </Button>
            )}
          </>
        )}
      </DialogActions>
    </>
  );
}

// The camera's live picture filling its frame (muted, inline, playing as soon as the stream is attached).
import { Box } from '@mui/material';
import type { RefObject } from 'react';

export function CameraVideo({ videoRef, label }: { videoRef: RefObject<HTMLVideoElement | null>; label: string }) {
  return (
    <Box
      component="video"
      ref={videoRef}
      muted
      playsInline
      autoPlay
      aria-label={label}
      sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
    />
  );
}

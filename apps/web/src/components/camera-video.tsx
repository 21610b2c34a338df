// The camera's live picture filling its frame (muted, inline, playing as soon as the stream is attached). A plain
// <video> and a CSS module, no MUI: the guard's camera screen loads none (docs/web.md, "The first screens without
// MUI"); the photo dialog draws it inside MUI's frame.
import type { RefObject } from 'react';
import styles from './camera-video.module.css';

export function CameraVideo({ videoRef, label }: { videoRef: RefObject<HTMLVideoElement | null>; label: string }) {
  return <video ref={videoRef} className={styles.video} muted playsInline autoPlay aria-label={label} />;
}

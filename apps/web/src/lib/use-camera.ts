// The device camera in a <video>: the rear camera preferred (facingMode environment), another one when the
// user picks it, and the stream stopped when the screen or dialog goes away. Failures become a state the
// screen explains (no camera, permission refused), never a console error.
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

export type CameraStatus = 'starting' | 'ready' | 'denied' | 'unavailable';

export interface CameraState {
  videoRef: RefObject<HTMLVideoElement | null>;
  status: CameraStatus;
  /** Video inputs, known once permission was given (labels are empty before). */
  devices: MediaDeviceInfo[];
  deviceId: string | null;
  chooseDevice: (deviceId: string) => void;
  /** Stops the camera (after a QR was read, before leaving). */
  stop: () => void;
}

export function useCamera({ active = true }: { active?: boolean } = {}): CameraState {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const [status, setStatus] = useState<CameraStatus>('starting');
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [deviceId, setDeviceId] = useState<string | null>(null);

  const stop = useCallback(() => {
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
    if (videoRef.current) videoRef.current.srcObject = null;
  }, []);

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    const start = async () => {
      setStatus('starting');
      if (!navigator.mediaDevices?.getUserMedia) {
        setStatus('unavailable');
        return;
      }
      try {
        const stream = await navigator.mediaDevices.getUserMedia({
          audio: false,
          video: deviceId
            ? { deviceId: { exact: deviceId } }
            : { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
        });
        if (cancelled) {
          for (const track of stream.getTracks()) track.stop();
          return;
        }
        streamRef.current = stream;
        const video = videoRef.current;
        if (video) {
          video.srcObject = stream;
          await video.play().catch(() => undefined);
        }
        setStatus('ready');
        const all = await navigator.mediaDevices.enumerateDevices();
        if (!cancelled) setDevices(all.filter((device) => device.kind === 'videoinput'));
      } catch (error) {
        if (cancelled) return;
        const name = error instanceof DOMException ? error.name : '';
        setStatus(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'unavailable');
      }
    };
    void start();
    return () => {
      cancelled = true;
      stop();
    };
  }, [active, deviceId, stop]);

  return { videoRef, status, devices, deviceId, chooseDevice: setDeviceId, stop };
}

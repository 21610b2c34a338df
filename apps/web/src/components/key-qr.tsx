// The QR code of an access key as guards' cameras read it best (spec §9: 200 px, error correction H): pure
// black on white, with the 4-module quiet zone the QR standard asks for inside the 200 px, on a white card
// so a dark page or a coloured frame never touches the code. Plain elements: the visitor's page loads no MUI
// (docs/web.md, "The first screens without MUI").
import { QR_LEVEL, QR_SIZE_PX } from '@garita/contract';
import { QRCodeSVG } from 'qrcode.react';
import styles from './key-qr.module.css';

export const QR_QUIET_ZONE_MODULES = 4;

export function KeyQr({ value, label, testId }: { value: string; label: string; testId?: string }) {
  return (
    <span className={styles.frame}>
      <QRCodeSVG
        value={value}
        size={QR_SIZE_PX}
        level={QR_LEVEL}
        marginSize={QR_QUIET_ZONE_MODULES}
        bgColor="#ffffff"
        fgColor="#000000"
        role="img"
        aria-label={label}
        data-testid={testId}
      />
    </span>
  );
}

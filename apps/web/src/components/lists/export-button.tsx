// A list's download button: outlined, a spinner in place of its icon while the file is made, and off meanwhile.
// Plain (MUI's medium outlined Button): the phone's logbook shows it on its first screen (docs/web.md, "The first
// screens without MUI").
import type { ReactNode } from 'react';
import type { CsvExport } from '../../lib/use-csv-export.ts';
import { Spinner } from '../feedback/page-spinner.tsx';
import { DOWNLOAD_ICON } from '../icon-paths.ts';
import controls from '../plain-controls.module.css';
import { PlainIcon } from '../plain-icon.tsx';

export function ExportButton({ isExporting, exportCsv, children }: CsvExport & { children: ReactNode }) {
  return (
    <button
      type="button"
      className={`${controls.outlined} ${controls.medium}`}
      disabled={isExporting}
      onClick={() => void exportCsv()}
    >
      <span className={controls.startIcon}>
        {isExporting ? <Spinner small /> : <PlainIcon path={DOWNLOAD_ICON} size={20} />}
      </span>
      {children}
    </button>
  );
}

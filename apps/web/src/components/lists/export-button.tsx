// A list's download button: outlined, a spinner in place of its icon while the file is made.
import DownloadIcon from '@mui/icons-material/Download';
import type { ReactNode } from 'react';
import type { CsvExport } from '../../lib/use-csv-export.ts';
import { PendingButton } from '../pending-button.tsx';

export function ExportButton({ isExporting, exportCsv, children }: CsvExport & { children: ReactNode }) {
  return (
    <PendingButton variant="outlined" icon={<DownloadIcon />} isPending={isExporting} onClick={() => void exportCsv()}>
      {children}
    </PendingButton>
  );
}

// A list's CSV download: `exportCsv` fetches the rows and saves the file, `isExporting` holds while it runs
// (the button shows it and stays off), and a failure is reported in the snackbar like any other.
import { useState } from 'react';
import { reportError } from './errors.ts';

export interface CsvExport {
  isExporting: boolean;
  exportCsv: () => Promise<void>;
}

export function useCsvExport(download: () => Promise<void>): CsvExport {
  const [isExporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      await download();
    } catch (error) {
      reportError(error);
    } finally {
      setExporting(false);
    }
  };
  return { isExporting, exportCsv };
}

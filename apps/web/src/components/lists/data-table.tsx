// A plain table for the desktop lists: column definitions, a loading row, an empty row.
import {
  CircularProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import type { ReactNode } from 'react';
import { LabelledIconButton } from '../labelled-icon-button.tsx';

export interface DataColumn<Row> {
  key: string;
  header: ReactNode;
  render: (row: Row) => ReactNode;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
}

/** A right-aligned column holding one icon button a row (open, edit…), named for the row it acts on. */
export function actionColumn<Row>({
  key,
  header,
  width,
  label,
  icon,
  onClick,
}: {
  key: string;
  header: ReactNode;
  width: number;
  label: (row: Row) => string;
  icon: ReactNode;
  onClick: (row: Row) => void;
}): DataColumn<Row> {
  return {
    key,
    header,
    align: 'right',
    width,
    render: (row) => (
      <LabelledIconButton label={label(row)} onClick={() => onClick(row)}>
        {icon}
      </LabelledIconButton>
    ),
  };
}

interface DataTableProps<Row> {
  /** Names the table for screen readers. */
  label: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  isLoading: boolean;
  loadingLabel: string;
  emptyText: string;
  onRowClick?: (row: Row) => void;
}

export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  isLoading,
  loadingLabel,
  emptyText,
  onRowClick,
}: DataTableProps<Row>) {
  const fullRow = (content: ReactNode) => (
    <TableRow>
      <TableCell colSpan={columns.length} align="center" sx={{ py: 4, color: 'text.secondary' }}>
        {content}
      </TableCell>
    </TableRow>
  );
  return (
    // A table wider than the page scrolls sideways: the region takes the keyboard focus so it can be scrolled
    // without a mouse (WCAG 2.1.1), named like its table.
    <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={label}>
      <Table size="small" aria-label={label} aria-busy={isLoading}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.key}
                align={column.align}
                sx={{ fontWeight: 700, whiteSpace: 'nowrap', width: column.width, bgcolor: 'grey.50' }}
              >
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {isLoading && !rows?.length && fullRow(<CircularProgress size={28} aria-label={loadingLabel} />)}
          {!isLoading && !rows?.length && fullRow(emptyText)}
          {rows?.map((row) => (
            <TableRow
              key={rowKey(row)}
              hover
              onClick={onRowClick ? () => onRowClick(row) : undefined}
              sx={onRowClick ? { cursor: 'pointer' } : undefined}
            >
              {columns.map((column) => (
                <TableCell key={column.key} align={column.align}>
                  {column.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

// A small sortable table (MUI Table + TableSortLabel) over rows already aggregated by the server.
import { useState, type ReactNode } from 'react';
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { sortRows, type SortDirection } from '../../domain/analytics/aggregate';

export interface Column<T> {
  key: keyof T & string;
  label: string;
  numeric?: boolean;
  render?: (row: T) => ReactNode;
}

export function SortableTable<T extends { name: string }>({
  rows,
  columns,
  initial,
  rowKey,
  label,
  onRowClick,
}: {
  rows: readonly T[];
  columns: ReadonlyArray<Column<T>>;
  initial: { key: keyof T & string; dir: SortDirection };
  rowKey: (row: T) => string | number;
  label: string;
  onRowClick?: (row: T) => void;
}) {
  const [sort, setSort] = useState(initial);
  const sorted = sortRows(rows, sort.key, sort.dir);
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.key} align={c.numeric ? 'right' : 'left'} sortDirection={sort.key === c.key ? sort.dir : false}>
                <TableSortLabel
                  active={sort.key === c.key}
                  direction={sort.key === c.key ? sort.dir : c.numeric ? 'desc' : 'asc'}
                  onClick={() => setSort((s) => ({ key: c.key, dir: s.key === c.key ? (s.dir === 'asc' ? 'desc' : 'asc') : c.numeric ? 'desc' : 'asc' }))}
                >
                  {c.label}
                </TableSortLabel>
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {sorted.map((r) => (
            <TableRow key={rowKey(r)} hover={!!onRowClick} onClick={onRowClick ? () => onRowClick(r) : undefined} sx={onRowClick ? { cursor: 'pointer' } : undefined}>
              {columns.map((c) => (
                <TableCell key={c.key} align={c.numeric ? 'right' : 'left'}>
                  {c.render ? c.render(r) : String(r[c.key] ?? '–')}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

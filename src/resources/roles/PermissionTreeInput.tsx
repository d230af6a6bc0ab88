// The permission-tree editor: one row per node of the tree (indented by depth), a Read and a Write box on each.
// A permission granted by an ancestor shows ticked and locked on the children it covers.
import { Checkbox, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useInput } from 'react-admin';
import type { Permission, PermissionTree } from '../../domain/permissions';
import { inheritedPermissions, nodePermissions, normaliseTree, PERMISSION_ROWS, setPermission } from './permissionTree';

const COLUMNS: ReadonlyArray<{ permission: Permission; label: string }> = [
  { permission: 'read', label: 'Read' },
  { permission: 'write', label: 'Write' },
];

export interface PermissionTreeInputProps {
  source?: string;
}

export function PermissionTreeInput({ source = 'permissions' }: PermissionTreeInputProps) {
  const { field } = useInput<PermissionTree>({ source, format: (v) => normaliseTree(v), defaultValue: normaliseTree() });
  const tree = field.value as PermissionTree;
  return (
    <Table size="small" aria-label="Permissions" sx={{ maxWidth: 520, my: 1 }}>
      <TableHead>
        <TableRow>
          <TableCell>Area</TableCell>
          {COLUMNS.map((c) => (
            <TableCell key={c.permission} align="center">
              {c.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {PERMISSION_ROWS.map((row) => {
          const own = nodePermissions(tree, row.path);
          const inherited = inheritedPermissions(tree, row.path);
          return (
            <TableRow key={row.path}>
              <TableCell sx={{ pl: 2 + row.depth * 3 }}>
                <Typography variant="body2" fontWeight={row.depth === 0 ? 600 : 400}>
                  {row.label}
                </Typography>
              </TableCell>
              {COLUMNS.map(({ permission, label }) => {
                const fromAncestor = inherited.includes(permission);
                return (
                  <TableCell key={permission} align="center" padding="checkbox">
                    <Checkbox
                      checked={fromAncestor || own.includes(permission)}
                      disabled={fromAncestor}
                      onChange={(e) => field.onChange(setPermission(tree, row.path, permission, e.target.checked))}
                      slotProps={{ input: { 'aria-label': `${row.label} ${label.toLowerCase()}` } }}
                    />
                  </TableCell>
                );
              })}
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

import * as React from 'react';
import { Box } from '@mui/material';
import {
  DataGridPro,
  GridActionsCellItem,
  type GridColDef,
  type GridRowId,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import PushPinIcon from '@mui/icons-material/PushPin';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import { createEmployees, type Employee } from '../shared/data';

const employees = createEmployees(25);

export default function PinRowsFromActions() {
  const [pinnedIds, setPinnedIds] = React.useState<GridRowId[]>([3]);

  // A row is either pinned or in `rows`, never in both.
  const { rows, pinnedRows } = React.useMemo(
    () => ({
      rows: employees.filter((employee) => !pinnedIds.includes(employee.id)),
      pinnedRows: {
        top: pinnedIds
          .map((id) => employees.find((employee) => employee.id === id))
          .filter((employee): employee is Employee => employee !== undefined),
      },
    }),
    [pinnedIds],
  );

  const columns = React.useMemo<GridColDef<Employee>[]>(
    () => [
      {
        field: 'actions',
        type: 'actions',
        width: 50,
        getActions: (params: GridRowParams<Employee>) => {
          const isPinned = pinnedIds.includes(params.id);
          return [
            <GridActionsCellItem
              key="pin"
              icon={isPinned ? <PushPinIcon /> : <PushPinOutlinedIcon />}
              label={isPinned ? 'Unpin' : 'Pin to top'}
              onClick={() =>
                setPinnedIds((ids) =>
                  isPinned ? ids.filter((id) => id !== params.id) : [...ids, params.id],
                )
              }
            />,
          ];
        },
      },
      { field: 'name', headerName: 'Name', flex: 1, minWidth: 160 },
      { field: 'department', headerName: 'Department', width: 130 },
      { field: 'role', headerName: 'Role', width: 180 },
    ],
    [pinnedIds],
  );

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro rows={rows} columns={columns} pinnedRows={pinnedRows} />
    </Box>
  );
}

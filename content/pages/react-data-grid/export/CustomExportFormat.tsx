import * as React from 'react';
import { Box, Menu, MenuItem, Tooltip } from '@mui/material';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import {
  DataGrid,
  ExportCsv,
  ExportPrint,
  Toolbar,
  ToolbarButton,
  gridFilteredSortedRowIdsSelector,
  gridVisibleColumnFieldsSelector,
  useGridApiContext,
  type GridColDef,
} from '@mui/x-data-grid';
import { createEmployees, type Employee } from '../shared/data';

const rows = createEmployees(30);

const columns: GridColDef<Employee>[] = [
  { field: 'name', headerName: 'Name', flex: 1, minWidth: 150 },
  { field: 'department', headerName: 'Department', width: 120 },
  { field: 'startDate', headerName: 'Start date', type: 'date', width: 120 },
  { field: 'salary', headerName: 'Salary', type: 'number', width: 100 },
  { field: 'active', headerName: 'Active', type: 'boolean', width: 80 },
];

function downloadFile(content: string, fileName: string, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url));
}

function ExportToolbar() {
  const apiRef = useGridApiContext();
  const buttonRef = React.useRef<HTMLButtonElement>(null);
  const [open, setOpen] = React.useState(false);
  const menuId = React.useId();
  const triggerId = React.useId();
  const close = () => setOpen(false);

  const exportJson = () => {
    // The filtered rows in their sorted order, with the visible columns' raw values.
    const fields = gridVisibleColumnFieldsSelector(apiRef);
    const data = gridFilteredSortedRowIdsSelector(apiRef).map((id) =>
      Object.fromEntries(
        fields.map((field) => [field, apiRef.current.getCellValue(id, field)]),
      ),
    );
    downloadFile(JSON.stringify(data, null, 2), 'employees.json', 'application/json');
    close();
  };

  return (
    <Toolbar>
      <Tooltip title="Export">
        <ToolbarButton
          ref={buttonRef}
          id={triggerId}
          aria-controls={open ? menuId : undefined}
          aria-haspopup="true"
          aria-expanded={open ? 'true' : undefined}
          onClick={() => setOpen(true)}
        >
          <FileDownloadOutlinedIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={buttonRef.current}
        open={open}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': triggerId } }}
      >
        <ExportCsv render={<MenuItem />} options={{ fileName: 'employees' }} onClick={close}>
          Download as CSV
        </ExportCsv>
        <ExportPrint render={<MenuItem />} onClick={close}>
          Print
        </ExportPrint>
        <MenuItem onClick={exportJson}>Download as JSON</MenuItem>
      </Menu>
    </Toolbar>
  );
}

export default function CustomExportFormat() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        slots={{ toolbar: ExportToolbar }}
        showToolbar
      />
    </Box>
  );
}

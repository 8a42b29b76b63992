import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { DataGrid, type GridEventListener } from '@mui/x-data-grid';
import { employeeColumns, employees } from './eventsData';

export default function PreventDefaultBehavior() {
  const [lockSalaries, setLockSalaries] = React.useState(true);

  // Props handlers run before the grid's own listeners: marking the event stops the
  // double-click from opening the salary cell in edit mode.
  const handleCellDoubleClick: GridEventListener<'cellDoubleClick'> = (params, event) => {
    if (lockSalaries && params.field === 'salary') {
      event.defaultMuiPrevented = true;
    }
  };

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={lockSalaries} onChange={(event) => setLockSalaries(event.target.checked)} />}
        label="Ignore double-clicks on salaries"
      />
      <Box sx={{ height: 360 }}>
        <DataGrid rows={employees} columns={employeeColumns} onCellDoubleClick={handleCellDoubleClick} hideFooter />
      </Box>
    </Box>
  );
}

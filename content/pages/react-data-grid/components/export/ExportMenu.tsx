import * as React from 'react';
import Box from '@mui/material/Box';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import { DataGrid, ExportCsv, ExportPrint, Toolbar, ToolbarButton } from '@mui/x-data-grid';
import { productColumns, productRows } from '../usage/products';

function ExportMenuToolbar() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const buttonId = React.useId();
  const menuId = React.useId();
  const close = () => setAnchor(null);

  return (
    <Toolbar>
      <Tooltip title="Export">
        <ToolbarButton
          id={buttonId}
          aria-haspopup="true"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <FileDownloadIcon fontSize="small" />
        </ToolbarButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {/* The export components render menu items; onClick closes the menu after exporting. */}
        <ExportCsv render={<MenuItem />} onClick={close}>
          Download all rows as CSV
        </ExportCsv>
        <ExportCsv
          render={<MenuItem />}
          onClick={close}
          options={{ fileName: 'in-stock', getRowsToExport: ({ apiRef }) => apiRef.current.getAllRowIds().filter((id) => (apiRef.current.getRow(id)?.stock ?? 0) > 0) }}
        >
          Download products in stock
        </ExportCsv>
        <ExportPrint render={<MenuItem />} onClick={close} options={{ fields: ['sku', 'name', 'stock'] }}>
          Print a stock list
        </ExportPrint>
      </Menu>
    </Toolbar>
  );
}

export default function ExportMenu() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid rows={productRows} columns={productColumns} showToolbar slots={{ toolbar: ExportMenuToolbar }} />
    </Box>
  );
}

import * as React from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { initialStock, sampleClipboardText, usd, type StockItem } from './inventory';

const columns: GridColDef<StockItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'product', headerName: 'Product', flex: 1, minWidth: 190 },
  {
    field: 'onHand',
    headerName: 'On hand',
    type: 'number',
    width: 100,
    editable: true,
  },
  {
    field: 'unitCost',
    headerName: 'Unit cost',
    type: 'number',
    width: 110,
    editable: true,
    valueFormatter: (value: number) => usd.format(value),
    // Accept "$1,175.00" as well as "1175".
    pastedValueParser: (value) => {
      const parsed = Number(value.replace(/[$,\s]/g, ''));
      return Number.isFinite(parsed) ? parsed : undefined;
    },
  },
  { field: 'bin', headerName: 'Bin', width: 90, editable: true },
];

export default function PasteIntoGrid() {
  const [status, setStatus] = React.useState('');

  const copySample = () => {
    navigator.clipboard?.writeText(sampleClipboardText).then(
      () => setStatus('Sample copied: focus an "On hand" cell and paste.'),
      () => setStatus('Could not write to the clipboard.'),
    );
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ mb: 1, alignItems: 'center', flexWrap: 'wrap' }}
      >
        <Button size="small" startIcon={<ContentCopyIcon />} onClick={copySample}>
          Copy 3 sample rows
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {status}
        </Typography>
      </Stack>
      <Box sx={{ height: 400 }}>
        <DataGridPremium
          rows={initialStock}
          columns={columns}
          cellSelection
          disableRowSelectionOnClick
          processRowUpdate={(newRow: StockItem) => ({
            ...newRow,
            onHand: Math.max(0, Math.round(newRow.onHand)),
          })}
          onClipboardPasteStart={(params) =>
            setStatus(`Pasting ${params.data.length} row(s)…`)
          }
          onClipboardPasteEnd={() => setStatus('Paste finished.')}
        />
      </Box>
    </Box>
  );
}

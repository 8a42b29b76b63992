import * as React from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { initialStock, usd, type StockItem } from './inventory';

const columns: GridColDef<StockItem>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  {
    field: 'product',
    headerName: 'Product',
    flex: 1,
    minWidth: 190,
    editable: true,
  },
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
  },
];

interface PendingPaste {
  rowCount: number;
  resolve: () => void;
  reject: () => void;
}

export default function ConfirmPaste() {
  const [pending, setPending] = React.useState<PendingPaste | null>(null);

  // Ask before pasting more than one row; a single row goes through at once.
  const confirmPaste = React.useCallback(
    ({ data }: { data: string[][] }) =>
      data.length <= 1
        ? Promise.resolve()
        : new Promise<void>((resolve, reject) => {
            setPending({ rowCount: data.length, resolve, reject });
          }),
    [],
  );

  const close = (accepted: boolean) => {
    if (accepted) {
      pending?.resolve();
    } else {
      pending?.reject();
    }
    setPending(null);
  };

  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPremium
        rows={initialStock}
        columns={columns}
        cellSelection
        disableRowSelectionOnClick
        onBeforeClipboardPasteStart={confirmPaste}
      />
      <Dialog open={pending !== null} onClose={() => close(false)}>
        <DialogTitle>Overwrite {pending?.rowCount} rows?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The pasted values replace the current stock figures of these rows.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => close(false)}>Cancel</Button>
          <Button onClick={() => close(true)} autoFocus>
            Paste
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

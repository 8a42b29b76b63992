import * as React from 'react';
import { Box, FormControl, InputLabel, MenuItem, Select } from '@mui/material';
import { DataGrid, type GridColDef, type GridLocaleText } from '@mui/x-data-grid';
import { enUS, esES, jaJP, ptBR, svSE } from '@mui/x-data-grid/locales';
import { createOrders, type Order } from '../shared/data';

const rows = createOrders(50);

const LOCALES = {
  'en-US': { label: 'English (United States)', grid: enUS, currency: 'USD' },
  'es-ES': { label: 'Español (España)', grid: esES, currency: 'EUR' },
  'ja-JP': { label: '日本語', grid: jaJP, currency: 'JPY' },
  'pt-BR': { label: 'Português (Brasil)', grid: ptBR, currency: 'BRL' },
  'sv-SE': { label: 'Svenska', grid: svSE, currency: 'SEK' },
} as const;

type LocaleCode = keyof typeof LOCALES;

// Column titles are your own texts: translate them like the rest of your app.
const HEADERS: Record<LocaleCode, [string, string, string, string]> = {
  'en-US': ['Order', 'Date', 'Quantity', 'Unit price'],
  'es-ES': ['Pedido', 'Fecha', 'Cantidad', 'Precio unitario'],
  'ja-JP': ['注文', '日付', '数量', '単価'],
  'pt-BR': ['Pedido', 'Data', 'Quantidade', 'Preço unitário'],
  'sv-SE': ['Order', 'Datum', 'Antal', 'Styckpris'],
};

export default function LocaleSwitcher() {
  const [code, setCode] = React.useState<LocaleCode>('es-ES');
  const locale = LOCALES[code];

  const localeText: Partial<GridLocaleText> =
    locale.grid.components.MuiDataGrid.defaultProps.localeText;

  const columns = React.useMemo<GridColDef<Order>[]>(() => {
    // Prices are in US dollars in the data; only the display is localized here.
    const money = new Intl.NumberFormat(code, { style: 'currency', currency: 'USD' });
    const date = new Intl.DateTimeFormat(code, { dateStyle: 'medium', timeZone: 'UTC' });
    const number = new Intl.NumberFormat(code);
    const [order, day, quantity, price] = HEADERS[code];
    return [
      { field: 'reference', headerName: order, width: 110 },
      {
        field: 'date',
        headerName: day,
        type: 'date',
        width: 140,
        valueFormatter: (value: Date) => date.format(value),
      },
      {
        field: 'quantity',
        headerName: quantity,
        type: 'number',
        width: 110,
        valueFormatter: (value: number) => number.format(value),
      },
      {
        field: 'unitPrice',
        headerName: price,
        type: 'number',
        flex: 1,
        minWidth: 140,
        valueFormatter: (value: number) => money.format(value),
      },
    ];
  }, [code]);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControl size="small" sx={{ minWidth: 240, mt: 1, mb: 1.5 }}>
        <InputLabel id="grid-locale-label">Language</InputLabel>
        <Select
          labelId="grid-locale-label"
          label="Language"
          value={code}
          onChange={(event) => setCode(event.target.value as LocaleCode)}
        >
          {(Object.keys(LOCALES) as LocaleCode[]).map((key) => (
            <MenuItem key={key} value={key} lang={key}>
              {LOCALES[key].label}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Box lang={code} sx={{ height: 400 }}>
        <DataGrid
          rows={rows}
          columns={columns}
          localeText={localeText}
          showToolbar
          checkboxSelection
        />
      </Box>
    </Box>
  );
}

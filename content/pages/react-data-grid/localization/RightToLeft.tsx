import { Box } from '@mui/material';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { arEG } from '@mui/material/locale';
import { DataGrid, type GridColDef, type GridLocaleText } from '@mui/x-data-grid';
import { arSD } from '@mui/x-data-grid/locales';

type Shipment = {
  id: number;
  city: string;
  carrier: string;
  parcels: number;
  weight: number;
};

const numberFormat = new Intl.NumberFormat('ar-EG');

const columns: GridColDef<Shipment>[] = [
  { field: 'city', headerName: 'المدينة', flex: 1, minWidth: 130 },
  { field: 'carrier', headerName: 'شركة الشحن', width: 140 },
  {
    field: 'parcels',
    headerName: 'الطرود',
    type: 'number',
    width: 100,
    valueFormatter: (value: number) => numberFormat.format(value),
  },
  {
    field: 'weight',
    headerName: 'الوزن (كغ)',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => numberFormat.format(value),
  },
];

const rows: Shipment[] = [
  { id: 1, city: 'القاهرة', carrier: 'النيل السريع', parcels: 128, weight: 412.5 },
  { id: 2, city: 'الإسكندرية', carrier: 'البحر المتوسط', parcels: 86, weight: 260.8 },
  { id: 3, city: 'الرياض', carrier: 'الصحراء للنقل', parcels: 152, weight: 530.2 },
  { id: 4, city: 'جدة', carrier: 'البحر الأحمر', parcels: 97, weight: 301.4 },
  { id: 5, city: 'دبي', carrier: 'الخليج إكسبريس', parcels: 203, weight: 688.9 },
  { id: 6, city: 'عمّان', carrier: 'النيل السريع', parcels: 44, weight: 120.3 },
  { id: 7, city: 'الدار البيضاء', carrier: 'الأطلس للشحن', parcels: 71, weight: 215.6 },
  { id: 8, city: 'تونس', carrier: 'الأطلس للشحن', parcels: 39, weight: 98.7 },
];

const arabicTexts: Partial<GridLocaleText> = {
  ...arSD.components.MuiDataGrid.defaultProps.localeText,
  paginationDisplayedRows: ({ from, to, count }) =>
    `${numberFormat.format(from)}–${numberFormat.format(to)} من ${numberFormat.format(count)}`,
};

// The same shape as the bundled locales: a theme fragment with the grid's default texts.
const arabicGrid = { components: { MuiDataGrid: { defaultProps: { localeText: arabicTexts } } } };

// Right to left, with the Arabic texts of Material UI and of the Data Grid,
// plus the footer range, which arSD leaves in English.
const rtlArabic = (outer: Theme): Theme => ({
  ...outer,
  direction: 'rtl',
  components: {
    ...outer.components,
    ...arEG.components,
    ...arabicGrid.components,
  },
});

export default function RightToLeft() {
  return (
    <ThemeProvider theme={rtlArabic}>
      <Box dir="rtl" lang="ar" sx={{ height: 400, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} showToolbar checkboxSelection />
      </Box>
    </ThemeProvider>
  );
}

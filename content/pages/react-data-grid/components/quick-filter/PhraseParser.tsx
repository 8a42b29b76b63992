import Box from '@mui/material/Box';
import { DataGrid, QuickFilter, QuickFilterControl, Toolbar } from '@mui/x-data-grid';
import { productColumns, productRows } from '../usage/products';

// "trail runner" Denver → ['trail runner', 'denver']: quoted words stay together.
function parsePhrases(input: string): string[] {
  return [...input.matchAll(/"([^"]+)"|(\S+)/g)].map((match) => (match[1] ?? match[2])!);
}

// The reverse, used when the filter model changes from elsewhere.
function formatPhrases(values: string[]): string {
  return values.map((value) => (value.includes(' ') ? `"${value}"` : value)).join(' ');
}

function PhraseToolbar() {
  return (
    <Toolbar style={{ justifyContent: 'flex-start' }}>
      <QuickFilter defaultExpanded parser={parsePhrases} formatter={formatPhrases}>
        <QuickFilterControl
          size="small"
          fullWidth
          placeholder='Try: "trail runner" Denver'
          slotProps={{ htmlInput: { 'aria-label': 'Search with phrases' } }}
        />
      </QuickFilter>
    </Toolbar>
  );
}

export default function PhraseParser() {
  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGrid
        rows={productRows}
        columns={productColumns}
        showToolbar
        slots={{ toolbar: PhraseToolbar }}
        initialState={{ filter: { filterModel: { items: [], quickFilterValues: ['trail runner'] } } }}
      />
    </Box>
  );
}

import * as React from 'react';
import { Box, Button, FormControlLabel, Stack, Switch } from '@mui/material';
import { DataGrid, useGridApiRef, type GridColDef } from '@mui/x-data-grid';

type Review = {
  id: number;
  product: string;
  reviewer: string;
  rating: number;
  comment: string;
};

const columns: GridColDef<Review>[] = [
  { field: 'product', headerName: 'Product' },
  { field: 'reviewer', headerName: 'Reviewer' },
  { field: 'rating', headerName: 'Rating out of 5', type: 'number' },
  { field: 'comment', headerName: 'Comment' },
];

const rows: Review[] = [
  { id: 1, product: 'Ridgeline 2-person tent', reviewer: 'Hana Sato', rating: 5, comment: 'Pitched it in the rain in five minutes.' },
  { id: 2, product: 'Trail gaiters', reviewer: 'Omar Farah', rating: 4, comment: 'Kept the mud out.' },
  { id: 3, product: 'Squeeze water filter', reviewer: 'Vera Costa', rating: 5, comment: 'Fast flow.' },
  { id: 4, product: 'Lantern 800', reviewer: 'Liam Murphy', rating: 3, comment: 'Bright, but the battery drains quickly.' },
  { id: 5, product: 'Merino base layer', reviewer: 'Keiko Tanaka', rating: 4, comment: 'Warm and does not itch.' },
  {
    id: 6,
    product: 'Expedition 70 L pack',
    reviewer: 'Sven Lind',
    rating: 2,
    comment:
      'The hip belt started to fray after two weeks on the trail, and customer service took a month to answer my warranty claim.',
  },
];

export default function AutosizeColumns() {
  const apiRef = useGridApiRef();
  const [includeHeaders, setIncludeHeaders] = React.useState(true);
  const [includeOutliers, setIncludeOutliers] = React.useState(false);
  const [expand, setExpand] = React.useState(false);

  const autosizeOptions = { includeHeaders, includeOutliers, expand };

  return (
    <Box sx={{ width: '100%' }}>
      <Stack direction="row" sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center', columnGap: 2 }}>
        <Button variant="outlined" size="small" onClick={() => apiRef.current?.autosizeColumns(autosizeOptions)}>
          Autosize columns
        </Button>
        <FormControlLabel
          control={<Switch checked={includeHeaders} onChange={(event) => setIncludeHeaders(event.target.checked)} />}
          label="includeHeaders"
        />
        <FormControlLabel
          control={<Switch checked={includeOutliers} onChange={(event) => setIncludeOutliers(event.target.checked)} />}
          label="includeOutliers"
        />
        <FormControlLabel
          control={<Switch checked={expand} onChange={(event) => setExpand(event.target.checked)} />}
          label="expand"
        />
      </Stack>
      <Box sx={{ height: 380 }}>
        <DataGrid
          apiRef={apiRef}
          rows={rows}
          columns={columns}
          autosizeOptions={autosizeOptions}
          hideFooter
        />
      </Box>
    </Box>
  );
}

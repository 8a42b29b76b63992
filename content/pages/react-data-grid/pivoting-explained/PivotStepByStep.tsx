import * as React from 'react';
import { Box, Step, StepButton, Stepper, Typography } from '@mui/material';
import {
  DataGridPremium,
  type GridColDef,
  type GridPivotModel,
} from '@mui/x-data-grid-premium';
import { createSales, usdRounded, type Sale } from '../pivoting/sales';

const rows = createSales([2025]);

const columns: GridColDef<Sale>[] = [
  { field: 'region', headerName: 'Region', width: 140 },
  { field: 'productLine', headerName: 'Product line', width: 130 },
  { field: 'quarter', headerName: 'Quarter', width: 90 },
  { field: 'units', headerName: 'Units', type: 'number', width: 90 },
  {
    field: 'revenue',
    headerName: 'Revenue',
    type: 'number',
    width: 120,
    valueFormatter: (value: number) => usdRounded.format(value),
  },
];

interface PivotStep {
  label: string;
  explanation: string;
  model: GridPivotModel | null;
}

const steps: PivotStep[] = [
  {
    label: 'Flat data',
    explanation: 'The records as they are stored: 48 rows.',
    model: null,
  },
  {
    label: 'Rows',
    explanation: 'Region goes to rows: one group per region, the records inside it.',
    model: { rows: [{ field: 'region' }], columns: [], values: [] },
  },
  {
    label: 'Values',
    explanation: 'Revenue goes to values: each group shows its sum.',
    model: {
      rows: [{ field: 'region' }],
      columns: [],
      values: [{ field: 'revenue', aggFunc: 'sum' }],
    },
  },
  {
    label: 'Columns',
    explanation: 'Product line goes to columns: the sum is split by product line.',
    model: {
      rows: [{ field: 'region' }],
      columns: [{ field: 'productLine', sort: 'asc' }],
      values: [{ field: 'revenue', aggFunc: 'sum' }],
    },
  },
];

const emptyModel: GridPivotModel = { rows: [], columns: [], values: [] };

export default function PivotStepByStep() {
  const [active, setActive] = React.useState(0);
  const step = steps[active]!;

  return (
    <Box sx={{ width: '100%' }}>
      <Stepper nonLinear activeStep={active} sx={{ mb: 2 }}>
        {steps.map((item, index) => (
          <Step key={item.label} completed={false}>
            <StepButton onClick={() => setActive(index)}>{item.label}</StepButton>
          </Step>
        ))}
      </Stepper>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {step.explanation}
      </Typography>
      <Box sx={{ height: 380 }}>
        <DataGridPremium
          rows={rows}
          columns={columns}
          density="compact"
          pivotActive={step.model !== null}
          pivotModel={step.model ?? emptyModel}
        />
      </Box>
    </Box>
  );
}

import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGridPremium, useGridApiRef, type PromptResponse } from '@mui/x-data-grid-premium';
import { aiOrderColumns, aiOrders, resolvePromptLocally } from './localPromptResolver';

const prompts = [
  'Show only delivered orders',
  'Sort by quantity, highest first',
  'Group by country and average total',
  'Select the first 3',
  'Reset',
];

export default function AiAssistantApi() {
  const apiRef = useGridApiRef();
  const [running, setRunning] = React.useState(false);
  const [outcome, setOutcome] = React.useState('Pick a prompt.');

  const run = async (prompt: string) => {
    if (!apiRef.current) {
      return;
    }
    setRunning(true);
    const result: PromptResponse | Error = await apiRef.current.aiAssistant.processPrompt(prompt);
    setRunning(false);
    setOutcome(
      result instanceof Error
        ? `Error: ${result.message}`
        : `sorting ${JSON.stringify(result.sorting)} · filters ${JSON.stringify(result.filters)} · grouping ${JSON.stringify(result.grouping)} · aggregation ${JSON.stringify(result.aggregation)} · select ${result.select}`,
    );
  };

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
        {prompts.map((prompt) => (
          <Chip key={prompt} label={prompt} disabled={running} onClick={() => run(prompt)} />
        ))}
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace', minHeight: 40 }}>
        {outcome}
      </Typography>
      <Box sx={{ height: 400, width: '100%' }}>
        <DataGridPremium
          apiRef={apiRef}
          rows={aiOrders}
          columns={aiOrderColumns}
          checkboxSelection
          aiAssistant
          onPrompt={resolvePromptLocally}
          initialState={{ columns: { columnVisibilityModel: { customer: false, unitPrice: false } } }}
        />
      </Box>
    </Stack>
  );
}

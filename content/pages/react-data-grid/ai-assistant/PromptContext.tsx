import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { DataGridPremium, GridAiAssistantPanel } from '@mui/x-data-grid-premium';
import { aiOrderColumns, aiOrders, aiSuggestions, resolvePromptLocally } from './localPromptResolver';

export default function PromptContext() {
  const [sampling, setSampling] = React.useState(false);
  const [context, setContext] = React.useState<string | null>(null);

  // Wraps the resolver to show the context the grid built for the last prompt.
  const handlePrompt = React.useCallback((prompt: string, promptContext: string, conversationId?: string) => {
    setContext(JSON.stringify(JSON.parse(promptContext).slice(0, 3), null, 2));
    return resolvePromptLocally(prompt, promptContext, conversationId);
  }, []);

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={sampling} onChange={(event) => setSampling(event.target.checked)} />}
        label="Allow data sampling (send example cell values)"
      />
      <Stack spacing={1.5}>
        <Box sx={{ height: 420, width: '100%' }}>
          <DataGridPremium
            rows={aiOrders}
            columns={aiOrderColumns}
            showToolbar
            aiAssistant
            allowAiAssistantDataSampling={sampling}
            onPrompt={handlePrompt}
            aiAssistantSuggestions={aiSuggestions}
            slots={{ aiAssistantPanel: GridAiAssistantPanel }}
            initialState={{ columns: { columnVisibilityModel: { customer: false, unitPrice: false, country: false } } }}
          />
        </Box>
        <Box
          component="pre"
          sx={{
            m: 0,
            p: 1.5,
            height: 200,
            overflow: 'auto',
            fontSize: 12,
            bgcolor: 'action.hover',
            borderRadius: 1,
            color: 'text.secondary',
          }}
        >
          {context ?? 'Send a prompt from the assistant panel: the first columns of its context appear here.'}
        </Box>
      </Stack>
      <Typography variant="caption" color="text.secondary">
        The context lists every column: field, description, type, filter operators and, with sampling, examples.
      </Typography>
    </Stack>
  );
}

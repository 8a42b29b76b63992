import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import {
  AiAssistantPanelTrigger,
  DataGridPremium,
  GridAiAssistantPanel,
  Toolbar,
} from '@mui/x-data-grid-premium';
import {
  aiOrderColumns,
  aiOrders,
  aiSuggestions,
  resolvePromptLocally,
} from '../../ai-assistant/localPromptResolver';

function AssistantToolbar() {
  return (
    <Toolbar>
      <AiAssistantPanelTrigger
        render={(props, state) => (
          <Button {...props} size="small" startIcon={<AutoAwesomeIcon />} variant={state.open ? 'contained' : 'outlined'}>
            Ask the table
          </Button>
        )}
      />
    </Toolbar>
  );
}

export default function AiAssistantPanelButton() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        rows={aiOrders}
        columns={aiOrderColumns}
        showToolbar
        aiAssistant
        onPrompt={resolvePromptLocally}
        aiAssistantSuggestions={aiSuggestions}
        slots={{ toolbar: AssistantToolbar, aiAssistantPanel: GridAiAssistantPanel }}
        initialState={{ columns: { columnVisibilityModel: { customer: false, unitPrice: false } } }}
      />
    </Box>
  );
}

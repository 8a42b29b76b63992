import Box from '@mui/material/Box';
import { DataGridPremium, GridAiAssistantPanel } from '@mui/x-data-grid-premium';
import { aiOrderColumns, aiOrders, aiSuggestions, resolvePromptLocally } from './localPromptResolver';

// Open the assistant with the AI Assistant button of the toolbar, next to the pivot button.
export default function AiAssistantBasic() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        rows={aiOrders}
        columns={aiOrderColumns}
        showToolbar
        aiAssistant
        onPrompt={resolvePromptLocally}
        aiAssistantSuggestions={aiSuggestions}
        slots={{ aiAssistantPanel: GridAiAssistantPanel }}
        initialState={{ columns: { columnVisibilityModel: { customer: false, unitPrice: false } } }}
      />
    </Box>
  );
}

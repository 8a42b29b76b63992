import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import MicIcon from '@mui/icons-material/Mic';
import SendIcon from '@mui/icons-material/Send';
import {
  DataGridPremium,
  PromptField,
  PromptFieldControl,
  PromptFieldRecord,
  PromptFieldSend,
  Toolbar,
  ToolbarButton,
  useGridApiContext,
} from '@mui/x-data-grid-premium';
import {
  aiOrderColumns,
  aiOrders,
  resolvePromptLocally,
} from '../../ai-assistant/localPromptResolver';

function PromptToolbar() {
  const apiRef = useGridApiContext();
  return (
    <Toolbar>
      <PromptField
        onSubmit={(prompt) => apiRef.current.aiAssistant.processPrompt(prompt)}
        style={{ display: 'flex', alignItems: 'center', gap: 4, flex: 1 }}
      >
        <PromptFieldRecord
          render={(props, state) => (
            <Tooltip title={state.recording ? 'Stop dictation' : 'Dictate a prompt'}>
              <ToolbarButton {...props} color={state.recording ? 'primary' : 'default'}>
                <MicIcon fontSize="small" />
              </ToolbarButton>
            </Tooltip>
          )}
        />
        <PromptFieldControl
          size="small"
          fullWidth
          placeholder="Try “Show only shipped orders” or “Sort by total, highest first”"
          slotProps={{ htmlInput: { 'aria-label': 'Prompt' } }}
        />
        <PromptFieldSend
          render={(props) => (
            // The button is disabled while the text is blank: the span keeps the tooltip working.
            <Tooltip title="Send">
              <span>
                <ToolbarButton {...props} aria-label="Send">
                  <SendIcon fontSize="small" />
                </ToolbarButton>
              </span>
            </Tooltip>
          )}
        />
      </PromptField>
    </Toolbar>
  );
}

export default function PromptFieldToolbar() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={aiOrders}
        columns={aiOrderColumns}
        aiAssistant
        onPrompt={resolvePromptLocally}
        showToolbar
        slots={{ toolbar: PromptToolbar }}
        initialState={{ columns: { columnVisibilityModel: { customer: false, unitPrice: false } } }}
      />
    </Box>
  );
}

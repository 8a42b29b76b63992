import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Tooltip from '@mui/material/Tooltip';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import {
  AiAssistantPanelTrigger,
  DataGridPremium,
  GridAiAssistantPanel,
  Toolbar,
  ToolbarButton,
  type Conversation,
} from '@mui/x-data-grid-premium';
import {
  aiOrderColumns,
  aiOrders,
  aiSuggestions,
  resolvePromptLocally,
} from '../../ai-assistant/localPromptResolver';

// A conversation saved earlier (for instance in the user's settings), restored on load.
const savedConversations: Conversation[] = [
  {
    id: 'local-saved-1',
    title: 'Show only cancelled orders',
    prompts: [
      {
        value: 'Show only cancelled orders',
        createdAt: new Date(Date.UTC(2025, 5, 2, 9, 30)),
        variant: 'success',
        response: {
          conversationId: 'local-saved-1',
          select: -1,
          filters: [{ column: 'status', operator: 'is', value: 'Cancelled' }],
          aggregation: {},
          sorting: [],
          grouping: [],
          pivoting: {},
        },
      },
    ],
  },
];

function AssistantToolbar() {
  return (
    <Toolbar>
      <AiAssistantPanelTrigger
        render={(props) => (
          <Tooltip title="AI Assistant">
            <ToolbarButton {...props}>
              <AutoAwesomeIcon fontSize="small" />
            </ToolbarButton>
          </Tooltip>
        )}
      />
    </Toolbar>
  );
}

export default function ControlledConversations() {
  const [conversations, setConversations] = React.useState<Conversation[]>(savedConversations);
  const [activeIndex, setActiveIndex] = React.useState(0);
  const promptCount = conversations.reduce((total, conversation) => total + conversation.prompts.length, 0);

  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary">
        {conversations.length} conversation(s), {promptCount} prompt(s), active: #{activeIndex + 1}
      </Typography>
      <Box sx={{ height: 460, width: '100%' }}>
        <DataGridPremium
          rows={aiOrders}
          columns={aiOrderColumns}
          showToolbar
          aiAssistant
          onPrompt={resolvePromptLocally}
          aiAssistantSuggestions={aiSuggestions}
          aiAssistantConversations={conversations}
          onAiAssistantConversationsChange={setConversations}
          aiAssistantActiveConversationIndex={activeIndex}
          onAiAssistantActiveConversationIndexChange={setActiveIndex}
          slots={{ toolbar: AssistantToolbar, aiAssistantPanel: GridAiAssistantPanel }}
          initialState={{ columns: { columnVisibilityModel: { customer: false, unitPrice: false } } }}
        />
      </Box>
    </Stack>
  );
}

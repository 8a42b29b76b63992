import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import {
  DataGridPremium,
  PromptField,
  PromptFieldControl,
  PromptFieldSend,
  Toolbar,
  ToolbarButton,
} from '@mui/x-data-grid-premium';
import { aiOrderColumns, aiOrders } from '../../ai-assistant/localPromptResolver';

// The prompt field doesn't need the AI assistant: here it feeds an approval log.
interface NoteToolbarProps {
  onNote: (note: string) => Promise<void>;
}

function NoteToolbar({ onNote }: NoteToolbarProps) {
  return (
    <Toolbar>
      <PromptField
        onSubmit={onNote}
        render={(props, state) => (
          <Box
            {...props}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              flex: 1,
              px: 1,
              borderRadius: 1,
              border: 1,
              borderColor: state.value ? 'primary.main' : 'divider',
              opacity: state.disabled ? 0.6 : 1,
            }}
          />
        )}
      >
        <PromptFieldControl
          size="small"
          fullWidth
          placeholder="Write a note for the warehouse team and press Enter"
          slotProps={{ htmlInput: { 'aria-label': 'Note' } }}
        />
        <PromptFieldSend
          render={(props, state) => (
            <ToolbarButton {...props} aria-label={state.disabled ? 'Sending…' : 'Send note'}>
              <SendIcon fontSize="small" />
            </ToolbarButton>
          )}
        />
      </PromptField>
    </Toolbar>
  );
}

declare module '@mui/x-data-grid-premium' {
  interface ToolbarPropsOverrides {
    onNote: (note: string) => Promise<void>;
  }
}

export default function PromptFieldStates() {
  const [notes, setNotes] = React.useState<string[]>([]);
  const handleNote = React.useCallback(
    (note: string) =>
      // While this promise is pending, the field is disabled (state.disabled).
      new Promise<void>((resolve) => {
        setTimeout(() => {
          setNotes((previous) => [note, ...previous].slice(0, 3));
          resolve();
        }, 800);
      }),
    [],
  );

  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Box sx={{ height: 360, width: '100%' }}>
        <DataGridPremium
          rows={aiOrders}
          columns={aiOrderColumns}
          showToolbar
          slots={{ toolbar: NoteToolbar }}
          slotProps={{ toolbar: { onNote: handleNote } }}
          initialState={{ columns: { columnVisibilityModel: { customer: false, unitPrice: false } } }}
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        Notes sent: {notes.length === 0 ? 'none yet' : notes.join(' · ')}
      </Typography>
    </Stack>
  );
}

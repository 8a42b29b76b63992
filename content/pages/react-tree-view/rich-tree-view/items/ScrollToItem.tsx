import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { fileTree, getFolderIds } from './fileTree';

const targets = [
  { id: 'readme.md', label: 'README.md' },
  { id: 'photos/office.png', label: 'New office.png' },
  { id: 'docs/meetings/retro.docx', label: 'Retrospective.docx' },
];

export default function ScrollToItem() {
  const apiRef = useTreeViewApiRef();
  const [target, setTarget] = React.useState(targets[0].id);
  const [message, setMessage] = React.useState('');
  // Everything open except Meetings, so that Retrospective.docx is not rendered.
  const [expandedItems, setExpandedItems] = React.useState(() =>
    getFolderIds(fileTree).filter((id) => id !== 'docs/meetings'),
  );

  const handleHighlight = () => {
    const element = apiRef.current?.getItemDOMElement(target);
    if (!element) {
      setMessage('No element: the item is inside a collapsed folder.');
      return;
    }
    element.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    setMessage(`Found <${element.tagName.toLowerCase()} id="${element.id}">.`);
  };

  return (
    <Box sx={{ width: '100%', maxWidth: 380 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <TextField
          select
          size="small"
          label="Item"
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          sx={{ flex: 1 }}
        >
          {targets.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={handleHighlight}>
          Scroll to it
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ minHeight: 24, color: 'text.secondary' }}>
        {message}
      </Typography>
      <Box
        sx={{ height: 200, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <RichTreeView
          id="project-files"
          items={fileTree}
          apiRef={apiRef}
          expandedItems={expandedItems}
          onExpandedItemsChange={(_event, itemIds) => setExpandedItems(itemIds)}
        />
      </Box>
    </Box>
  );
}

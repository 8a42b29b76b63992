import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { orgChart, type Employee } from '../items/orgChart';

export default function FocusPreview() {
  const apiRef = useTreeViewApiRef();
  const [focused, setFocused] = React.useState<Employee | null>(null);

  const handleItemFocus = (_event: React.SyntheticEvent | null, itemId: string) => {
    const person = apiRef.current?.getItem(itemId);
    setFocused(person ?? null);
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, minHeight: 340 }}>
      <Box sx={{ flex: '1 1 260px' }}>
        <RichTreeView
          items={orgChart}
          apiRef={apiRef}
          onItemFocus={handleItemFocus}
          defaultExpandedItems={['amara-okafor', 'lucas-moreau']}
        />
      </Box>
      <Paper variant="outlined" sx={{ flex: '1 1 200px', p: 2, alignSelf: 'flex-start' }}>
        {focused ? (
          <React.Fragment>
            <Typography variant="subtitle1">{focused.label}</Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {focused.role}
            </Typography>
            <Typography variant="body2" sx={{ mt: 1 }}>
              Direct reports: {focused.children?.length ?? 0}
            </Typography>
          </React.Fragment>
        ) : (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Click the tree or tab into it, then move with the arrow keys.
          </Typography>
        )}
      </Paper>
    </Box>
  );
}

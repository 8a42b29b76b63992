import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';

interface Chapter {
  id: string;
  label: string;
  children?: Chapter[];
}

const manuscript: TreeViewBaseItem<Chapter>[] = [
  {
    id: 'part-1',
    label: 'Part I: The harbour',
    children: [
      { id: 'ch-1', label: 'Arrival' },
      { id: 'ch-2', label: 'The lighthouse keeper' },
    ],
  },
  {
    id: 'part-2',
    label: 'Part II: The storm',
    children: [
      { id: 'ch-3', label: 'Warnings' },
      { id: 'ch-4', label: 'Landfall' },
    ],
  },
];

// Only reads the items: getItemTree() returns the objects that the tree itself holds.
function toOutline(items: readonly TreeViewBaseItem[], depth = 0): string[] {
  return items.flatMap((item) => [
    `${'  '.repeat(depth)}- ${item.label}`,
    ...toOutline(item.children ?? [], depth + 1),
  ]);
}

export default function CurrentItemTree() {
  const apiRef = useTreeViewApiRef();
  const [outline, setOutline] = React.useState<string[]>([]);

  const handleExport = () => {
    const api = apiRef.current;
    if (api) {
      setOutline(toOutline(api.getItemTree()));
    }
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, minHeight: 300 }}>
      <Box sx={{ flex: '1 1 260px' }}>
        <RichTreeViewPro
          items={manuscript}
          apiRef={apiRef}
          itemsReordering
          defaultExpandedItems={['part-1', 'part-2']}
        />
      </Box>
      <Box sx={{ flex: '1 1 220px' }}>
        <Button variant="outlined" size="small" onClick={handleExport}>
          Export table of contents
        </Button>
        <Box
          component="pre"
          sx={{ mt: 1, typography: 'body2', fontFamily: 'monospace', whiteSpace: 'pre-wrap' }}
        >
          {outline.length > 0 ? outline.join('\n') : 'Drag a chapter, then export.'}
        </Box>
      </Box>
    </Box>
  );
}

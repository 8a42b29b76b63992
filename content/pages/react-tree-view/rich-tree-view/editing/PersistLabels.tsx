import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeViewBaseItem } from '@mui/x-tree-view/models';
import { orgChart, type Employee } from '../items/orgChart';

function renameInTree(
  nodes: TreeViewBaseItem<Employee>[],
  itemId: string,
  label: string,
): TreeViewBaseItem<Employee>[] {
  return nodes.map((node) => {
    if (node.id === itemId) {
      return { ...node, label };
    }
    return node.children ? { ...node, children: renameInTree(node.children, itemId, label) } : node;
  });
}

function countPeople(nodes: TreeViewBaseItem<Employee>[]): number {
  return nodes.reduce((total, node) => total + 1 + countPeople(node.children ?? []), 0);
}

export default function PersistLabels() {
  const [people, setPeople] = React.useState(orgChart);
  const [renamed, setRenamed] = React.useState<string[]>([]);

  const handleLabelChange = (itemId: string, newLabel: string) => {
    setPeople((prev) => renameInTree(prev, itemId, newLabel));
    setRenamed((prev) => (prev.includes(itemId) ? prev : [...prev, itemId]));
  };

  return (
    <Box sx={{ minHeight: 400, minWidth: 300 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {countPeople(people)} people, {renamed.length} renamed and saved in state
      </Typography>
      <RichTreeView
        items={people}
        isItemEditable
        onItemLabelChange={handleLabelChange}
        defaultExpandedItems={['amara-okafor', 'lucas-moreau']}
      />
    </Box>
  );
}

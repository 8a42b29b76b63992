import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

interface Place {
  id: string;
  name: string;
  children?: Place[];
}

const places: Place[] = [
  {
    id: 'europe',
    name: 'Europe',
    children: [
      {
        id: 'europe/france',
        name: 'France',
        children: [
          { id: 'europe/france/paris', name: 'Paris' },
          { id: 'europe/france/lyon', name: 'Lyon' },
        ],
      },
      { id: 'europe/portugal', name: 'Portugal', children: [{ id: 'europe/portugal/porto', name: 'Porto' }] },
    ],
  },
  {
    id: 'asia',
    name: 'Asia',
    children: [{ id: 'asia/japan', name: 'Japan', children: [{ id: 'asia/japan/osaka', name: 'Osaka' }] }],
  },
  { id: 'antarctica', name: 'Antarctica', children: [] },
];

function renderPlaces(nodes: Place[]) {
  return nodes.map((node) => (
    <TreeItem key={node.id} itemId={node.id} label={node.name}>
      {node.children ? renderPlaces(node.children) : null}
    </TreeItem>
  ));
}

export default function TreeFromData() {
  return (
    <Box sx={{ minHeight: 280, minWidth: 260 }}>
      <SimpleTreeView defaultExpandedItems={['europe', 'europe/france']}>{renderPlaces(places)}</SimpleTreeView>
    </Box>
  );
}

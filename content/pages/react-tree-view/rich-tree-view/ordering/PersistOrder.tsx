import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { orgChart } from '../items/orgChart';
import { countChildren, findPosition, moveItem, type Position } from './treeMoves';

interface Move {
  itemId: string;
  oldPosition: Position;
  newPosition: Position;
}

const describe = (position: Position) => `${position.parentId ?? 'root'}[${position.index}]`;

export default function PersistOrder() {
  const [people, setPeople] = React.useState(orgChart);
  const [selected, setSelected] = React.useState<string | null>('mei-tanaka');
  const [lastMove, setLastMove] = React.useState<string | null>(null);

  // Drag and drop: the tree has already moved the item; store the move in our data too.
  const handleItemPositionChange = ({ itemId, oldPosition, newPosition }: Move) => {
    setPeople((prev) => moveItem(prev, itemId, newPosition));
    setLastMove(`${itemId}: ${describe(oldPosition)} → ${describe(newPosition)}`);
  };

  // Keyboard alternative: change the data, and the tree follows the new `items`.
  const position = selected ? findPosition(people, selected) : null;
  const shift = (offset: number) => {
    if (!selected || !position) {
      return;
    }
    const newPosition = { parentId: position.parentId, index: position.index + offset };
    setPeople((prev) => moveItem(prev, selected, newPosition));
    setLastMove(`${selected}: ${describe(position)} → ${describe(newPosition)}`);
  };
  const siblingCount = position ? countChildren(people, position.parentId) : 0;

  return (
    <Box sx={{ minHeight: 440, minWidth: 300 }}>
      <Stack direction="row" sx={{ mb: 1, flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button size="small" variant="outlined" disabled={!position || position.index === 0} onClick={() => shift(-1)}>
          Move up
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={!position || position.index >= siblingCount - 1}
          onClick={() => shift(1)}
        >
          Move down
        </Button>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {lastMove ?? 'Drag a person, or select one and use the buttons.'}
        </Typography>
      </Stack>
      <RichTreeViewPro
        items={people}
        itemsReordering
        onItemPositionChange={handleItemPositionChange}
        selectedItems={selected}
        onSelectedItemsChange={(_event, itemId) => setSelected(itemId)}
        defaultExpandedItems={['amara-okafor', 'lucas-moreau', 'sofia-lindqvist']}
      />
    </Box>
  );
}

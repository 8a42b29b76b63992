import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { fileTree } from '../items/fileTree';
import { moveItem, type Position } from './treeMoves';

interface Move {
  itemId: string;
  oldPosition: Position;
  newPosition: Position;
}

export default function UndoMove() {
  const apiRef = useTreeViewApiRef();
  const [files, setFiles] = React.useState(fileTree);
  // The tree before each move, most recent last.
  const [history, setHistory] = React.useState<(typeof fileTree)[]>([]);
  const [message, setMessage] = React.useState<string | null>(null);

  const handleItemPositionChange = ({ itemId, newPosition }: Move) => {
    const name = apiRef.current?.getItem(itemId)?.label ?? itemId;
    const target = newPosition.parentId ? apiRef.current?.getItem(newPosition.parentId)?.label : 'the top level';
    setHistory((prev) => [...prev, files]);
    setFiles((prev) => moveItem(prev, itemId, newPosition));
    setMessage(`Moved “${name}” to ${target}`);
  };

  const undo = () => {
    // Passing the previous `items` puts every item back where it was.
    setFiles(history[history.length - 1]);
    setHistory((prev) => prev.slice(0, -1));
    setMessage(null);
  };

  return (
    <Box sx={{ position: 'relative', minHeight: 420, minWidth: 280 }}>
      <RichTreeViewPro
        items={files}
        apiRef={apiRef}
        itemsReordering
        onItemPositionChange={handleItemPositionChange}
        defaultExpandedItems={['docs', 'photos']}
      />
      <Snackbar
        open={message !== null}
        message={message}
        onClose={() => setMessage(null)}
        autoHideDuration={6000}
        action={
          <Button size="small" color="inherit" onClick={undo}>
            Undo
          </Button>
        }
        sx={{ position: 'absolute' }}
      />
    </Box>
  );
}

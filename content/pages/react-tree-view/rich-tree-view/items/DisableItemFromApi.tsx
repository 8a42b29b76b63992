import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { orgChart } from './orgChart';

export default function DisableItemFromApi() {
  const apiRef = useTreeViewApiRef();
  const [lucasDisabled, setLucasDisabled] = React.useState(false);

  const setLucas = (shouldBeDisabled: boolean) => {
    apiRef.current?.setIsItemDisabled({ itemId: 'lucas-moreau', shouldBeDisabled });
    setLucasDisabled(shouldBeDisabled);
  };

  return (
    <Box sx={{ minHeight: 380, minWidth: 280 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        <Button size="small" variant="outlined" disabled={lucasDisabled} onClick={() => setLucas(true)}>
          Disable Lucas Moreau
        </Button>
        <Button size="small" variant="outlined" disabled={!lucasDisabled} onClick={() => setLucas(false)}>
          Enable him again
        </Button>
      </Stack>
      <RichTreeView
        items={orgChart}
        apiRef={apiRef}
        defaultExpandedItems={['amara-okafor', 'lucas-moreau']}
      />
    </Box>
  );
}

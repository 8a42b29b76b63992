import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';

export default function ApiItemExpansion() {
  const apiRef = useTreeViewApiRef();

  const handleToggleKitchen = (event: React.SyntheticEvent) => {
    apiRef.current?.setItemExpansion({ event, itemId: 'kitchen' });
  };

  const handleOpenGarage = (event: React.SyntheticEvent) => {
    apiRef.current?.setItemExpansion({ event, itemId: 'garage', shouldBeExpanded: true });
  };

  return (
    <Stack spacing={1} sx={{ minHeight: 280, minWidth: 260 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" onClick={handleToggleKitchen}>
          Toggle kitchen
        </Button>
        <Button size="small" variant="outlined" onClick={handleOpenGarage}>
          Expand garage
        </Button>
      </Stack>
      <Box>
        <SimpleTreeView apiRef={apiRef}>
          <TreeItem itemId="kitchen" label="Kitchen">
            <TreeItem itemId="kitchen-thermostat" label="Thermostat: 21 °C" />
            <TreeItem itemId="kitchen-smoke" label="Smoke detector: OK" />
          </TreeItem>
          <TreeItem itemId="garage" label="Garage">
            <TreeItem itemId="garage-door" label="Door sensor: closed" />
            <TreeItem itemId="garage-humidity" label="Humidity: 58 %" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Stack>
  );
}

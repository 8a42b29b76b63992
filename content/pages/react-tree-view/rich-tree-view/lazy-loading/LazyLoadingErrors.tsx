import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { createMockFileServer, type RemoteFile } from './mockFileServer';

export default function LazyLoadingErrors() {
  const [message, setMessage] = React.useState<string | null>(null);

  // One data source per demo instance; `photos` and `src` fail on their first request.
  const dataSource = React.useMemo(() => {
    const server = createMockFileServer({ latency: 600, failOnceFor: ['photos', 'src'] });
    return {
      getChildrenCount: server.getChildrenCount,
      getTreeItems: async (parentId?: string): Promise<RemoteFile[]> => {
        try {
          const files = await server.getTreeItems(parentId);
          setMessage(null);
          return files;
        } catch (error) {
          setMessage(`${(error as Error).message} Expand the folder again to retry.`);
          throw error;
        }
      },
    };
  }, []);

  return (
    <Box sx={{ minHeight: 340, minWidth: 280 }}>
      <Typography variant="body2" sx={{ color: message ? 'error.main' : 'text.secondary', mb: 1, minHeight: 40 }}>
        {message ?? 'Open “src” or “Photos”: the first attempt fails.'}
      </Typography>
      <RichTreeViewPro items={[]} dataSource={dataSource} />
    </Box>
  );
}

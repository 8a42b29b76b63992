import * as React from 'react';
import type { GridApi, GridRenderContext } from '@mui/x-data-grid';

/**
 * The rows and columns the grid currently renders (indexes, last one excluded),
 * updated when the user scrolls and when the rendered interval changes.
 */
export function useRenderContext(apiRef: React.RefObject<GridApi | null>) {
  const [context, setContext] = React.useState<GridRenderContext | null>(null);

  React.useEffect(() => {
    const api = apiRef.current;
    if (!api) {
      return undefined;
    }
    const unsubscribeScroll = api.subscribeEvent('scrollPositionChange', (params) => {
      if (params.renderContext) {
        setContext(params.renderContext);
      }
    });
    const unsubscribeRows = api.subscribeEvent('renderedRowsIntervalChange', setContext);
    return () => {
      unsubscribeScroll();
      unsubscribeRows();
    };
  }, [apiRef]);

  return context;
}

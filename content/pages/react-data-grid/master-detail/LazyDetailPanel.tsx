import * as React from 'react';
import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { DataGridPro, type GridColDef, type GridRowParams } from '@mui/x-data-grid-pro';
import { orders, type CustomerOrder } from './ordersData';

type TrackingEvent = { time: string; place: string; label: string };

// A fake shipping API: each call takes a while, so a panel loads its data when it opens.
const trackingCache = new Map<number, TrackingEvent[]>();

function fetchTracking(order: CustomerOrder) {
  return new Promise<TrackingEvent[]>((resolve) => {
    setTimeout(() => {
      const events: TrackingEvent[] = [
        { time: `${order.date} 09:12`, place: 'Denver warehouse', label: 'Packed' },
        { time: `${order.date} 17:40`, place: 'Denver hub', label: 'Handed to carrier' },
      ];
      if (order.status === 'Delivered') {
        const day = new Date(`${order.date}T00:00:00Z`);
        day.setUTCDate(day.getUTCDate() + 2);
        const time = `${day.toISOString().slice(0, 10)} 11:05`;
        events.push({ time, place: order.city, label: 'Delivered' });
      }
      resolve(events);
    }, 900);
  });
}

function TrackingPanel({ order }: { order: CustomerOrder }) {
  const [events, setEvents] = React.useState(() => trackingCache.get(order.id));

  React.useEffect(() => {
    if (events) {
      return undefined;
    }
    let active = true;
    fetchTracking(order).then((result) => {
      trackingCache.set(order.id, result);
      if (active) {
        setEvents(result);
      }
    });
    return () => {
      active = false;
    };
  }, [order, events]);

  if (!events) {
    return (
      <Stack direction="row" spacing={1.5} sx={{ p: 2, alignItems: 'center' }}>
        <CircularProgress size={20} />
        <Typography variant="body2">Loading the tracking of {order.reference}…</Typography>
      </Stack>
    );
  }

  return (
    <Box component="ol" sx={{ m: 0, py: 1.5, px: 5 }}>
      {events.map((event) => (
        <Typography component="li" variant="body2" key={event.label} sx={{ py: 0.25 }}>
          <strong>{event.label}</strong>, {event.place}{' '}
          <Box component="span" sx={{ color: 'text.secondary' }}>
            ({event.time})
          </Box>
        </Typography>
      ))}
    </Box>
  );
}

const columns: GridColDef<CustomerOrder>[] = [
  { field: 'reference', headerName: 'Order', width: 110 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'city', headerName: 'City', width: 110 },
  { field: 'status', headerName: 'Status', width: 100 },
];

export default function LazyDetailPanel() {
  const getDetailPanelContent = React.useCallback(
    ({ row }: GridRowParams<CustomerOrder>) => <TrackingPanel order={row} />,
    [],
  );
  const getDetailPanelHeight = React.useCallback(() => 'auto' as const, []);

  return (
    <Box sx={{ height: 420, width: '100%' }}>
      <DataGridPro
        rows={orders}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}

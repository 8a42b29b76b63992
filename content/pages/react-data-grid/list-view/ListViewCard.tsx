import { Avatar, Box, Chip, Stack, Typography } from '@mui/material';
import type { GridRenderCellParams } from '@mui/x-data-grid-pro';
import type { Employee } from '../shared/data';

const dateFormatter = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeZone: 'UTC',
});

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

/** The cell of the list view: one card per employee. */
export function EmployeeListCell(params: GridRenderCellParams<Employee>) {
  const { row } = params;
  return (
    <Stack
      direction="row"
      spacing={1.5}
      sx={{ alignItems: 'center', height: '100%', py: 1 }}
    >
      <Avatar sx={{ width: 36, height: 36, fontSize: 14, bgcolor: 'primary.main' }}>
        {initials(row.name)}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }} noWrap>
          {row.name}
        </Typography>
        <Typography
          variant="caption"
          sx={{ color: 'text.secondary' }}
          noWrap
          component="div"
        >
          {row.role} · {row.country} · since {dateFormatter.format(row.startDate)}
        </Typography>
      </Box>
      <Chip
        size="small"
        label={row.active ? 'Active' : 'Left'}
        color={row.active ? 'success' : 'default'}
        variant="outlined"
      />
    </Stack>
  );
}

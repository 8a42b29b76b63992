import type { HeatmapValueType } from '@mui/x-charts-pro/models';

export const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
export const hours = ['08:00', '10:00', '12:00', '14:00', '16:00', '18:00', '20:00'];

// Share of the support team busy with tickets (%), one row per weekday, one column per time slot.
const occupancy: number[][] = [
  [48, 82, 71, 88, 76, 52, 31],
  [41, 74, 66, 79, 70, 47, 28],
  [39, 70, 63, 75, 68, 45, 25],
  [37, 68, 60, 73, 67, 49, 30],
  [35, 63, 55, 64, 58, 38, 22],
  [12, 24, 30, 27, 21, 16, 9],
  [8, 15, 19, 22, 26, 31, 18],
];

// Heatmap data is a list of [x index, y index, value] triples.
export const ticketData: HeatmapValueType[] = occupancy.flatMap((row, dayIndex) =>
  row.map((value, hourIndex): HeatmapValueType => [hourIndex, dayIndex, value]),
);

import type { HeatmapValueType } from '@mui/x-charts-pro/models';

export const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const cities = ['Oslo', 'Berlin', 'Madrid', 'Cairo', 'Singapore'];

// Approximate average daily temperatures (°C) per month.
const averages: Record<string, number[]> = {
  Oslo: [-4, -4, 0, 5, 11, 15, 17, 16, 11, 6, 1, -3],
  Berlin: [1, 2, 5, 10, 14, 18, 20, 19, 15, 10, 5, 2],
  Madrid: [6, 8, 11, 13, 17, 23, 26, 26, 21, 15, 10, 7],
  Cairo: [14, 15, 18, 22, 25, 27, 28, 28, 26, 24, 19, 15],
  Singapore: [27, 27, 28, 28, 28, 28, 28, 28, 28, 28, 27, 27],
};

export const temperatureData: HeatmapValueType[] = cities.flatMap((city, cityIndex) =>
  averages[city].map((value, monthIndex): HeatmapValueType => [monthIndex, cityIndex, value]),
);

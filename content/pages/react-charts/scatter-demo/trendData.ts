// Outdoor temperature (°C) and ice creams sold by a kiosk, one point per day.
export const sales = [
  { day: 'Jun 1', temperature: 17, sold: 118 },
  { day: 'Jun 2', temperature: 19, sold: 142 },
  { day: 'Jun 3', temperature: 22, sold: 171 },
  { day: 'Jun 4', temperature: 24, sold: 205 },
  { day: 'Jun 5', temperature: 21, sold: 166 },
  { day: 'Jun 6', temperature: 18, sold: 120 },
  { day: 'Jun 7', temperature: 26, sold: 232 },
  { day: 'Jun 8', temperature: 29, sold: 266 },
  { day: 'Jun 9', temperature: 31, sold: 297 },
  { day: 'Jun 10', temperature: 28, sold: 241 },
  { day: 'Jun 11', temperature: 23, sold: 196 },
  { day: 'Jun 12', temperature: 20, sold: 148 },
  { day: 'Jun 13', temperature: 25, sold: 203 },
  { day: 'Jun 14', temperature: 27, sold: 255 },
  { day: 'Jun 15', temperature: 32, sold: 284 },
  { day: 'Jun 16', temperature: 16, sold: 97 },
];

// Least-squares fit of sold = slope * temperature + intercept.
const count = sales.length;
const meanX = sales.reduce((sum, point) => sum + point.temperature, 0) / count;
const meanY = sales.reduce((sum, point) => sum + point.sold, 0) / count;
const covariance = sales.reduce(
  (sum, point) => sum + (point.temperature - meanX) * (point.sold - meanY),
  0,
);
const variance = sales.reduce((sum, point) => sum + (point.temperature - meanX) ** 2, 0);

export const slope = covariance / variance;
export const intercept = meanY - slope * meanX;

export const trendX = [15, 33];
export const trendY = trendX.map((x) => Math.round(slope * x + intercept));

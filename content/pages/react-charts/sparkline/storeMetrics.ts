export interface StoreMetric {
  store: string;
  // Daily orders over the last 14 days, oldest first.
  dailyOrders: number[];
}

export const storeMetrics: StoreMetric[] = [
  { store: 'Amsterdam', dailyOrders: [132, 140, 128, 151, 163, 170, 158, 149, 161, 175, 182, 177, 190, 198] },
  { store: 'Barcelona', dailyOrders: [210, 204, 198, 190, 185, 192, 180, 176, 171, 168, 175, 166, 160, 158] },
  { store: 'Copenhagen', dailyOrders: [88, 92, 85, 97, 90, 94, 99, 91, 96, 93, 98, 95, 101, 97] },
  { store: 'Dublin', dailyOrders: [64, 70, 81, 77, 95, 102, 98, 118, 124, 120, 137, 141, 150, 162] },
];

// The first day of the series, used to label the tooltip.
export const firstDay = Date.UTC(2025, 4, 19);
const dayInMs = 24 * 60 * 60 * 1000;

export const days = Array.from({ length: 14 }, (_, index) => new Date(firstDay + index * dayInMs));

export const dayFormatter = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

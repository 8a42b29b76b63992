/** A small seeded generator, so that the server and the browser render the same data. */
function mulberry32(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = mulberry32(2025);
const DAY = 24 * 60 * 60 * 1000;
const start = Date.UTC(2024, 0, 1);

/** One year of daily visits to an online store (UTC days of 2024). */
export const days: Date[] = [];
export const visits: number[] = [];
export const orders: number[] = [];

for (let index = 0; index < 366; index += 1) {
  const date = new Date(start + index * DAY);
  const weekend = date.getUTCDay() === 0 || date.getUTCDay() === 6 ? 1.25 : 1;
  const season = 1 + 0.35 * Math.sin(((index - 80) / 366) * 2 * Math.PI);
  const holidays = index > 320 ? 1.6 : 1;
  const dailyVisits = Math.round(2400 * weekend * season * holidays * (0.85 + random() * 0.3));
  days.push(date);
  visits.push(dailyVisits);
  orders.push(Math.round(dailyVisits * (0.028 + random() * 0.012)));
}

export const dateFormatter = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** Monthly sales per product line, in thousands of dollars. */
export const months = [
  'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec',
];
export const laptopSales = [182, 165, 197, 204, 211, 198, 176, 221, 246, 233, 281, 342];
export const phoneSales = [241, 228, 251, 262, 270, 259, 248, 266, 301, 288, 335, 412];

/** Apartments: surface in m² and monthly rent in dollars. */
export const apartments = Array.from({ length: 150 }, (_, id) => {
  const surface = Math.round(18 + random() * 110);
  const rent = Math.round(surface * (14 + random() * 9) + 150);
  return { id, x: surface, y: rent };
});

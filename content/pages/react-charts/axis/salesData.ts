export const months = [
  'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun',
  'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec',
];

// Monthly orders and revenue (in thousands of dollars) of an online store.
export const orders = [312, 298, 354, 401, 436, 468, 452, 447, 489, 521, 603, 712];
export const revenue = [18.4, 17.1, 21.0, 24.6, 27.3, 29.8, 28.5, 27.9, 31.2, 33.6, 40.1, 49.7];

// Daily readings of a greenhouse sensor, one per day in March 2025 (UTC).
export const readingDates = Array.from(
  { length: 31 },
  (_, day) => new Date(Date.UTC(2025, 2, day + 1)),
);
export const humidity = [
  61, 63, 60, 58, 57, 59, 62, 66, 68, 65, 63, 62, 60, 59, 61, 64, 67, 70, 72, 69,
  66, 64, 62, 61, 63, 65, 68, 71, 70, 67, 65,
];

// Ten days starting on Monday, June 2. Category names must be unique on a point axis.
export const days = [
  'Mon 2',
  'Tue 3',
  'Wed 4',
  'Thu 5',
  'Fri 6',
  'Sat 7',
  'Sun 8',
  'Mon 9',
  'Tue 10',
  'Wed 11',
];

/** Expected number of support tickets per day. */
export const forecast = [118, 124, 121, 115, 109, 62, 55, 126, 131, 127];

/** Bounds of the 80% prediction interval, which widen further ahead. */
export const low = [110, 114, 109, 101, 93, 45, 36, 103, 105, 98];
export const high = [126, 134, 133, 129, 125, 79, 74, 149, 157, 156];

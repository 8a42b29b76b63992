/** Median API response time per hour of a working day, in milliseconds. */
export const hours = [
  '08:00',
  '09:00',
  '10:00',
  '11:00',
  '12:00',
  '13:00',
  '14:00',
  '15:00',
  '16:00',
  '17:00',
  '18:00',
];

export const checkoutApi = [142, 168, 214, 236, 281, 262, 219, 204, 227, 263, 188];
export const searchApi = [96, 118, 131, 149, 172, 158, 141, 137, 150, 166, 121];

export const hours = Array.from({ length: 48 }, (_, index) => index * 0.5);

/** Water level of a reservoir, in metres, measured every 30 minutes over a day. */
export const waterLevel = hours.map(
  (hour) => Math.round((12 + 1.4 * Math.sin((hour / 24) * 2 * Math.PI) + 0.3 * Math.sin(hour * 1.7)) * 100) / 100,
);

export const formatHour = (hour: number) =>
  `${String(Math.floor(hour)).padStart(2, '0')}:${hour % 1 === 0 ? '00' : '30'}`;

export const months = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** Average daily high temperature, in °C. */
export const averageHigh = {
  oslo: [0, 1, 5, 11, 17, 21, 23, 21, 16, 9, 4, 1],
  madrid: [10, 12, 16, 18, 22, 28, 32, 31, 26, 19, 13, 10],
  sydney: [26, 26, 25, 23, 20, 18, 17, 18, 20, 22, 24, 25],
};

/** Monthly rainfall in Madrid, in mm. */
export const madridRainfall = [33, 35, 25, 45, 43, 22, 11, 10, 27, 49, 55, 49];

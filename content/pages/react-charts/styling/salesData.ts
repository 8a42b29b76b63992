export const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Monthly orders per sales channel (thousands). */
export const ordersByChannel = {
  webShop: [32, 35, 41, 38, 44, 47, 52, 49, 45, 51, 63, 78],
  marketplace: [21, 22, 25, 27, 26, 30, 33, 31, 29, 32, 40, 49],
  retail: [18, 17, 19, 22, 24, 23, 21, 20, 23, 25, 29, 36],
  wholesale: [12, 13, 12, 14, 15, 15, 14, 16, 17, 16, 18, 19],
};

/** Average daily temperature in °C, measured by a rooftop sensor. */
export const dailyTemperature = [
  -4.2, -2.8, -1.5, 0.4, 1.9, 0.6, -0.8, 2.7, 4.1, 5.8, 7.2, 6.4, 8.9, 10.3, 9.1, 11.6, 12.8, 11.9,
  13.4, 15.2, 14.1, 16.8, 18.3, 17.5, 19.9, 21.4, 20.2, 22.7, 24.1, 23.3,
];

export const ageGroups = ['0–9', '10–19', '20–29', '30–39', '40–49', '50–59', '60–69', '70–79', '80+'];

/** Residents of a town by age group, in thousands. */
export const population = {
  women: [5.1, 5.4, 6.2, 6.8, 6.5, 6.9, 6.1, 4.6, 3.2],
  men: [5.4, 5.7, 6.5, 7.0, 6.6, 6.8, 5.7, 3.9, 2.0],
};

export const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Monthly sales of a bakery, in thousands of dollars, against a target of 50k. */
export const monthlySales = [44, 47, 53, 49, 58, 61, 55, 52, 46, 51, 57, 66];
export const salesTarget = 50;

/** Difference between the monthly mean temperature and the 1991–2020 normal, in °C. */
export const temperatureAnomaly = [1.4, -0.6, 0.8, 1.9, -0.3, 0.5, 2.2, 1.7, -1.1, 0.4, 1.2, -0.2];

/** Revenue per product line over the year, in thousands of dollars. */
export const productRevenue = [
  { product: 'Trail running shoes', revenue: 412 },
  { product: 'Waterproof jackets', revenue: 356 },
  { product: 'Hiking backpacks', revenue: 298 },
  { product: 'Merino base layers', revenue: 221 },
  { product: 'Camping stoves', revenue: 164 },
  { product: 'Headlamps', revenue: 97 },
];

export const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Orders of an online shop per day of the week and sales channel. */
export const ordersByChannel = {
  web: [182, 175, 190, 201, 236, 288, 254],
  mobile: [120, 131, 126, 140, 162, 231, 245],
  marketplace: [64, 58, 61, 70, 85, 97, 90],
};

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

export const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

/** Sessions on a news website per quarter and device, in thousands, for two years. */
export const sessionsByDevice = {
  2023: { desktop: [410, 380, 350, 420], mobile: [520, 560, 610, 640], tablet: [90, 85, 80, 95] },
  2024: { desktop: [395, 360, 330, 400], mobile: [610, 665, 720, 760], tablet: [80, 72, 70, 78] },
};

/** How the cash balance of a design studio moved in March, in thousands of dollars. */
export const cashBridge = [
  { step: 'Opening', amount: 120, kind: 'total' },
  { step: 'Invoices', amount: 310, kind: 'change' },
  { step: 'Salaries', amount: -180, kind: 'change' },
  { step: 'Rent', amount: -45, kind: 'change' },
  { step: 'Software', amount: -23, kind: 'change' },
  { step: 'Tax refund', amount: 12, kind: 'change' },
  { step: 'Closing', amount: 194, kind: 'total' },
] as const;

export const firstHalf = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

/** Money in (positive) and out (negative) of a bakery per month, in thousands of dollars. */
export const cashFlowByCategory = {
  shopSales: [38, 36, 42, 45, 49, 52],
  catering: [8, 12, 9, 14, 18, 21],
  ingredients: [-17, -18, -19, -21, -23, -24],
  wages: [-24, -24, -25, -26, -27, -27],
  rent: [-6, -6, -6, -6, -6, -6],
};

export const years = ['2019', '2020', '2021', '2022', '2023', '2024'];

/** Electricity generated in a region, in terawatt-hours per year. */
export const generation = {
  coal: [42, 36, 34, 31, 24, 18],
  gas: [55, 52, 57, 49, 46, 44],
  wind: [21, 26, 29, 35, 41, 47],
  solar: [6, 9, 13, 18, 24, 31],
};

export const quarters = ['Q1', 'Q2', 'Q3', 'Q4'];

/**
 * Quarterly result of a software company, in thousands of dollars.
 * Costs are negative so that they stack below zero.
 */
export const results = {
  subscriptions: [180, 195, 210, 240],
  services: [60, 45, 70, 85],
  salaries: [-150, -155, -160, -170],
  infrastructure: [-40, -42, -51, -55],
};

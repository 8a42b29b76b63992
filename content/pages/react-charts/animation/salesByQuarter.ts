export const regions = ['North', 'South', 'East', 'West'];

/** Sales per region, in thousands of units, for four consecutive quarters. */
export const quarters = [
  { name: 'Q1 2025', online: [42, 35, 28, 51], retail: [30, 24, 33, 27] },
  { name: 'Q2 2025', online: [48, 31, 36, 44], retail: [27, 29, 30, 31] },
  { name: 'Q3 2025', online: [55, 40, 33, 47], retail: [22, 26, 35, 29] },
  { name: 'Q4 2025', online: [61, 46, 41, 58], retail: [35, 33, 38, 36] },
];

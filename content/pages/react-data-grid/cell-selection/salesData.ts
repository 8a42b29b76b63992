export type RegionSales = {
  id: number;
  region: string;
  q1: number;
  q2: number;
  q3: number;
  q4: number;
};

export const salesRows: RegionSales[] = [
  { id: 1, region: 'Pacific Northwest', q1: 182400, q2: 215900, q3: 241300, q4: 198700 },
  { id: 2, region: 'California', q1: 264100, q2: 301800, q3: 338200, q4: 289500 },
  { id: 3, region: 'Rocky Mountains', q1: 143900, q2: 176400, q3: 205100, q4: 231800 },
  { id: 4, region: 'Midwest', q1: 121300, q2: 149700, q3: 162800, q4: 139200 },
  { id: 5, region: 'Northeast', q1: 198500, q2: 224600, q3: 251900, q4: 276300 },
  { id: 6, region: 'Southeast', q1: 156200, q2: 188300, q3: 174600, q4: 160900 },
  { id: 7, region: 'Ontario', q1: 98700, q2: 121400, q3: 133800, q4: 117600 },
  { id: 8, region: 'British Columbia', q1: 87300, q2: 109800, q3: 126500, q4: 141200 },
];

const money = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

export const formatMoney = (value: number) => money.format(value);

export const quarterFields = ['q1', 'q2', 'q3', 'q4'] as const;

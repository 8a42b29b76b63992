export interface Share {
  id: string;
  label: string;
  value: number;
}

/** Share of visits to a web shop in May, by browser (percent). */
export const browserShare: Share[] = [
  { id: 'chrome', label: 'Chrome', value: 61.2 },
  { id: 'safari', label: 'Safari', value: 19.4 },
  { id: 'edge', label: 'Edge', value: 8.1 },
  { id: 'firefox', label: 'Firefox', value: 5.6 },
  { id: 'samsung', label: 'Samsung Internet', value: 3.2 },
  { id: 'other', label: 'Other', value: 2.5 },
];

/** Monthly household budget, in euros. */
export const householdBudget = [
  { id: 'rent', label: 'Rent', value: 1150 },
  { id: 'groceries', label: 'Groceries', value: 480 },
  { id: 'transport', label: 'Transport', value: 210 },
  { id: 'utilities', label: 'Utilities', value: 190 },
  { id: 'leisure', label: 'Leisure', value: 260 },
  { id: 'savings', label: 'Savings', value: 400 },
];

export const euro = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

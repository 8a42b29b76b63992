// Stock levels of a small warehouse, editable by pasting from a spreadsheet.

export interface StockItem {
  id: number;
  sku: string;
  product: string;
  /** Units on the shelf. */
  onHand: number;
  /** Unit cost in US dollars. */
  unitCost: number;
  bin: string;
}

export const initialStock: StockItem[] = [
  {
    id: 1,
    sku: 'TE-0001',
    product: 'Ridgeline 2-person tent',
    onHand: 14,
    unitCost: 189.0,
    bin: 'A-01',
  },
  {
    id: 2,
    sku: 'BA-0002',
    product: 'Trailhead 30 L daypack',
    onHand: 42,
    unitCost: 64.5,
    bin: 'A-02',
  },
  {
    id: 3,
    sku: 'FO-0003',
    product: 'Granite mid hiking boot',
    onHand: 27,
    unitCost: 98.0,
    bin: 'B-01',
  },
  {
    id: 4,
    sku: 'CL-0004',
    product: 'Stormshell rain jacket',
    onHand: 35,
    unitCost: 112.0,
    bin: 'B-02',
  },
  {
    id: 5,
    sku: 'CO-0005',
    product: 'Pocket canister stove',
    onHand: 60,
    unitCost: 29.9,
    bin: 'C-01',
  },
  {
    id: 6,
    sku: 'LI-0006',
    product: 'Beacon 400 headlamp',
    onHand: 81,
    unitCost: 24.0,
    bin: 'C-02',
  },
  {
    id: 7,
    sku: 'TE-0007',
    product: 'Basecamp 4-person tent',
    onHand: 6,
    unitCost: 329.0,
    bin: 'A-03',
  },
  {
    id: 8,
    sku: 'BA-0008',
    product: 'Summit 55 L trekking pack',
    onHand: 18,
    unitCost: 149.0,
    bin: 'A-04',
  },
];

/** Tab-separated lines, as a spreadsheet puts them on the clipboard. */
export const sampleClipboardText = [
  '20\t$175.00\tA-09',
  '38\t$61.00\tA-10',
  '25\t$95.50\tB-07',
].join('\n');

export const usd = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
});

export type OrderLine = {
  product: string;
  quantity: number;
  unitPrice: number;
};

export type CustomerOrder = {
  id: number;
  reference: string;
  customer: string;
  email: string;
  city: string;
  date: string;
  status: 'Paid' | 'Shipped' | 'Delivered';
  note: string | null;
  lines: OrderLine[];
};

export const orders: CustomerOrder[] = [
  {
    id: 1,
    reference: 'SO-20481',
    customer: 'Amara Okafor',
    email: 'amara.okafor@example.com',
    city: 'Lisbon',
    date: '2025-03-02',
    status: 'Delivered',
    note: 'Leave the parcel with the concierge.',
    lines: [
      { product: 'Ridgeline 2-person tent', quantity: 1, unitPrice: 289.99 },
      { product: 'Featherlite sleeping pad', quantity: 2, unitPrice: 74.5 },
    ],
  },
  {
    id: 2,
    reference: 'SO-20482',
    customer: 'Jonas Keller',
    email: 'jonas.keller@example.com',
    city: 'Berlin',
    date: '2025-03-03',
    status: 'Shipped',
    note: null,
    lines: [{ product: 'Stormshell rain jacket', quantity: 1, unitPrice: 179.0 }],
  },
  {
    id: 3,
    reference: 'SO-20483',
    customer: 'Priya Iyer',
    email: 'priya.iyer@example.com',
    city: 'Toronto',
    date: '2025-03-03',
    status: 'Paid',
    note: 'Gift wrap, no invoice in the box.',
    lines: [
      { product: 'Beacon 400 headlamp', quantity: 2, unitPrice: 39.99 },
      { product: 'Titanium 750 ml pot', quantity: 1, unitPrice: 54.0 },
      { product: 'Pocket canister stove', quantity: 1, unitPrice: 49.95 },
    ],
  },
  {
    id: 4,
    reference: 'SO-20484',
    customer: 'Mei Chen',
    email: 'mei.chen@example.com',
    city: 'Denver',
    date: '2025-03-04',
    status: 'Delivered',
    note: null,
    lines: [
      { product: 'Summit 55 L trekking pack', quantity: 1, unitPrice: 239.0 },
      { product: 'Hydration vest 12 L', quantity: 1, unitPrice: 119.0 },
    ],
  },
  {
    id: 5,
    reference: 'SO-20485',
    customer: 'Diego Garcia',
    email: 'diego.garcia@example.com',
    city: 'Madrid',
    date: '2025-03-05',
    status: 'Shipped',
    note: 'Customer asked for delivery after 6 pm.',
    lines: [
      { product: 'Granite mid hiking boot', quantity: 1, unitPrice: 164.0 },
      { product: 'Merino base layer', quantity: 3, unitPrice: 69.0 },
    ],
  },
  {
    id: 6,
    reference: 'SO-20486',
    customer: 'Hana Sato',
    email: 'hana.sato@example.com',
    city: 'Osaka',
    date: '2025-03-06',
    status: 'Paid',
    note: null,
    lines: [{ product: 'Lantern 800', quantity: 4, unitPrice: 45.0 }],
  },
];

export const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const orderTotal = (order: CustomerOrder) =>
  order.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);

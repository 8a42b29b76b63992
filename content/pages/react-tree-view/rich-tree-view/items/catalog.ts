/** A product catalogue whose fields are not named `id`, `label` and `children`. */
export interface CatalogEntry {
  sku: string;
  title: string;
  /** Units in stock, for products. */
  stock?: number;
  /** `true` when the entry is discontinued and can no longer be ordered. */
  discontinued?: boolean;
  entries?: CatalogEntry[];
}

export const catalog: CatalogEntry[] = [
  {
    sku: 'CAT-AUDIO',
    title: 'Audio',
    entries: [
      {
        sku: 'CAT-HEADPHONES',
        title: 'Headphones',
        entries: [
          { sku: 'HP-200', title: 'Studio Monitor HP-200', stock: 34 },
          { sku: 'HP-310', title: 'Wireless ANC HP-310', stock: 0 },
          { sku: 'HP-100', title: 'On-ear HP-100', stock: 12, discontinued: true },
        ],
      },
      {
        sku: 'CAT-SPEAKERS',
        title: 'Speakers',
        entries: [
          { sku: 'SP-50', title: 'Bookshelf Speaker SP-50', stock: 8 },
          { sku: 'SP-90', title: 'Smart Speaker SP-90', stock: 21 },
        ],
      },
    ],
  },
  {
    sku: 'CAT-OFFICE',
    title: 'Office',
    entries: [
      { sku: 'DK-140', title: 'Standing Desk DK-140', stock: 5 },
      { sku: 'CH-22', title: 'Ergonomic Chair CH-22', stock: 17 },
      { sku: 'LM-03', title: 'Desk Lamp LM-03', stock: 0, discontinued: true },
    ],
  },
  {
    sku: 'CAT-CABLES',
    title: 'Cables and adapters',
    entries: [
      { sku: 'CB-USB-C', title: 'USB-C cable, 2 m', stock: 240 },
      { sku: 'AD-HDMI', title: 'USB-C to HDMI adapter', stock: 63 },
    ],
  },
];

export const getCatalogId = (entry: CatalogEntry) => entry.sku;
export const getCatalogLabel = (entry: CatalogEntry) => entry.title;
export const getCatalogChildren = (entry: CatalogEntry) => entry.entries;

// Quarterly sales of an outdoor equipment retailer, by region and product line.
// Deterministic: the figures come from a seeded generator.
import { createRandom } from '../shared/data';

export const REGIONS = ['North America', 'Europe', 'Asia Pacific'] as const;
export const PRODUCT_LINES = ['Tents', 'Backpacks', 'Footwear', 'Lighting'] as const;
export const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'] as const;

export interface Sale {
  id: number;
  region: (typeof REGIONS)[number];
  productLine: (typeof PRODUCT_LINES)[number];
  year: number;
  quarter: (typeof QUARTERS)[number];
  units: number;
  /** Revenue in US dollars. */
  revenue: number;
}

/** One row per region, product line, year and quarter. */
export function createSales(years: readonly number[] = [2024, 2025], seed = 5): Sale[] {
  const random = createRandom(seed);
  const rows: Sale[] = [];
  years.forEach((year) => {
    QUARTERS.forEach((quarter) => {
      REGIONS.forEach((region) => {
        PRODUCT_LINES.forEach((productLine) => {
          const units = random.int(40, 400);
          rows.push({
            id: rows.length + 1,
            region,
            productLine,
            year,
            quarter,
            units,
            revenue: units * random.int(35, 180),
          });
        });
      });
    });
  });
  return rows;
}

export const usdRounded = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});

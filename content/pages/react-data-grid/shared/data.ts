// Shared, deterministic demo data for the Data Grid pages. Every value comes from a seeded
// generator, so the server-rendered markup and the browser agree, and a reload shows the same rows.

/** A small seeded pseudo-random generator (mulberry32): the same seed gives the same sequence. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** An integer from min to max, both included. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

const FIRST_NAMES = ['Amara', 'Bruno', 'Chen', 'Dalia', 'Elias', 'Fatima', 'Goran', 'Hana', 'Ivan', 'Jonas', 'Keiko', 'Liam', 'Mina', 'Nadia', 'Omar', 'Priya', 'Quentin', 'Rosa', 'Sven', 'Tariq', 'Uma', 'Vera', 'Wen', 'Yusuf', 'Zara'] as const;
const LAST_NAMES = ['Okafor', 'Silva', 'Wang', 'Haddad', 'Berg', 'Rahman', 'Novak', 'Sato', 'Petrov', 'Keller', 'Tanaka', 'Murphy', 'Park', 'Aziz', 'Farah', 'Iyer', 'Moreau', 'Garcia', 'Lind', 'Khan', 'Reddy', 'Costa', 'Li', 'Demir', 'Ali'] as const;

export const DEPARTMENTS = ['Engineering', 'Sales', 'Marketing', 'Finance', 'Support', 'Operations'] as const;
export type Department = (typeof DEPARTMENTS)[number];

export const ROLES: Record<Department, readonly string[]> = {
  Engineering: ['Frontend engineer', 'Backend engineer', 'QA engineer', 'Engineering manager'],
  Sales: ['Account executive', 'Sales engineer', 'Sales manager'],
  Marketing: ['Content strategist', 'Designer', 'Growth analyst'],
  Finance: ['Accountant', 'Financial analyst', 'Controller'],
  Support: ['Support specialist', 'Support lead'],
  Operations: ['Office manager', 'Recruiter', 'Operations analyst'],
};

export const COUNTRIES = ['Brazil', 'Canada', 'France', 'Germany', 'India', 'Japan', 'Kenya', 'Mexico', 'Spain', 'Sweden', 'United Kingdom', 'United States'] as const;

export interface Employee {
  id: number;
  name: string;
  email: string;
  department: Department;
  role: string;
  country: string;
  /** Start date at midnight UTC. */
  startDate: Date;
  /** Yearly salary in US dollars. */
  salary: number;
  /** Last performance rating, 1 to 5. */
  rating: number;
  /** On the payroll today. */
  active: boolean;
}

/** `count` employees, the same every time for the same count and seed. */
export function createEmployees(count: number, seed = 7): Employee[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const first = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const department = random.pick(DEPARTMENTS);
    return {
      id: index + 1,
      name: `${first} ${last}`,
      email: `${first}.${last}${index + 1}@northwind.example`.toLowerCase(),
      department,
      role: random.pick(ROLES[department]),
      country: random.pick(COUNTRIES),
      startDate: new Date(Date.UTC(random.int(2012, 2025), random.int(0, 11), random.int(1, 28))),
      salary: random.int(42, 185) * 1000,
      rating: random.int(1, 5),
      active: random.next() > 0.12,
    };
  });
}

export const PRODUCT_CATEGORIES = ['Tents', 'Backpacks', 'Footwear', 'Clothing', 'Cooking', 'Lighting'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

const PRODUCT_NAMES: Record<ProductCategory, readonly string[]> = {
  Tents: ['Ridgeline 2-person tent', 'Basecamp 4-person tent', 'Featherlite solo shelter', 'Ultralight tarp', 'Family cabin tent'],
  Backpacks: ['Trailhead 30 L daypack', 'Summit 55 L trekking pack', 'Expedition 70 L pack', 'Hydration vest 12 L', 'Sling bag 6 L'],
  Footwear: ['Granite mid hiking boot', 'Switchback trail runner', 'Riverbed water sandal', 'Alpine winter boot', 'Camp slip-on'],
  Clothing: ['Stormshell rain jacket', 'Loft 800 down jacket', 'Grid fleece pullover', 'Merino base layer', 'Convertible hiking pants'],
  Cooking: ['Pocket canister stove', 'Titanium 750 ml pot', 'Squeeze water filter', 'Nesting cook set', 'Bear-resistant canister'],
  Lighting: ['Beacon 400 headlamp', 'Lantern 800', 'Solar string lights', 'Trail flashlight', 'Tent light pod'],
};

export const WAREHOUSES = ['Atlanta', 'Denver', 'Portland', 'Toronto'] as const;

export interface Product {
  id: number;
  sku: string;
  name: string;
  category: ProductCategory;
  /** Unit price in US dollars. */
  price: number;
  stock: number;
  warehouse: string;
  /** Average review score, 1 to 5 with one decimal. */
  rating: number;
  discontinued: boolean;
}

/** `count` products across the categories, deterministic. */
export function createProducts(count: number, seed = 11): Product[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, index) => {
    const category = PRODUCT_CATEGORIES[index % PRODUCT_CATEGORIES.length]!;
    const model = PRODUCT_NAMES[category][Math.floor(index / PRODUCT_CATEGORIES.length) % 5]!;
    const series = Math.floor(index / (PRODUCT_CATEGORIES.length * 5));
    return {
      id: index + 1,
      sku: `${category.slice(0, 2).toUpperCase()}-${String(index + 1).padStart(4, '0')}`,
      name: series ? `${model} (series ${series + 1})` : model,
      category,
      price: random.int(15, 450) + 0.99,
      stock: random.next() < 0.1 ? 0 : random.int(1, 120),
      warehouse: random.pick(WAREHOUSES),
      rating: Math.round((2.5 + random.next() * 2.5) * 10) / 10,
      discontinued: random.next() < 0.08,
    };
  });
}

export const ORDER_STATUSES = ['Pending', 'Paid', 'Shipped', 'Delivered', 'Cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface Order {
  id: number;
  /** Order reference shown to customers, e.g. "SO-10042". */
  reference: string;
  customer: string;
  country: string;
  product: string;
  category: ProductCategory;
  quantity: number;
  unitPrice: number;
  /** Order date at midnight UTC. */
  date: Date;
  status: OrderStatus;
}

/** `count` orders of the products above, deterministic, dated in 2024 and 2025. */
export function createOrders(count: number, seed = 23): Order[] {
  const random = createRandom(seed);
  const products = createProducts(30);
  return Array.from({ length: count }, (_, index) => {
    const product = random.pick(products);
    return {
      id: index + 1,
      reference: `SO-${10001 + index}`,
      customer: `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)}`,
      country: random.pick(COUNTRIES),
      product: product.name,
      category: product.category,
      quantity: random.int(1, 12),
      unitPrice: product.price,
      date: new Date(Date.UTC(random.int(2024, 2025), random.int(0, 11), random.int(1, 28))),
      status: random.pick(ORDER_STATUSES),
    };
  });
}

/** US dollars with cents, for value formatters. */
export const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export interface Apartment {
  id: string;
  city: 'Porto' | 'Lyon';
  area: number; // square metres
  rent: number; // euros per month
  distance: number; // kilometres from the city centre
}

// A small seeded generator (mulberry32), so the server and the browser draw the same points.
function createRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function createApartments(city: Apartment['city'], count: number, pricePerM2: number, seed: number) {
  const random = createRandom(seed);
  return Array.from({ length: count }, (_, index): Apartment => {
    const area = Math.round(30 + random() * 90);
    const distance = Math.round(random() * 120) / 10;
    const rent = Math.round(area * pricePerM2 * (1.25 - distance / 24) * (0.85 + random() * 0.3));
    return { id: `${city}-${index + 1}`, city, area, rent, distance };
  });
}

export const apartments: Apartment[] = [
  ...createApartments('Porto', 40, 14, 7),
  ...createApartments('Lyon', 40, 17, 11),
];

export const porto = apartments.filter((apartment) => apartment.city === 'Porto');
export const lyon = apartments.filter((apartment) => apartment.city === 'Lyon');

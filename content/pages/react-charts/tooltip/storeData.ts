export const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** Orders per day of the week, by product category. */
export const ordersByCategory = {
  books: [42, 38, 45, 51, 63, 88, 71],
  games: [25, 22, 27, 30, 44, 67, 59],
  music: [14, 12, 15, 16, 21, 30, 26],
};

export type Shipment = {
  id: number;
  city: string;
  distanceKm: number;
  hours: number;
  carrier: string;
};

/** Delivered parcels: distance travelled and delivery time. */
export const shipments: Shipment[] = [
  { id: 1, city: 'Lyon', distanceKm: 120, hours: 14, carrier: 'RoadFast' },
  { id: 2, city: 'Nantes', distanceKm: 380, hours: 22, carrier: 'RoadFast' },
  { id: 3, city: 'Bordeaux', distanceKm: 580, hours: 31, carrier: 'Parcelia' },
  { id: 4, city: 'Lille', distanceKm: 220, hours: 18, carrier: 'Parcelia' },
  { id: 5, city: 'Marseille', distanceKm: 775, hours: 36, carrier: 'RoadFast' },
  { id: 6, city: 'Strasbourg', distanceKm: 490, hours: 27, carrier: 'Parcelia' },
  { id: 7, city: 'Rennes', distanceKm: 350, hours: 30, carrier: 'RoadFast' },
  { id: 8, city: 'Toulouse', distanceKm: 680, hours: 44, carrier: 'Parcelia' },
  { id: 9, city: 'Nice', distanceKm: 930, hours: 47, carrier: 'RoadFast' },
  { id: 10, city: 'Dijon', distanceKm: 310, hours: 19, carrier: 'Parcelia' },
];

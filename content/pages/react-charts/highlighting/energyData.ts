export const hours = ['00:00', '03:00', '06:00', '09:00', '12:00', '15:00', '18:00', '21:00'];

/** Power drawn by each floor of an office building, in kW. */
export const powerByFloor = [
  { id: 'ground', label: 'Ground floor', data: [12, 11, 14, 38, 42, 40, 31, 16] },
  { id: 'first', label: 'First floor', data: [8, 8, 10, 29, 33, 35, 22, 11] },
  { id: 'second', label: 'Second floor', data: [6, 5, 7, 24, 27, 26, 18, 8] },
];

/** Share of the building's daily energy use, by usage. */
export const energyUse = [
  { id: 0, label: 'Heating', value: 38 },
  { id: 1, label: 'Lighting', value: 17 },
  { id: 2, label: 'Servers', value: 21 },
  { id: 3, label: 'Kitchen', value: 9 },
  { id: 4, label: 'Ventilation', value: 15 },
];

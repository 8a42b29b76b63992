export const years = ['2019', '2020', '2021', '2022', '2023', '2024'];

// Share of electricity generation by source in a fictional region (%).
export const sources = [
  { id: 'solar', label: 'Solar', data: [6, 8, 10, 13, 16, 19] },
  { id: 'wind', label: 'Wind', data: [14, 16, 17, 19, 21, 22] },
  { id: 'hydro', label: 'Hydro', data: [18, 18, 17, 16, 17, 16] },
  { id: 'gas', label: 'Natural gas', data: [35, 33, 32, 30, 27, 25] },
  { id: 'coal', label: 'Coal', data: [27, 25, 24, 22, 19, 18] },
];

/** Review scores out of 10 for three laptops. */
export const reviewCriteria = ['Performance', 'Battery life', 'Display', 'Keyboard', 'Portability', 'Price'];

export const laptopScores = [
  { id: 'aero', label: 'Aero 14', data: [8.5, 6, 9, 7.5, 8, 5] },
  { id: 'nimbus', label: 'Nimbus 13', data: [6, 9.5, 7, 8, 9.5, 7] },
  { id: 'terra', label: 'Terra 16', data: [9.5, 4.5, 8.5, 7, 4, 6.5] },
];

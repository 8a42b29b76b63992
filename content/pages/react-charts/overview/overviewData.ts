export const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];

/** Orders received by an online shop, per month. */
export const monthlyOrders = [320, 410, 380, 520, 610, 580];

/** Share of sessions per browser, in percent. */
export const browserShare = [
  { id: 0, value: 64, label: 'Chrome' },
  { id: 1, value: 19, label: 'Safari' },
  { id: 2, value: 9, label: 'Edge' },
  { id: 3, value: 8, label: 'Firefox' },
];

/** Weekly study hours (x) and exam score (y) of a class. */
export const studyHours = [
  { id: 1, x: 2, y: 48 },
  { id: 2, x: 3, y: 55 },
  { id: 3, x: 4, y: 52 },
  { id: 4, x: 5, y: 63 },
  { id: 5, x: 6, y: 61 },
  { id: 6, x: 7, y: 70 },
  { id: 7, x: 8, y: 74 },
  { id: 8, x: 9, y: 72 },
  { id: 9, x: 10, y: 81 },
  { id: 10, x: 12, y: 88 },
];

/** Scores out of 10 of a football player. */
export const playerSkills = {
  metrics: ['Pace', 'Shooting', 'Passing', 'Dribbling', 'Defending'],
  values: [8, 6, 9, 7, 4],
};

/** Visits of a landing page over two weeks. */
export const dailyVisits = [120, 132, 101, 134, 190, 230, 210, 182, 191, 234, 290, 330, 310, 340];

/** Hours of the day and weekdays for the heatmap. */
export const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
export const dayParts = ['Morning', 'Midday', 'Afternoon', 'Evening'];

/** Support tickets per weekday (x index) and part of the day (y index). */
export const ticketLoad: [number, number, number][] = [
  [0, 0, 12], [0, 1, 18], [0, 2, 25], [0, 3, 9],
  [1, 0, 10], [1, 1, 15], [1, 2, 21], [1, 3, 7],
  [2, 0, 8], [2, 1, 14], [2, 2, 19], [2, 3, 6],
  [3, 0, 9], [3, 1, 16], [3, 2, 22], [3, 3, 8],
  [4, 0, 14], [4, 1, 20], [4, 2, 17], [4, 3, 4],
];

/** Visitors at each step of a checkout. */
export const checkoutFunnel = [
  { label: 'Visited product', value: 4200 },
  { label: 'Added to cart', value: 1850 },
  { label: 'Started checkout', value: 920 },
  { label: 'Paid', value: 610 },
];

export const weeks = ['Week 1', 'Week 2', 'Week 3', 'Week 4', 'Week 5', 'Week 6'];

/** Cups sold per week by a small coffee shop. */
export const weeklySales = {
  espresso: [310, 295, 342, 360, 331, 389],
  latte: [420, 455, 438, 470, 512, 498],
};

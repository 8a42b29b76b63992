export const quarters = ['Q1 2024', 'Q2 2024', 'Q3 2024', 'Q4 2024', 'Q1 2025', 'Q2 2025'];

/** Active subscribers of a streaming service, in thousands, by plan. */
export const subscribers = {
  basic: [412, 436, 451, 470, 482, 495],
  standard: [288, 301, 322, 349, 371, 398],
  premium: [96, 104, 118, 131, 149, 163],
};

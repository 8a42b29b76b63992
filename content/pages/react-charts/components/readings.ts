export const hours = Array.from({ length: 13 }, (_, i) => i * 2);

// Indoor air quality in a meeting room over a day: CO₂ concentration in ppm.
export const co2 = [420, 430, 445, 470, 820, 1150, 1320, 980, 1240, 1380, 760, 520, 450];

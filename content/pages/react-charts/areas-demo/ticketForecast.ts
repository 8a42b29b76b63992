export const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun', 'Mon', 'Tue', 'Wed'];

/** Expected number of support tickets per day. */
export const forecast = [118, 124, 121, 115, 109, 62, 55, 126, 131, 127];

/** Bounds of the 80% prediction interval, which widen further ahead. */
export const low = [110, 114, 109, 101, 93, 45, 36, 103, 105, 98];
export const high = [126, 134, 133, 129, 125, 79, 74, 149, 157, 156];

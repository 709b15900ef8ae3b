/**
 * The most problems one list or object reports. A hostile or generated options object may hold
 * thousands of bad entries; the first few are enough to fix it, and the rest would only cost time.
 */
export const MOST_PROBLEMS_REPORTED = 20;

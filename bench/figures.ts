/** How the bench reports numbers: one decimal for times and rates, two for ratios. */
export const round = (n: number): number => Math.round(n * 10) / 10;
export const ratio = (a: number, b: number): number => Math.round((a / b) * 100) / 100;

/** docs/webhooks.md "Retries": seconds before each attempt after the first: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 24 h. */
export const RETRY_SCHEDULE: readonly number[] = [5, 300, 1800, 7200, 18000, 36000, 50400, 72000, 86400];

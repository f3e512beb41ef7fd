/** Years a date may take (the portal's rule: 1901-2099); others are refused. */
export const dateRangeYears = { min: 1901, max: 2099 } as const;

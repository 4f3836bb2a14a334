/** Strings of the customers screens. */
export const customers = {} as const;

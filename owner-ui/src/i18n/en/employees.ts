/** Strings of the employees screens. */
export const employees = {} as const;

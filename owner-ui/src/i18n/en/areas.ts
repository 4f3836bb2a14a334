/** Strings of the areas screens. */
export const areas = {} as const;

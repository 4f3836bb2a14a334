import type { PayMethod } from '@paani/contracts';

/** The ways a plant pays its staff, in the order the forms list them. */
export const PAY_METHODS = ['cash', 'bank', 'jazzcash', 'easypaisa'] as const satisfies readonly PayMethod[];

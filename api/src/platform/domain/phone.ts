/** The Pakistani mobile number rule, shared with the front ends (packages/contracts/src/phone.ts; imported by path as money.ts says). */
export * from '../../../../packages/contracts/src/phone';

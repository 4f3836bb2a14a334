import type { FastifyRequest } from 'fastify';

/** The app's origin as the caller reached it (behind TRUST_PROXY, the proxy's scheme and host): for links the app hands out. */
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

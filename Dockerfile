# Production image: the API, both front ends and the worker, built once.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY api/package.json api/
COPY owner-ui/package.json owner-ui/
COPY admin-ui/package.json admin-ui/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/api/package.json ./api/package.json
COPY --from=build /app/api/dist ./api/dist
COPY --from=build /app/api/assets ./api/assets
COPY --from=build /app/owner-ui/dist ./owner-ui/dist
COPY --from=build /app/admin-ui/dist ./admin-ui/dist
USER node
EXPOSE 3000
# The node options of `npm start` (package.json): a larger young generation, fewer scavenges under load.
CMD ["node", "--max-semi-space-size=32", "api/dist/api/src/main.js"]

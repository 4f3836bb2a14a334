# Production image: the API, both front ends and the worker, built once.

# pg_dump and pg_restore must be of the database server's major version (18, the compose file's
# postgres:18), and Debian 12 packages only client 15. They come from the PostgreSQL project's
# own apt repository (apt.postgresql.org, PGDG) as the package postgresql-client-18, which pulls
# in its libpq5 (18) and every other library it links through apt's dependencies, on whatever
# architecture the image is built for. Copying the binaries out of the postgres image instead
# would mean copying libpq and its dependencies by hand from an architecture-specific folder.
# This stage only lends the repository's signing key: the official image imported it by its full
# fingerprint (B97B0AFCAA1A47F044F244A07FCC7D46ACCC4CF8), so nothing here fetches a key unchecked.
FROM postgres:18-bookworm AS pgdg-key

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
# The client tools first, so rebuilding after a code change reuses this layer. Plain http, as the
# official image does: apt checks every package list against the key, and the slim image has no
# CA certificates.
COPY --from=pgdg-key /usr/local/share/keyrings/postgres.gpg.asc /usr/local/share/keyrings/postgres.gpg.asc
RUN set -eux; \
    echo 'deb [ signed-by=/usr/local/share/keyrings/postgres.gpg.asc ] http://apt.postgresql.org/pub/repos/apt bookworm-pgdg main' \
      > /etc/apt/sources.list.d/pgdg.list; \
    apt-get update; \
    apt-get install -y --no-install-recommends postgresql-client-18; \
    rm -rf /var/lib/apt/lists/*; \
    /usr/lib/postgresql/18/bin/pg_dump --version; \
    /usr/lib/postgresql/18/bin/pg_restore --version
# Where the backup looks first (and only, when set): api/src/platform/backup/client-tools.ts.
ENV PAANI_PG_BIN=/usr/lib/postgresql/18/bin
# The nightly archives (BACKUP_DIR in docker-compose.yml). A named volume mounted here on its first
# use takes this folder's owner and mode, so the node user can write it.
RUN install -d -o node -g node -m 700 /backups
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

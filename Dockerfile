# syntax=docker/dockerfile:1
# Hanpan's API and site in one image: the process `npm start` runs, on PostgreSQL (DATABASE_URL is
# required: the embedded database has no writable folder here and is not for production).
# compose.yaml runs three of these behind HAProxy; see docs/operations.md, "Containers".
ARG NODE_IMAGE=node:20-bookworm-slim

# The workspaces' manifests alone, so the installs below stay cached until a dependency changes.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/studio/package.json apps/studio/
COPY packages/contract/package.json packages/contract/
COPY packages/rules/package.json packages/rules/
COPY packages/theme/package.json packages/theme/

# The member site (apps/web/dist, and apps/web/dist-server: the games pages' first screens the
# server draws, one file carrying its dependencies) and the studio's game pages (apps/studio/dist),
# built by Vite.
FROM manifests AS build
RUN npm ci
COPY . .
RUN npm run build

# The server's dependencies only. The server is not compiled: tsx runs its TypeScript source, and
# tsx is a dependency of @hanpan/server (not a devDependency), so --omit=dev keeps it.
FROM manifests AS server-deps
RUN npm ci --omit=dev --workspace @hanpan/server

FROM ${NODE_IMAGE}
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000
WORKDIR /app
COPY --from=server-deps /app/node_modules node_modules
COPY package.json ./
COPY packages packages
COPY apps/server apps/server
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-server apps/web/dist-server
COPY --from=build /app/apps/studio/dist apps/studio/dist
# The code stays root's, read-only to the process; tsx keeps its compile cache in /tmp.
USER node
EXPOSE 3000
# SIGTERM: stop accepting, let requests in flight finish (up to 10 s), stop the workers, exit 0.
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--import", "tsx", "apps/server/src/server.ts"]

# Charla's image: the server bundle (npm run build) on Node 20, production dependencies only, as a non-root
# user, with the data directory as a volume. Build: docker build -t charla .   (podman: add --format docker,
# or the HEALTHCHECK is dropped). Where no registry is reachable, build a base with scripts/container-base.sh
# and pass --build-arg NODE_IMAGE=localhost/node:20-slim.
ARG NODE_IMAGE=node:20-slim

# --- build: all dependencies, then dist/ (dashboard, server and CLI bundles, widget, database template) ---
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY . .
RUN npm rebuild esbuild && npm run build

# --- production dependencies only (no install scripts: dist/ comes from the build stage) ---
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force

# --- runtime ---
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
COPY bin ./bin
RUN ln -s /app/bin/charla.js /usr/local/bin/charla \
    && mkdir -p /data \
    && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "dist/server/main.js"]

# The API image: NestJS server only (the web image serves the shell and kits).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build -w @handyq/domain && npm run build -w api

# The API's production install alone: its dependencies and @handyq/domain's (zod); nothing a web
# build needs (no React, tfjs, pose model or voice engine). `npm prune` would keep every
# workspace's dependencies.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY . .
RUN npm ci --omit=dev -w api --no-audit --no-fund

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/shared/domain ./shared/domain
COPY --from=build /app/api ./api
EXPOSE 3000
CMD ["node", "api/dist/main.js"]

# The web image: nginx serving the shell at / and each kit under /kits/<kit>/, proxying the
# API and the socket to the api replicas.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund \
  && npm run build -w coach-kit -w library-kit -w line-kit -w profile -w shell

FROM nginx:1.27-alpine
COPY deploy/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/shell/dist /usr/share/nginx/html
COPY --from=build /app/coach-kit/dist /usr/share/nginx/html/kits/coach-kit
COPY --from=build /app/library-kit/dist /usr/share/nginx/html/kits/library-kit
COPY --from=build /app/line-kit/dist /usr/share/nginx/html/kits/line-kit
COPY --from=build /app/profile/dist /usr/share/nginx/html/kits/profile

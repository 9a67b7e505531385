# T10 on Debian: Node 20, TeX Live and poppler from Debian's packages.
FROM node:20-bookworm-slim

RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
      texlive-latex-base texlive-latex-recommended texlive-fonts-recommended texlive-latex-extra \
      lmodern poppler-utils python3 make g++ \
 && rm -rf /var/lib/apt/lists/*

WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# Records the install (so start-up does not redo it) and builds the web app.
RUN node scripts/ensure-deps.mjs start && node scripts/build-web.mjs

ENV PORT=3000 DATA_DIR=/data NODE_ENV=production
VOLUME /data
EXPOSE 3000
# The server is PID 1's direct child of nothing: SIGTERM reaches it and it shuts down gracefully.
CMD ["node", "--import", "tsx", "server/main.ts"]

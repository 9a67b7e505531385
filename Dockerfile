# T10's production image: the web app and the compiled server built in one stage, run in another
# that holds only what runs (production npm packages, the compiled JavaScript, TeX Live and
# poppler for the documents). Build: docker build -t t10 .   Run: docker run -p 3000:3000 -v t10-data:/data t10

# Node 22: the PostgreSQL work queue (graphile-worker) declares Node 22.18 or later; the tests run it on 20.19+.
FROM node:22-bookworm-slim AS build
# better-sqlite3 compiles from source here (its prebuilt download fails): it needs a toolchain.
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# The web app into web/dist, the server and CLI into dist/ (what `npm start` runs), then the
# development packages out of node_modules.
RUN npm run build:web \
 && node scripts/build-dist.mjs --force \
 && npm prune --omit=dev --no-audit --no-fund

FROM node:22-bookworm-slim
# pdflatex compiles the documents, pdftotext reads uploaded PDFs and Tesseract the pages of a scan:
# nothing else is installed.
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
      texlive-latex-base texlive-latex-recommended texlive-fonts-recommended texlive-latex-extra \
      lmodern poppler-utils tesseract-ocr tesseract-ocr-eng \
 && rm -rf /var/lib/apt/lists/* \
 && groupadd --system t10 \
 && useradd --system --gid t10 --home-dir /app --no-create-home t10 \
 && mkdir /data \
 && chown t10:t10 /data \
 && ln -s /app/cli/t10.mjs /usr/local/bin/t10
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/web/dist ./web/dist
# The compiled code reads its data files (word vectors, taxonomies, weights), templates and helper
# scripts where they are in the source tree; the `t10` binary runs from cli/.
COPY --from=build /app/server ./server
COPY --from=build /app/shared ./shared
COPY --from=build /app/cli ./cli
COPY --from=build /app/templates ./templates
COPY --from=build /app/knowledge ./knowledge

USER t10
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
# `t10` (on the PATH: docker exec ... t10 match ...) runs dist/ without comparing file times: the sources
# here never change after the build, and a build host's clock ahead of the builder's would otherwise
# send every call through the TypeScript compiler (cli/t10.mjs).
ENV T10_COMPILED=1
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server handles SIGTERM itself: `docker stop` closes it gracefully. Run with --init (compose's
# `init: true`) so that a helper's orphaned children are reaped, which Node as PID 1 does not do.
CMD ["node", "dist/server.mjs"]

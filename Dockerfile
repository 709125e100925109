# The hosted MCP endpoint on its own, for Cloud Run or Kubernetes (docs/architecture.md, "The MCP endpoint outside
# Firebase"): the same handler as the Cloud Function, served by `npm run mcp:serve`. Configure it with DOCS_URL and
# API_URL (and optionally MCP_ALLOWED_ORIGINS, MCP_TOOL_CALLS_PER_MINUTE, MCP_RUN_OPERATIONS_PER_MINUTE,
# MCP_PROXY_HOPS); PORT is set by the platform.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production \
    GATSBY_TELEMETRY_DISABLED=1 \
    PORT=8080
COPY package.json package-lock.json ./
COPY functions/package.json functions/package.json
# The server runs its TypeScript with tsx, a dev dependency; install scripts are not needed by the server.
RUN npm ci --include=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY core core
COPY schema schema
COPY mcp mcp
COPY tsconfig.json ./
USER node
EXPOSE 8080
CMD ["npm", "run", "mcp:serve"]

#!/usr/bin/env bash
# `npm test`: everything CI runs. Static checks and unit tests first, then the builds and the JS budgets,
# then the browser suites (journeys, visual diffs) one at a time on the 2-core machine.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-system-deps.sh
node --test scripts/audit
npx turbo run lint //#format:check typecheck test --concurrency=2 --output-logs=new-only
# A change to a package's sources must change its dependants' task hashes (no stale cached results).
node scripts/check-turbo-hashes.mjs
npx turbo run build --output-logs=new-only
# The publishable packages, packed and installed outside the workspace, import, render and pass publint.
node scripts/check-packages.mjs
# DESIGN §7's JavaScript budgets, read from the builds' manifests. (`npm run bench -w @prato/storefront` also
# measures SSR throughput; that depends on the machine's load and is printed, not gated.)
npm run bench --silent -w @prato/storefront -- --skip-ssr
npm run bench --silent -w @prato/directory
# The server-rendered HTML of the journeys' pages, both apps, through the Nu Html Checker: no NUL byte, no invalid
# element (docs/decisions/0023).
node scripts/validate-html.mjs
npx turbo run e2e visual --concurrency=1 --output-logs=new-only

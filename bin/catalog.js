#!/usr/bin/env node
// The `catalog` command; the TypeScript sources are built to dist/ by `npm install` (prepare).
import('../dist/src/cli/main.js').then((m) => m.main(process.argv)).catch((error) => {
  console.error(error?.message ?? error);
  process.exit(1);
});

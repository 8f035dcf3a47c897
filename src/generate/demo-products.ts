/** The size of the demo catalogue of `npm start` (src/cli/demo.ts) unless `serve --demo-products N` says otherwise. */
export const DEMO_PRODUCTS = 10_000;

/**
 * The pages' CSS, inline (docs/contract.md §15: small pages that load nothing else). Each is a
 * constant, so the Content-Security-Policy allows exactly it by its hash (src/pages/render.ts).
 * Colours keep a contrast of at least 4.5:1 against the background.
 */

const BASE = ':root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;'
  + 'line-height:1.45;color:#1b1f24;background:#fff}body{margin:0}img{display:block;max-width:100%;height:auto}'
  + 'a{color:#0b57a4}a:focus-visible{outline:3px solid #0b57a4;outline-offset:2px}'
  + 'dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:0}dt{color:#4a525b}dd{margin:0}'
  + '.locales ul{display:flex;flex-wrap:wrap;gap:4px 12px;list-style:none;margin:0;padding:0}'
  + '.locales a[aria-current]{font-weight:700;color:#1b1f24;text-decoration:none}'
  + '.brand{margin:0;color:#4a525b;font-weight:600}'
  + '.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}';

/** The embed card: one column, at most as wide as a typical sidebar. */
export const CARD_CSS = `${BASE}.card{box-sizing:border-box;max-width:480px;margin:0 auto;padding:12px 16px;display:grid;gap:10px}`
  + 'h1{font-size:1.2rem;margin:0}.main{margin:0 auto;max-width:300px}.leaflets{margin:0;padding-left:1.2em}';

/** The public page: a readable column with a gallery of every shown photo. */
export const PAGE_CSS = `${BASE}header,main{box-sizing:border-box;max-width:960px;margin:0 auto;padding:12px 20px}`
  + 'h1{font-size:1.6rem;margin:.2em 0}h2{font-size:1.15rem;margin:1.4em 0 .4em}h3{font-size:1rem;margin:1em 0 .2em}'
  + '.gallery{display:grid;grid-template-columns:repeat(auto-fill,minmax(180px,1fr));gap:12px;list-style:none;margin:0;padding:0}'
  + '.gallery img{border:1px solid #d6dadf;border-radius:4px}.categories{margin:0;padding-left:1.2em}'
  + '.price{margin:.3em 0 0;font-weight:600}';

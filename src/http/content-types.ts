/** The content type of every JSON answer (docs/contract.md §1). */
export const JSON_TYPE = 'application/json; charset=utf-8';
/** The content type of a stream, exactly: no charset parameter (docs/contract.md §7; clients compare the string). */
export const STREAM_CONTENT_TYPE = 'application/x-json-stream';
/** The content type of the HTML pages: the product pages and the docs page. */
export const HTML_TYPE = 'text/html; charset=utf-8';

/** The content type of every JSON answer (decisions section 1). */
export const JSON_TYPE = 'application/json; charset=utf-8';

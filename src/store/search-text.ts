/**
 * The text of one search index entry per column: localized words as `<locale>_<word>` tokens,
 * plain words as they are. Shared by the stores that index prepared tokens.
 */
import { type SearchIndexDecl, type SearchWords } from '../query/declare.js';
import { localeToken } from '../query/sql/dialect.js';

const columnsOf = new WeakMap<object, string[]>();

/** Columns of a search index: every scope name any search type reads (worked out once per index). */
export function searchColumns(index: SearchIndexDecl<any>): string[] {
  let columns = columnsOf.get(index);
  if (!columns) {
    const names = new Set<string>();
    for (const scope of Object.values(index.scopes)) for (const c of [...scope.localized, ...scope.plain]) names.add(c);
    columns = [...names];
    columnsOf.set(index, columns);
  }
  return columns;
}

export function searchTexts(words: SearchWords, columns: readonly string[]): string[] {
  return columns.map((column) => {
    const tokens: string[] = [];
    for (const [locale, list] of Object.entries(words.localized[column] ?? {})) for (const w of list) tokens.push(localeToken(locale, w));
    for (const w of words.plain[column] ?? []) tokens.push(w);
    return [...new Set(tokens)].join(' ');
  });
}

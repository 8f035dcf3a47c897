/**
 * The text of one search index entry per column: localized words as `<locale>_<word>` tokens,
 * plain words as they are. Shared by the stores that index prepared tokens.
 */
import { type SearchIndexDecl, type SearchWords } from '../query/declare.js';
import { localeToken, type SearchNode } from '../query/sql/dialect.js';

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

/** A token to match as a word prefix in any of some columns of a search index. */
export interface SearchTerm { columns: readonly string[]; token: string }

/**
 * Per word of a search, the terms any of which it may prefix (decisions section 6): its token in
 * the requested locale in the scope's localized columns, the word itself in its plain columns.
 * Every store's search query is this, in its own syntax.
 */
export function searchTerms(index: SearchIndexDecl<any>, node: SearchNode): SearchTerm[][] {
  const scope = index.scopes[node.scope] ?? { localized: [], plain: [] };
  return node.words.map((word) => {
    const terms: SearchTerm[] = [];
    if (node.locale !== null && scope.localized.length > 0) terms.push({ columns: scope.localized, token: localeToken(node.locale, word) });
    if (scope.plain.length > 0) terms.push({ columns: scope.plain, token: word });
    return terms;
  });
}

export function searchTexts(words: SearchWords, columns: readonly string[]): string[] {
  return columns.map((column) => {
    const tokens: string[] = [];
    for (const [locale, list] of Object.entries(words.localized[column] ?? {})) for (const w of list) tokens.push(localeToken(locale, w));
    for (const w of words.plain[column] ?? []) tokens.push(w);
    return [...new Set(tokens)].join(' ');
  });
}

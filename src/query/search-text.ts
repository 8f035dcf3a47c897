/**
 * The text of one search index entry per column: localized words as `<locale>_<word>` tokens,
 * plain words as they are. Shared by the stores that index prepared tokens.
 */
import { type SearchIndexDecl, type SearchWords } from './declare.js';
import { localeToken, type SearchNode } from './sql/dialect.js';

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

/** A token to match as a word prefix in any of some columns of a search index; `plain`: the word itself, in the plain columns. */
export interface SearchTerm { columns: readonly string[]; token: string; plain: boolean }

/**
 * Per word of a search, the terms any of which it may prefix (docs/contract.md §6): its token in
 * the requested locale in the scope's localized columns, the word itself in its plain columns.
 * Every store's search query is this, in its own syntax.
 */
export function searchTerms(index: SearchIndexDecl<any>, node: SearchNode): SearchTerm[][] {
  const scope = index.scopes[node.scope] ?? { localized: [], plain: [] };
  return node.words.map((word) => {
    const terms: SearchTerm[] = [];
    if (node.locale !== null && scope.localized.length > 0) terms.push({ columns: scope.localized, token: localeToken(node.locale, word), plain: false });
    if (scope.plain.length > 0) terms.push({ columns: scope.plain, token: word, plain: true });
    return terms;
  });
}

/** The words of the record `storedParts` is deriving (`withSearchWords`): worked out once for its search entry and its search column. */
let deriving: { record: object; words: SearchWords } | undefined;

/**
 * Runs `derive` with the record's search words worked out once (about a quarter of a product's
 * stored parts): `searchWordsOf` gives them to whatever of the record `derive` computes, here
 * the search entry and the column that keeps its localized tokens. Held only during the call, so
 * a record changed afterwards is never read with its former words.
 */
export function withSearchWords<T>(index: SearchIndexDecl<any> | undefined, record: object, derive: () => T): T {
  if (!index) return derive();
  const outer = deriving;
  deriving = { record, words: index.words(record) };
  try {
    return derive();
  } finally {
    deriving = outer;
  }
}

/** A record's search words: those `withSearchWords` holds for it, else worked out now. */
export function searchWordsOf(index: SearchIndexDecl<any>, record: object): SearchWords {
  return deriving?.record === record ? deriving.words : index.words(record);
}

export function searchTexts(words: SearchWords, columns: readonly string[]): string[] {
  return columns.map((column) => {
    const tokens: string[] = [];
    for (const [locale, list] of Object.entries(words.localized[column] ?? {})) for (const w of list) tokens.push(localeToken(locale, w));
    for (const w of words.plain[column] ?? []) tokens.push(w);
    return [...new Set(tokens)].join(' ');
  });
}

/**
 * Columns of a search index whose words are read in a locale (product names, brand names): the
 * ones a server's in-memory index holds (src/index/layout.ts). Their words are shared by many
 * records; the plain columns hold codes, one record per value, which the store's index answers.
 */
export function localizedSearchColumns(index: SearchIndexDecl<any>): string[] {
  return searchColumns(index).filter((c) => Object.values(index.scopes).some((scope) => scope.localized.includes(c)));
}

/**
 * A record's tokens of the localized search columns, as the index's `column` stores them: one line
 * per column in `localizedSearchColumns` order, tokens separated by spaces (a token is letters,
 * digits and `_`: src/text/fold.ts).
 */
export function storedSearchText(index: SearchIndexDecl<any>, words: SearchWords): string {
  return searchTexts(words, localizedSearchColumns(index)).join('\n');
}

/** The tokens of each localized search column, from a stored search text (`storedSearchText`). */
export function parseSearchText(text: string | null): string[][] {
  if (text === null || text === '') return [];
  return text.split('\n').map((line) => (line === '' ? [] : line.split(' ')));
}

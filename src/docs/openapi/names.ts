/**
 * Names in the OpenAPI document: component names from a resource's singular or an operation's
 * path, and operation ids. One place, so the document, the docs page and the client agree.
 */
import { type ResourceDecl } from '../../query/declare.js';

const pascal = (words: string[]) => words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');

/** `mediaItem` -> `MediaItem`: the component of a resource's view. */
export const viewName = (resource: ResourceDecl): string => pascal([resource.singular]);

/** `product/descriptions/create` -> `ProductDescriptionsCreate`. */
export const commandName = (path: string): string => pascal(path.split(/[/-]/));

/** `product/attribute/options/query` -> `productAttributeOptionsQuery`. */
export const operationId = (path: string): string => {
  const name = commandName(path);
  return name.charAt(0).toLowerCase() + name.slice(1);
};

/** A reference to a component schema. */
export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** A reference to a component example (components/examples), for an answer's `examples`. */
export const exampleRef = (name: string) => ({ $ref: `#/components/examples/${name}` });

/** An answer's media type examples: the one component example it shows. */
export const shownExample = (name: string) => ({ examples: { demo: exampleRef(name) } });

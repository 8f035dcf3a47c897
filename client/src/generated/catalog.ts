// Generated from the server's declarations by `npm run docs` (src/docs/client-types.ts); do not edit.

/** Every resource by its path under /v4: the singular name of its find answer, its operations, its result window. */
export const RESOURCES = {
  "products": {
    "singular": "product",
    "operations": [
      "query",
      "stream",
      "find"
    ],
    "resultWindow": 10000
  },
  "media": {
    "singular": "mediaItem",
    "operations": [
      "query",
      "stream",
      "find"
    ],
    "resultWindow": 10000
  },
  "organizations": {
    "singular": "organization",
    "operations": [
      "query",
      "find"
    ]
  },
  "brands": {
    "singular": "brand",
    "operations": [
      "query",
      "find"
    ]
  },
  "product-families": {
    "singular": "productFamily",
    "operations": [
      "query"
    ]
  },
  "updates": {
    "singular": "update",
    "operations": [
      "query"
    ]
  },
  "corrections": {
    "singular": "correction",
    "operations": [
      "query",
      "find"
    ]
  },
  "users": {
    "singular": "user",
    "operations": [
      "query"
    ]
  },
  "catalog-categories": {
    "singular": "catalogCategory",
    "operations": [
      "query"
    ]
  },
  "public-categories": {
    "singular": "publicCategory",
    "operations": [
      "query"
    ]
  },
  "dietary-restrictions": {
    "singular": "dietaryRestriction",
    "operations": [
      "query"
    ]
  },
  "colors": {
    "singular": "color",
    "operations": [
      "query"
    ]
  },
  "active-ingredients": {
    "singular": "activeIngredient",
    "operations": [
      "query",
      "find"
    ]
  },
  "product/attributes": {
    "singular": "attribute",
    "operations": [
      "query",
      "find"
    ]
  },
  "product/attribute/options": {
    "singular": "option",
    "operations": [
      "query",
      "find"
    ]
  },
  "subscription-types": {
    "singular": "subscriptionType",
    "operations": [
      "query"
    ]
  }
} as const;

/** Every write operation by its path under /v4: whether it creates (an Idempotency-Key), updates (If-Match), and what it answers. */
export const WRITES = {
  "users/create": {
    "kind": "create",
    "result": "user"
  },
  "organizations/create": {
    "kind": "create",
    "result": "organization"
  },
  "products/create": {
    "kind": "create",
    "result": "product"
  },
  "products/update": {
    "kind": "update",
    "result": "product"
  },
  "products/add-media": {
    "kind": "action",
    "result": "product"
  },
  "products/remove-media": {
    "kind": "action",
    "result": "product"
  },
  "media/upload": {
    "kind": "create",
    "result": "mediaItem"
  },
  "media/create-link": {
    "kind": "create",
    "result": "mediaItem"
  },
  "media/update": {
    "kind": "update",
    "result": "mediaItem"
  },
  "media/publish": {
    "kind": "action",
    "result": "mediaItem"
  },
  "media/unpublish": {
    "kind": "action",
    "result": "mediaItem"
  },
  "product/descriptions/create": {
    "kind": "create",
    "result": "description"
  },
  "product/descriptions/update": {
    "kind": "update",
    "result": "description"
  },
  "product/descriptions/delete": {
    "kind": "delete",
    "result": "description"
  },
  "brands/create": {
    "kind": "create",
    "result": "brand"
  },
  "brands/update": {
    "kind": "update",
    "result": "brand"
  },
  "corrections/create": {
    "kind": "create",
    "result": "correction"
  },
  "api-keys/create": {
    "kind": "create",
    "result": "apiKey"
  },
  "api-keys/revoke": {
    "kind": "action",
    "result": "apiKey"
  },
  "webhooks/create": {
    "kind": "create",
    "result": "webhook"
  },
  "webhooks/update": {
    "kind": "update",
    "result": "webhook"
  },
  "webhooks/delete": {
    "kind": "delete",
    "result": "webhook"
  },
  "webhooks/rotate-secret": {
    "kind": "action",
    "result": "webhook"
  },
  "webhooks/redeliver": {
    "kind": "action",
    "result": "webhook"
  }
} as const;

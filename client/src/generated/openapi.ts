// Generated from the server's declarations by `npm run docs` (src/docs/client-types.ts); do not edit.
export interface paths {
    "/v4/products/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A page of products
         * @description Filters, sorts and pages products; `meta.total` is the exact number of matches. Results beyond index 9999 are not reachable by paging (`result_window_exceeded`): use the stream.
         */
        post: operations["productsQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/products/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Every matching product, as NDJSON
         * @description One JSON object per line (`application/x-json-stream`), in sorting order, each line ending in a newline; the first line leaves before the whole result is read, and a slow reader slows the server. A failure midway ends the stream with one error line. No match: 204. Each line carries `meta.cursor`: the same request with `"after": cursor` continues after that line (another filter or sorting, or an altered cursor: 422); the answer's `X-Catalog-Position` is where to follow the change feed from once the stream is read.
         */
        post: operations["productsStream"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/products/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One product by id */
        get: operations["productsFind"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/media/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A page of media
         * @description Filters, sorts and pages media; `meta.total` is the exact number of matches. Results beyond index 9999 are not reachable by paging (`result_window_exceeded`): use the stream.
         */
        post: operations["mediaQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/media/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Every matching mediaItem, as NDJSON
         * @description One JSON object per line (`application/x-json-stream`), in sorting order, each line ending in a newline; the first line leaves before the whole result is read, and a slow reader slows the server. A failure midway ends the stream with one error line. No match: 204. Each line carries `meta.cursor`: the same request with `"after": cursor` continues after that line (another filter or sorting, or an altered cursor: 422); the answer's `X-Catalog-Position` is where to follow the change feed from once the stream is read.
         */
        post: operations["mediaStream"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/media/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One mediaItem by id */
        get: operations["mediaFind"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/organizations/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A page of organizations
         * @description Filters, sorts and pages organizations; `meta.total` is the exact number of matches.
         */
        post: operations["organizationsQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/organizations/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One organization by id */
        get: operations["organizationsFind"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/brands/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A page of brands
         * @description Filters, sorts and pages brands; `meta.total` is the exact number of matches.
         */
        post: operations["brandsQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/brands/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One brand by id */
        get: operations["brandsFind"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/product-families/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A page of product-families
         * @description Filters, sorts and pages product-families; `meta.total` is the exact number of matches.
         */
        post: operations["productFamiliesQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/updates/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A page of updates
         * @description Filters, sorts and pages updates; `meta.total` is the exact number of matches.
         */
        post: operations["updatesQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/corrections/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A page of corrections
         * @description Filters, sorts and pages corrections; `meta.total` is the exact number of matches.
         */
        post: operations["correctionsQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/corrections/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One correction by id */
        get: operations["correctionsFind"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/users/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A page of users
         * @description Filters, sorts and pages users; `meta.total` is the exact number of matches.
         */
        post: operations["usersQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/catalog-categories/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A page of catalog-categories
         * @description Filters, sorts and pages catalog-categories; `meta.total` is the exact number of matches.
         */
        post: operations["catalogCategoriesQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/public-categories/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A page of public-categories
         * @description Filters, sorts and pages public-categories; `meta.total` is the exact number of matches.
         */
        post: operations["publicCategoriesQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/dietary-restrictions/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A page of dietary-restrictions
         * @description Filters, sorts and pages dietary-restrictions; `meta.total` is the exact number of matches.
         */
        post: operations["dietaryRestrictionsQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/colors/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A page of colors
         * @description Filters, sorts and pages colors; `meta.total` is the exact number of matches.
         */
        post: operations["colorsQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/active-ingredients/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A page of active-ingredients
         * @description Filters, sorts and pages active-ingredients; `meta.total` is the exact number of matches.
         */
        post: operations["activeIngredientsQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/active-ingredients/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One activeIngredient by id */
        get: operations["activeIngredientsFind"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/product/attributes/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A page of product-attributes
         * @deprecated
         * @description Filters, sorts and pages product-attributes; `meta.total` is the exact number of matches.
         */
        post: operations["productAttributesQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/product/attributes/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One attribute by id
         * @deprecated
         */
        get: operations["productAttributesFind"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/product/attribute/options/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A page of product-attribute-options
         * @deprecated
         * @description Filters, sorts and pages product-attribute-options; `meta.total` is the exact number of matches.
         */
        post: operations["productAttributeOptionsQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/product/attribute/options/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One option by id
         * @deprecated
         */
        get: operations["productAttributeOptionsFind"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/subscription-types/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A page of subscription-types
         * @description Filters, sorts and pages subscription-types; `meta.total` is the exact number of matches.
         */
        post: operations["subscriptionTypesQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/users/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates a user in an organization (a manager: in its own), with a subscription no greater than the caller's.
         * @description Needs the `create` permission (manager or administrator): users/create and organizations/create. Answers `{"user": ...}`. Send an `Idempotency-Key` to make a retry safe.
         */
        post: operations["usersCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/organizations/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates an organization.
         * @description Needs the `create` permission (manager or administrator): users/create and organizations/create. Answers `{"organization": ...}`. Send an `Idempotency-Key` to make a retry safe.
         */
        post: operations["organizationsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/products/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates a product owned by the given organizations (by default the caller's).
         * @description Needs the `write` permission (manager or administrator): the catalogue's writes, on the records of the caller's own organization unless it may also administer. Answers `{"product": ...}`. Send an `Idempotency-Key` to make a retry safe.
         */
        post: operations["productsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/products/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Changes a product's members (a member left out is unchanged) or its owning organizations.
         * @description Needs the `write` permission (manager or administrator): the catalogue's writes, on the records of the caller's own organization unless it may also administer. Answers `{"product": ...}`. Send `If-Match` with the record's ETag to refuse a lost update (412).
         */
        post: operations["productsUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/products/add-media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Links a media item to a product, at a position among its kind; an item already linked moves.
         * @description Needs the `write` permission (manager or administrator): the catalogue's writes, on the records of the caller's own organization unless it may also administer. Answers `{"product": ...}`.
         */
        post: operations["productsAddMedia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/products/remove-media": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unlinks a media item from a product.
         * @description Needs the `write` permission (manager or administrator): the catalogue's writes, on the records of the caller's own organization unless it may also administer. Answers `{"product": ...}`.
         */
        post: operations["productsRemoveMedia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/media/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Uploads a photo, a frontal or a PDF brochure (JSON with base64 content, or multipart/form-data), makes its image formats and links it to products.
         * @description Needs the `write` permission (manager or administrator): the catalogue's writes, on the records of the caller's own organization unless it may also administer. Answers `{"mediaItem": ...}`. Send an `Idempotency-Key` to make a retry safe.
         */
        post: operations["mediaUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/media/create-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates a link (a website, a video, a brochure or another document) and links it to products.
         * @description Needs the `write` permission (manager or administrator): the catalogue's writes, on the records of the caller's own organization unless it may also administer. Answers `{"mediaItem": ...}`. Send an `Idempotency-Key` to make a retry safe.
         */
        post: operations["mediaCreateLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/media/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Changes a media item's members (a photo's type and sides, a link's type, address and name, locales, target groups, publication); every product it is linked to follows.
         * @description Needs the `write` permission (manager or administrator): the catalogue's writes, on the records of the caller's own organization unless it may also administer. Answers `{"mediaItem": ...}`. Send `If-Match` with the record's ETag to refuse a lost update (412).
         */
        post: operations["mediaUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/media/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Publishes a media item: it appears in the products it is linked to (when available).
         * @description Needs the `write` permission (manager or administrator): the catalogue's writes, on the records of the caller's own organization unless it may also administer. Answers `{"mediaItem": ...}`.
         */
        post: operations["mediaPublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/media/unpublish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unpublishes a media item: it leaves the products it is linked to, and its files are no longer served.
         * @description Needs the `write` permission (manager or administrator): the catalogue's writes, on the records of the caller's own organization unless it may also administer. Answers `{"mediaItem": ...}`.
         */
        post: operations["mediaUnpublish"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/product/descriptions/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds a description to a product.
         * @description Needs the `write` permission (manager or administrator): the catalogue's writes, on the records of the caller's own organization unless it may also administer. Answers `{"description": ...}`. Send an `Idempotency-Key` to make a retry safe.
         */
        post: operations["productDescriptionsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/product/descriptions/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Changes a description's members; a member left out is unchanged.
         * @description Needs the `write` permission (manager or administrator): the catalogue's writes, on the records of the caller's own organization unless it may also administer. Answers `{"description": ...}`. Send `If-Match` with the record's ETag to refuse a lost update (412).
         */
        post: operations["productDescriptionsUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/product/descriptions/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deletes a description; the answer is the description as it was.
         * @description Needs the `write` permission (manager or administrator): the catalogue's writes, on the records of the caller's own organization unless it may also administer. Answers `{"description": ...}`.
         */
        post: operations["productDescriptionsDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/brands/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates a brand; a manager's new brand joins its organization's brands.
         * @description Needs the `write` permission (manager or administrator): the catalogue's writes, on the records of the caller's own organization unless it may also administer. Answers `{"brand": ...}`. Send an `Idempotency-Key` to make a retry safe.
         */
        post: operations["brandsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/brands/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Changes a brand's name or logo; every product that embeds the brand follows.
         * @description Needs the `write` permission (manager or administrator): the catalogue's writes, on the records of the caller's own organization unless it may also administer. Answers `{"brand": ...}`. Send `If-Match` with the record's ETag to refuse a lost update (412).
         */
        post: operations["brandsUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/corrections/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reports a problem with a product's information; any key may.
         * @description Needs the `read` permission (reader or manager or administrator): every read operation, and the writes any key may make (corrections, its own API keys). Answers `{"correction": ...}`. Send an `Idempotency-Key` to make a retry safe.
         */
        post: operations["correctionsCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/api-keys/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates an API key for a user (your own, or as a manager one of your organization's); the answer shows its secret, once.
         * @description Needs the `read` permission (reader or manager or administrator): every read operation, and the writes any key may make (corrections, its own API keys). Answers `{"apiKey": ...}`. Send an `Idempotency-Key` to make a retry safe.
         */
        post: operations["apiKeysCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/api-keys/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Revokes an API key; it stops authenticating at once.
         * @description Needs the `read` permission (reader or manager or administrator): every read operation, and the writes any key may make (corrections, its own API keys). Answers `{"apiKey": ...}`.
         */
        post: operations["apiKeysRevoke"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/webhooks/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Creates a webhook: the changes after the current position are POSTed to its URL, signed, in order; the answer shows its secret, once.
         * @description Needs the `read` permission (reader or manager or administrator): every read operation, and the writes any key may make (corrections, its own API keys). Answers `{"webhook": ...}`. Send an `Idempotency-Key` to make a retry safe.
         */
        post: operations["webhooksCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/webhooks/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Changes a webhook's URL, resources, description, or whether it is enabled (enabled again, it receives everything after its position).
         * @description Needs the `read` permission (reader or manager or administrator): every read operation, and the writes any key may make (corrections, its own API keys). Answers `{"webhook": ...}`. Send `If-Match` with the record's ETag to refuse a lost update (412).
         */
        post: operations["webhooksUpdate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/webhooks/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deletes a webhook and its deliveries log; nothing more is sent to it.
         * @description Needs the `read` permission (reader or manager or administrator): every read operation, and the writes any key may make (corrections, its own API keys). Answers `{"webhook": ...}`.
         */
        post: operations["webhooksDelete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/webhooks/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Gives a webhook a new secret, shown once in the answer; the old one keeps signing beside it for 24 hours.
         * @description Needs the `read` permission (reader or manager or administrator): every read operation, and the writes any key may make (corrections, its own API keys). Answers `{"webhook": ...}`.
         */
        post: operations["webhooksRotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/webhooks/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Moves a webhook's position back, so that everything after the given position is sent again.
         * @description Needs the `read` permission (reader or manager or administrator): every read operation, and the writes any key may make (corrections, its own API keys). Answers `{"webhook": ...}`.
         */
        post: operations["webhooksRedeliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/changes/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What changed after a position
         * @description Each record at most once, at its latest change up to `meta.position`, in position order, as its query shows it now. Without `after`: no changes and the current position. With `wait` and nothing new, the answer waits for a commit. A position older than the kept history, from before a sandbox reset or of another store: 410 `position_expired`.
         */
        post: operations["changesQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/changes/stream": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * What changed after a position, as NDJSON, then what changes
         * @description One change per line (`application/x-json-stream`), then, for `follow` seconds, each new change as it commits, with a line of the position after every 15 seconds without one. No change and no `follow`: 204.
         */
        post: operations["changesStream"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/webhooks/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A page of webhooks
         * @description Filters, sorts and pages webhooks; `meta.total` is the exact number of matches.
         */
        post: operations["webhooksQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/webhooks/find": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One webhook by id */
        get: operations["webhooksFind"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/webhooks/deliveries/query": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A page of webhooks/deliveries
         * @description Filters, sorts and pages webhooks/deliveries; `meta.total` is the exact number of matches.
         */
        post: operations["webhooksDeliveriesQuery"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/webhooks/ping": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sends a webhook one `catalog.ping` request now
         * @description Signed as every batch; the answer is the delivery with its outcome (no retry; the webhook's position does not move).
         */
        post: operations["webhooksPing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/corrections/types": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The correction types */
        get: operations["correctionsTypes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/products/get-fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The members of a product, and what the writes do with them */
        get: operations["productsGetFields"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/media/get-fields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The members of a media item, and what media/update does with them */
        get: operations["mediaGetFields"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/organizations/check/subscription": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The subscriptions and API keys of organizations
         * @description Needs the `write` permission (manager or administrator): the catalogue's writes, on the records of the caller's own organization unless it may also administer. A manager sees its own organization only.
         */
        post: operations["organizationsCheckSubscription"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/products/embed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A product card for an iframe (the link in `meta.embedUrl`)
         * @description Needs no credentials: the signature is the credential. Valid 4 hours, and while its key is enabled. The signature here shows its form only: take a working link from a product's `meta.embedUrl` or `meta.publicPageUrl`.
         */
        get: operations["productsEmbed"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A product's public page (the link in `meta.publicPageUrl`)
         * @description Needs no credentials: the signature is the credential. Valid 183 days. The signature here shows its form only: take a working link from a product's `meta.embedUrl` or `meta.publicPageUrl`.
         */
        get: operations["productPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/media/{id}/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A media file (the URLs in `formats` and a brochure's `url`)
         * @description Needs no credentials, but a `User-Agent`. Cached for a year (immutable); answers `Range` requests.
         */
        get: operations["mediaFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v4/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This document
         * @description Compressed (brotli or gzip) when the request's Accept-Encoding takes it.
         */
        get: operations["openApi"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** This documentation, as a page to read and try requests from */
        get: operations["docsPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the process answers */
        get: operations["healthLive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the process should be sent traffic */
        get: operations["healthReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/metrics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Prometheus metrics */
        get: operations["metrics"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Error: {
            error: {
                /** @description The HTTP status again. */
                status: number;
                /**
                 * @description Stable: program against it.
                 * @enum {string}
                 */
                code: "bad_request" | "user_agent_required" | "authentication.not_authenticated" | "authorization.forbidden" | "not_found" | "method_not_allowed" | "request_timeout" | "conflict" | "position_expired" | "precondition_failed" | "payload_too_large" | "range_not_satisfiable" | "unsupported_media_type" | "validation_failed" | "idempotency_key_reused" | "result_window_exceeded" | "too_many_requests" | "headers_too_large" | "internal_error" | "query_timeout" | "unavailable";
                /** @description One sentence for a person; may be reworded. */
                message: string;
                /** @description Only with `validation_failed`: every problem found. */
                violations?: {
                    /** @description JSON Pointer into the body, or `/query/<name>` for a query-string parameter. */
                    path: string;
                    message: string;
                }[];
            };
        };
        /** @description A page of results: `no` is zero-based, `size` one of the allowed sizes. */
        Page: {
            /**
             * @description Zero-based page number.
             * @default 0
             */
            no: number;
            /**
             * @description Results per page.
             * @default 100
             * @enum {integer}
             */
            size: 10 | 50 | 100 | 250;
        };
        PageMeta: {
            /** @description The exact number of matches. */
            total: number;
            /** @description The page, when the request had `page`. */
            page?: {
                no: number;
                offset: number;
                size: number;
            };
        };
        /** @description "ASC", "DESC", or {"direction": "ASC" | "DESC"}. */
        SortDirection: ("ASC" | "DESC") | {
            /** @enum {string} */
            direction: "ASC" | "DESC";
        };
        /** @description {"direction": "ASC" | "DESC", "locale": locale code}, by the value in that locale folded (case and accents ignored); records without one come last. */
        LocalizedSortDirection: {
            /** @enum {string} */
            direction: "ASC" | "DESC";
            locale: string;
        };
        Product: {
            /** @description The product's catalogue ID: a string (often digits, possibly with leading zeros), never to be read as a number. */
            id: string;
            /**
             * @description The product's status in the catalogue: `active`, `inactive`, `replaced` (another product takes its place, see `replacement`) or `no_selection`.
             * @enum {unknown}
             */
            status: "active" | "inactive" | "replaced" | "no_selection";
            /** @description ID of the product that replaces this one; present only when `status` is `replaced`. */
            replacement?: string;
            /**
             * localized text
             * @description The product name, per locale.
             */
            name: {
                [key: string]: string;
            };
            /**
             * localized text
             * @description The name in a form suited to search engines and page addresses, per locale.
             */
            seoName?: {
                [key: string]: string;
            };
            /**
             * @description Whether the product is an over-the-counter medicine: `yes` when it is sold only in pharmacies but needs no prescription.
             * @enum {unknown}
             */
            otc?: "yes" | "no";
            /**
             * @description Whether the product needs a prescription: `yes`, `no`, `yes_with_exception` or `no_with_exception` (the rule has exceptions), or `not_specified`.
             * @enum {unknown}
             */
            prescription?: "not_specified" | "yes" | "no" | "yes_with_exception" | "no_with_exception";
            /** @description `true` when a legal text (a description) must be shown with the product. */
            requiresLegalText?: boolean;
            /** @description Whether the product is a food supplement; `null` when this is not known. */
            isANutritionSupplement?: boolean | null;
            /**
             * @description Whether the product counts as a narcotic (a controlled substance): `yes`, `no` or `unknown`.
             * @enum {unknown}
             */
            narcotic?: "yes" | "no" | "unknown";
            /**
             * @description Whether the product is a biocide (a disinfectant or pest control product): `yes`, `no` or `unknown`.
             * @enum {unknown}
             */
            biocide?: "yes" | "no" | "unknown";
            /**
             * unix timestamp
             * @description The official end date of the product's sale (its commercial end); read by the `officialDeletionAt` filter.
             */
            officialDeletionAt?: number;
            /** @description All the product's EAN codes, as integers (so without leading zeros): the main EAN-13 first, and the EAN-8 when it has one; read by the `ean` filter. */
            ean: number[];
            /** @description Deprecated: use `eanGtin14`. The 14-digit GTIN as a string of digits: `0` followed by the EAN-13. */
            gtin?: string;
            /** @description The EAN-8 code of a small article, as an integer (leading zeros dropped). */
            eanGtin8?: number;
            /** @description The 12-digit UPC code, as an integer: the same value as `eanGtin13`, present only when the main EAN-13 starts with 0. */
            eanGtin12?: number;
            /** @description The main EAN-13 code, as an integer (leading zeros dropped); also the first element of `ean`. */
            eanGtin13?: number;
            /** @description The 14-digit GTIN (EAN-14), as an integer (leading zeros dropped); replaces `gtin`. */
            eanGtin14?: number;
            /** @description The supplier's own internal reference for the product. */
            supplierReference?: string;
            /** @description The Harmonised System customs code (8 or 10 digits), as an integer. */
            hsCode?: number;
            /** @description The PZN (German pharmaceutical registration number): 8 digits with a check digit, as a string. */
            pzn?: string;
            /** @description The CTI code of this pack: `nameCti` followed by `-` and the pack number. */
            cti?: string;
            /** @description The CTI code shared by all pack sizes of the same product (grouping by name), as a string. */
            nameCti?: string;
            /**
             * localized text
             * @description How the product is to be kept, in words, per locale.
             */
            conservationLabel?: {
                [key: string]: string;
            };
            /** @description The lowest temperature the product may be kept at. */
            conservationMin?: components["schemas"]["Temperature"];
            /** @description The highest temperature the product may be kept at. */
            conservationMax?: components["schemas"]["Temperature"];
            /**
             * @description Where the product is to be kept: at `room` temperature, in the `refrigerator`, `fresh` or `frozen`.
             * @enum {unknown}
             */
            conservation?: "room" | "refrigerator" | "fresh" | "frozen";
            /** @description The VAT rate that applies to the product, as a percentage (`6` is 6%). */
            vat?: number;
            /** @description The price to the public, in euro cents (820 is EUR 8.20), at most 99,999,999,999 (EUR 999,999,999.99), VAT included: the regulated legal price, or the manufacturer's indicative price where the price is not regulated. */
            publicPrice?: number;
            /** @description The manufacturer's catalogue price before any discount, in euro cents (820 is EUR 8.20), at most 99,999,999,999 (EUR 999,999,999.99), VAT excluded. */
            manufacturerPrice?: number;
            /** @description What the pharmacist pays for the product through a wholesaler, in euro cents (820 is EUR 8.20), at most 99,999,999,999 (EUR 999,999,999.99), VAT excluded. */
            pharmacistPrice?: number;
            /** @description Deprecated: use `weightWithUnit`. The weight in grams; present exactly when `weightWithUnit` is. */
            weight?: number;
            /** @description The weight of the product, with its unit (`g` or `kg`). */
            weightWithUnit?: components["schemas"]["QuantityWithUnit"];
            /** @description Deprecated: use `widthWithUnit`. The width in millimetres; present exactly when `widthWithUnit` is. */
            width?: number;
            /** @description The width of the pack, with its unit (`mm` or `cm`). */
            widthWithUnit?: components["schemas"]["QuantityWithUnit"];
            /** @description Deprecated: use `lengthWithUnit`. The length in millimetres; present exactly when `lengthWithUnit` is. */
            length?: number;
            /** @description The length of the pack, with its unit (`mm` or `cm`). */
            lengthWithUnit?: components["schemas"]["QuantityWithUnit"];
            /** @description Deprecated: use `depthWithUnit`. The depth in millimetres; present exactly when `depthWithUnit` is. */
            depth?: number;
            /** @description The depth of the pack, with its unit (`mm` or `cm`). */
            depthWithUnit?: components["schemas"]["QuantityWithUnit"];
            /** @description What the pack holds, in words, e.g. `30 x 500 mg` or `200 ml`. */
            packageContent?: string;
            /** @description The number of units in the pack (e.g. 30 for 30 tablets). */
            packageQuantity?: number;
            /** @description The kind of packaging, e.g. `blister`, `bottle`, `tube`. */
            packagingUnit?: string;
            /** @description The abbreviated dosage form (e.g. `COMP` for tablets, `SIR` for syrup); read by the `dosageFormAbbreviation` filter. */
            dosageFormAbbreviation?: string;
            /**
             * localized text
             * @description The dosage form written out, per locale.
             */
            dosageFormFullName?: {
                [key: string]: string;
            };
            /** @description Deprecated: use `atcCategory`. The product's first ATC code. */
            atc?: string;
            /** @description The product's ATC (Anatomical Therapeutic Chemical) classification codes, e.g. `N02BE01`; ATCvet codes start with `Q`. The `atcCategory` filter matches their beginnings. */
            atcCategory: string[];
            /** @description Names of top-level product fields that do not apply to this product (the product lacks them on purpose). */
            notApplicableField: string[];
            /** @description The public categories the product is in, as the public categories query returns them; the `publicCategory` filter also matches their subcategories. */
            publicCategories: {
                /**
                 * integer ID
                 * @description The public category's ID.
                 */
                id: number;
                /**
                 * localized text
                 * @description The category name, per locale.
                 */
                name: {
                    [key: string]: string;
                };
                /** @description ID of the parent category; `null` for a root category. */
                parent: number | null;
                /** @description When the public category was added and last changed. */
                meta: components["schemas"]["Meta"];
            }[];
            /** @description The catalog categories the product is in, as the catalog categories query returns them but without `deleted`; the `catalogCategories` filter also matches their subcategories. */
            catalogCategories: {
                /** @description The catalog category's ID, a string such as `0103`. */
                id: string;
                /**
                 * localized text
                 * @description The category name, per locale.
                 */
                name: {
                    [key: string]: string;
                };
                /**
                 * localized text
                 * @description A description of the category, per locale.
                 */
                description: {
                    [key: string]: string;
                };
                /** @description ID of the parent category; `null` for a root category. */
                parent: string | null;
                /** @description Sort position among the categories with the same parent, lowest first. */
                order: number;
                /**
                 * @description What the category holds: `medicine`, `veterinary_medicine` or `non_medical` products.
                 * @enum {unknown}
                 */
                type: "medicine" | "veterinary_medicine" | "non_medical";
            }[];
            /** @description The brands the product is sold under. */
            brands: {
                /**
                 * integer ID
                 * @description The brand's ID.
                 */
                id: number;
                /**
                 * localized text
                 * @description The brand name, the same string under each locale.
                 */
                name: {
                    [key: string]: string;
                };
                /** @description Address of the brand's logo image, or `null`; present only when the catalogue embeds it. */
                logo?: string | null;
                /** @description When the brand was added and last changed. */
                meta: components["schemas"]["Meta"];
            }[];
            /** @description The product families (product lines) the product belongs to, as the product families query returns them. */
            productFamily: {
                /**
                 * integer ID
                 * @description The product family's ID.
                 */
                id: number;
                /**
                 * localized text
                 * @description The family name, per locale.
                 */
                name: {
                    [key: string]: string;
                };
                /** @description When the product family was added and last changed. */
                meta: components["schemas"]["Meta"];
            }[];
            /** @description Deprecated: use `colors`, `dietaryRestrictions` or the galenic shape filters. The product's attributes, each with the option that applies. */
            attributes: {
                /**
                 * integer ID
                 * @description ID of the attribute (a product attribute record).
                 */
                id: number;
                /**
                 * localized text
                 * @description The attribute name, per locale.
                 */
                name: {
                    [key: string]: string;
                };
                /** @description The attribute's value for this product: one of the attribute's options. */
                option: {
                    /**
                     * integer ID
                     * @description ID of the option (a product attribute option record); read by the deprecated `attributes` filter.
                     */
                    id: number;
                    /**
                     * localized text
                     * @description The name, per locale.
                     */
                    name: {
                        [key: string]: string;
                    };
                };
            }[];
            /** @description The dietary restrictions the product suits, as the dietary restrictions query returns them. */
            dietaryRestrictions: {
                /** @description The dietary restriction's code, e.g. `gluten_free`. */
                id: string;
                /**
                 * localized text
                 * @description The name, per locale.
                 */
                name: {
                    [key: string]: string;
                };
            }[];
            /** @description The product's colors (for products that come in several colors), as the colors query returns them. */
            colors: {
                /** @description The color's code, e.g. `red`. */
                id: string;
                /**
                 * localized text
                 * @description The name, per locale.
                 */
                name: {
                    [key: string]: string;
                };
            }[];
            /** @description `true` when the product has been deleted from the catalogue; deleted products are still returned, so that a client that synchronizes can remove them. */
            deleted: boolean;
            /** @description The organizations the product belongs to (its supplier, marketing company, ...); read by the `organization` filter. */
            organizations: components["schemas"]["OrganizationInAProduct"][];
            /** @description The active ingredients the product contains, as the active ingredients query returns them. */
            activeIngredients: {
                /**
                 * integer ID
                 * @description The active ingredient's ID; the products `activeIngredient` filter takes it.
                 */
                id: number;
                /**
                 * localized text
                 * @description The ingredient's name, per locale.
                 */
                name: {
                    [key: string]: string;
                };
                /** @description When the active ingredient was added and last changed. */
                meta: components["schemas"]["Meta"];
            }[];
            /** @description What the product may be used on: humans, animals (veterinary), surfaces or plants (phytopharmacy); the `allowedSpecies` filter takes the codes `human`, `veterinary`, `surface_maintenance` and `phytopharmacy`. */
            allowedSpecies: {
                /** @description The species ID: 1 human, 2 veterinary, 3 surface maintenance, 4 phytopharmacy. */
                id: number;
                /**
                 * localized text
                 * @description The name, per locale.
                 */
                name: {
                    [key: string]: string;
                };
            }[];
            /** @description The photos linked to the product that are published and available, in media ID order; frontals are in `frontals`. */
            photos: {
                /**
                 * integer ID
                 * @description The media item's ID (the same item that the media query returns).
                 */
                id: number;
                /**
                 * @description Always `photo`.
                 * @constant
                 */
                type: "photo";
                /**
                 * @description What the photo shows: `packshot` (the pack), `productshot` (the product itself), `lifestyle_image` (the product in use) or `pillshot` (a tablet or capsule).
                 * @enum {unknown}
                 */
                photoType: "packshot" | "productshot" | "lifestyle_image" | "pillshot";
                /**
                 * localized text
                 * @description The product's name per locale (a photo has no name of its own).
                 */
                name: {
                    [key: string]: string;
                };
                /** @description Position of the photo among the product's photos, starting at 1. */
                displayOrder: number;
                /** @description The locales the item suits; an empty list means every locale. */
                locales: string[];
                /** @description The audiences the item is meant for: `consumer`, `pharmacist`, `medical_professional`, `veterinarian`. */
                targetGroups: ("consumer" | "pharmacist" | "medical_professional" | "veterinarian")[];
                /** @description The sides of the product the image shows (`front`, `back`, `left`, `right`, `top`, `bottom`). */
                visibleSides: ("front" | "back" | "left" | "right" | "top" | "bottom")[];
                /** @description Addresses of the photo's image files: JPEG and WebP, square, at 200, 450, 900 and 1500 px. */
                formats: components["schemas"]["PhotoFormats"];
                /** @description The organizations the photo belongs to, in the same form as the product's `organizations`. */
                organizations: components["schemas"]["OrganizationInAProduct"][];
                /** @description When the media item was added and last changed. */
                meta: components["schemas"]["Meta"];
            }[];
            /** @description The frontals linked to the product (photos cut out on a transparent background) that are published and available, in media ID order. */
            frontals: {
                /**
                 * integer ID
                 * @description The media item's ID (the same item that the media query returns).
                 */
                id: number;
                /**
                 * @description Always `photo`: a frontal is a photo with cut-out image formats.
                 * @constant
                 */
                type: "photo";
                /**
                 * @description What the frontal shows: `packshot` (the pack) or `productshot` (the product itself).
                 * @enum {unknown}
                 */
                photoType: "packshot" | "productshot";
                /** @description Position of the frontal among the product's frontals, starting at 1. */
                displayOrder: number;
                /** @description The locales the item suits; an empty list means every locale. */
                locales: string[];
                /** @description The audiences the item is meant for: `consumer`, `pharmacist`, `medical_professional`, `veterinarian`. */
                targetGroups: ("consumer" | "pharmacist" | "medical_professional" | "veterinarian")[];
                /** @description The sides of the product the image shows (`front`, `back`, ...); present only when the catalogue gives them. */
                visibleSides?: ("front" | "back" | "left" | "right" | "top" | "bottom")[];
                /** @description Addresses of the frontal's image files: cut-out PNG and WebP, square, at 200, 450 and 1500 px (WebP also 900), with JPEG fall-backs on white at 450 and 900 px. */
                formats: components["schemas"]["FrontalFormats"];
                /** @description When the media item was added and last changed. */
                meta: components["schemas"]["Meta"];
            }[];
            /** @description The links linked to the product (websites, videos, brochures) that are published and available, in media ID order; the same objects as media items of type `link`. */
            links: {
                /**
                 * integer ID
                 * @description The media item's ID (the same item that the media query returns).
                 */
                id: number;
                /**
                 * @description Always `link`.
                 * @constant
                 */
                type: "link";
                /**
                 * @description What the link leads to: a `website`, a `video`, a `brochure` (a document such as a PDF) or `other`.
                 * @enum {unknown}
                 */
                linkType: "website" | "video" | "brochure" | "other";
                /**
                 * localized text
                 * @description The address the link leads to, per locale.
                 */
                url: {
                    [key: string]: string;
                };
                /**
                 * localized text
                 * @description The title of the link, per locale.
                 */
                name: {
                    [key: string]: string;
                };
                /** @description The locales the item suits; an empty list means every locale. */
                locales: string[];
                /** @description The audiences the item is meant for: `consumer`, `pharmacist`, `medical_professional`, `veterinarian`. */
                targetGroups: ("consumer" | "pharmacist" | "medical_professional" | "veterinarian")[];
                /** @description When the media item was added and last changed. */
                meta: components["schemas"]["Meta"];
            }[];
            /** @description The product's texts (description, usage, composition, warnings, ...), each for some locales and audiences. */
            descriptions: components["schemas"]["Description"][];
            /** @description The product's leaflets: patient information leaflets and summaries of product characteristics. */
            leaflets: {
                /**
                 * integer ID
                 * @description The leaflet's ID, unique across the catalogue.
                 */
                id: number;
                /** @description The locales the leaflet is given in; an empty list means every locale. */
                locales: string[];
                /**
                 * @description `pil`: the patient information leaflet (package insert); `spc`: the summary of product characteristics, for health professionals.
                 * @enum {unknown}
                 */
                type: "pil" | "spc";
                /**
                 * localized text
                 * @description Address of the leaflet document, per locale.
                 */
                url: {
                    [key: string]: string;
                };
                /** @description When the leaflet was added and last changed. */
                meta: components["schemas"]["Meta"];
            }[];
            /** @description When the product was added and last changed; `updatedAt` also moves when anything the product embeds changes (a brand, organization, media item, description, ...), so the `updatedSince` filter finds it. */
            meta: {
                /**
                 * unix timestamp
                 * @description When the record was added.
                 */
                createdAt: number;
                /**
                 * unix timestamp
                 * @description When the record last changed.
                 */
                updatedAt: number;
                /**
                 * Format: uri
                 * @description A signed link to this product's embed card (an HTML card for an iframe), valid for at least 4 hours; made for the key that asked.
                 */
                embedUrl: string;
                /**
                 * Format: uri
                 * @description A signed link to this product's public page, valid for at least 183 days.
                 */
                publicPageUrl: string;
            };
        };
        /** @description Filters of products; several members must all match, `{}` matches everything. */
        ProductFilter: {
            /** @description non-empty string, or a list of them */
            id?: string | string[];
            /** @description one of active, inactive, replaced, no_selection, or a list of them */
            status?: ("active" | "inactive" | "replaced" | "no_selection") | ("active" | "inactive" | "replaced" | "no_selection")[];
            /** @description integer ID, or a list of them */
            organization?: number | number[];
            /** @description integer ID, or a list of them */
            publicCategory?: number | number[];
            /** @description non-empty string, or a list of them */
            catalogCategories?: string | string[];
            /** @description integer ID, or a list of them */
            brand?: number | number[];
            /** @description integer ID, or a list of them */
            productFamily?: number | number[];
            /** @description every word is a prefix of a word of the product's text in `locale`: `type` `name` reads the name, `all` (default) the name, brand names and codes (id, pzn, cti, EANs also zero-padded to 13 digits) */
            search?: {
                query: string;
                locale: string;
                /** @enum {string} */
                type?: "name" | "all";
            };
            /** @description `true`: at least one photo, one description and one public category; `false`: lacks one of them */
            minimumContent?: boolean;
            /** @description the product has that content for `locale`: an element whose locales[] contains it or is empty; for `name`, a non-empty name in that locale */
            hasContent?: {
                /** @enum {string} */
                flag: "name" | "description" | "photo" | "frontal" | "leaflet" | "link";
                locale: string;
            };
            /** @description code of up to 14 digits, as an integer or a digit string, or a list of them */
            ean?: (number | string) | (number | string)[];
            /** @description deprecated (use eanGtin14): the GTIN equals one of the codes, compared as numbers */
            gtin?: (number | string) | (number | string)[];
            /** @description code of up to 8 digits, as an integer or a digit string, or a list of them */
            eanGtin8?: (number | string) | (number | string)[];
            /** @description code of up to 12 digits, as an integer or a digit string, or a list of them */
            eanGtin12?: (number | string) | (number | string)[];
            /** @description code of up to 13 digits, as an integer or a digit string, or a list of them */
            eanGtin13?: (number | string) | (number | string)[];
            /** @description code of up to 14 digits, as an integer or a digit string, or a list of them */
            eanGtin14?: (number | string) | (number | string)[];
            /** @description code of up to 10 digits, as an integer or a digit string, or a list of them */
            hsCode?: (number | string) | (number | string)[];
            /** @description non-empty string, or a list of them */
            pzn?: string | string[];
            /** @description non-empty string, or a list of them */
            cti?: string | string[];
            /** @description non-empty string, or a list of them */
            nameCti?: string | string[];
            /** @description integer ID, or a list of them */
            activeIngredient?: number | number[];
            /** @description one of room, refrigerator, fresh, frozen, or a list of them */
            conservation?: ("room" | "refrigerator" | "fresh" | "frozen") | ("room" | "refrigerator" | "fresh" | "frozen")[];
            /** @description one of not_specified, yes, no, yes_with_exception, no_with_exception, or a list of them */
            prescription?: ("not_specified" | "yes" | "no" | "yes_with_exception" | "no_with_exception") | ("not_specified" | "yes" | "no" | "yes_with_exception" | "no_with_exception")[];
            /** @description non-empty string, or a list of them */
            dosageFormAbbreviation?: string | string[];
            /** @description one of yes, no, or a list of them */
            otc?: ("yes" | "no") | ("yes" | "no")[];
            /** @description any allowed species is one of them (human = 1, veterinary = 2, surface_maintenance = 3, phytopharmacy = 4) */
            allowedSpecies?: ("human" | "veterinary" | "surface_maintenance" | "phytopharmacy") | ("human" | "veterinary" | "surface_maintenance" | "phytopharmacy")[];
            /** @description non-empty string, or a list of them */
            atcCategory?: string | string[];
            /** @description one of yes, no, unknown, or a list of them */
            narcotic?: ("yes" | "no" | "unknown") | ("yes" | "no" | "unknown")[];
            /** @description one of yes, no, unknown, or a list of them */
            biocide?: ("yes" | "no" | "unknown") | ("yes" | "no" | "unknown")[];
            /** @description deprecated: any `attributes[].option.id` is one of the values */
            attributes?: number | number[];
            /** @description non-empty string, or a list of them */
            dietaryRestrictions?: string | string[];
            /** @description non-empty string, or a list of them */
            colors?: string | string[];
            /** @description one of id, status, replacement, name, seoName, otc, prescription, requiresLegalText, isANutritionSupplement, narcotic, biocide, officialDeletionAt, ean, gtin, eanGtin8, eanGtin12, eanGtin13, eanGtin14, supplierReference, hsCode, pzn, cti, nameCti, conservationLabel, conservationMin, conservationMax, conservation, vat, publicPrice, manufacturerPrice, pharmacistPrice, weight, weightWithUnit, width, widthWithUnit, length, lengthWithUnit, depth, depthWithUnit, packageContent, packageQuantity, packagingUnit, dosageFormAbbreviation, dosageFormFullName, atc, atcCategory, notApplicableField, publicCategories, catalogCategories, brands, productFamily, attributes, dietaryRestrictions, colors, deleted, organizations, activeIngredients, allowedSpecies, photos, frontals, links, descriptions, leaflets, meta, or a list of them */
            notApplicableField?: ("id" | "status" | "replacement" | "name" | "seoName" | "otc" | "prescription" | "requiresLegalText" | "isANutritionSupplement" | "narcotic" | "biocide" | "officialDeletionAt" | "ean" | "gtin" | "eanGtin8" | "eanGtin12" | "eanGtin13" | "eanGtin14" | "supplierReference" | "hsCode" | "pzn" | "cti" | "nameCti" | "conservationLabel" | "conservationMin" | "conservationMax" | "conservation" | "vat" | "publicPrice" | "manufacturerPrice" | "pharmacistPrice" | "weight" | "weightWithUnit" | "width" | "widthWithUnit" | "length" | "lengthWithUnit" | "depth" | "depthWithUnit" | "packageContent" | "packageQuantity" | "packagingUnit" | "dosageFormAbbreviation" | "dosageFormFullName" | "atc" | "atcCategory" | "notApplicableField" | "publicCategories" | "catalogCategories" | "brands" | "productFamily" | "attributes" | "dietaryRestrictions" | "colors" | "deleted" | "organizations" | "activeIngredients" | "allowedSpecies" | "photos" | "frontals" | "links" | "descriptions" | "leaflets" | "meta") | ("id" | "status" | "replacement" | "name" | "seoName" | "otc" | "prescription" | "requiresLegalText" | "isANutritionSupplement" | "narcotic" | "biocide" | "officialDeletionAt" | "ean" | "gtin" | "eanGtin8" | "eanGtin12" | "eanGtin13" | "eanGtin14" | "supplierReference" | "hsCode" | "pzn" | "cti" | "nameCti" | "conservationLabel" | "conservationMin" | "conservationMax" | "conservation" | "vat" | "publicPrice" | "manufacturerPrice" | "pharmacistPrice" | "weight" | "weightWithUnit" | "width" | "widthWithUnit" | "length" | "lengthWithUnit" | "depth" | "depthWithUnit" | "packageContent" | "packageQuantity" | "packagingUnit" | "dosageFormAbbreviation" | "dosageFormFullName" | "atc" | "atcCategory" | "notApplicableField" | "publicCategories" | "catalogCategories" | "brands" | "productFamily" | "attributes" | "dietaryRestrictions" | "colors" | "deleted" | "organizations" | "activeIngredients" | "allowedSpecies" | "photos" | "frontals" | "links" | "descriptions" | "leaflets" | "meta")[];
            /** @description unix timestamp, or {from, until} (either bound may be left out, not both) */
            officialDeletionAt?: number | {
                from?: number;
                until?: number;
            };
            /** @description unix timestamp, or {from, until} (either bound may be left out, not both) */
            createdAt?: number | {
                from?: number;
                until?: number;
            };
            /** @description unix timestamp, or {from, until} (either bound may be left out, not both) */
            updatedSince?: number | {
                from?: number;
                until?: number;
            };
            /** @description Every filter of the list matches. */
            and?: components["schemas"]["ProductFilter"][];
            /** @description At least one filter of the list matches. */
            or?: components["schemas"]["ProductFilter"][];
            /** @description The filter does not match (a record without the field matches). */
            not?: components["schemas"]["ProductFilter"];
        };
        /** @description Exactly one sort key; ties are broken by `id` in the same direction. */
        ProductSorting: {
            /** @description By id. */
            id?: components["schemas"]["SortDirection"];
            /** @description By pzn. */
            pzn?: components["schemas"]["SortDirection"];
            /** @description By createdAt. */
            createdAt?: components["schemas"]["SortDirection"];
            /** @description By touchedAt. */
            touchedAt?: components["schemas"]["SortDirection"];
            /** @description By statusTouchedAt. */
            statusTouchedAt?: components["schemas"]["SortDirection"];
            /** @description By status. */
            status?: components["schemas"]["SortDirection"];
            /** @description By name. */
            name?: components["schemas"]["LocalizedSortDirection"];
        };
        ProductQuery: {
            filter: components["schemas"]["ProductFilter"];
            sorting: components["schemas"]["ProductSorting"];
            page: components["schemas"]["Page"];
        };
        ProductPage: {
            meta: components["schemas"]["PageMeta"];
            results: components["schemas"]["Product"][];
        };
        ProductStreamRequest: {
            filter: components["schemas"]["ProductFilter"];
            sorting: components["schemas"]["ProductSorting"];
            /** @description The `meta.cursor` of a line of this stream, sent with the same filter and sorting: the stream continues after that line. */
            after?: string;
        };
        /** @description One line of the stream: a result with its index, or, after a failure midway, one last error line. */
        ProductStreamLine: {
            meta: {
                total: number;
                index: number;
                /** @description Send it as `after` with the same filter and sorting to continue after this line. */
                cursor: string;
            };
            result: components["schemas"]["Product"];
        } | components["schemas"]["Error"];
        MediaItem: {
            /**
             * integer ID
             * @description The media item's ID.
             */
            id: number;
            /**
             * @description Always `photo`; the `type` filter value `photo` matches frontals too.
             * @constant
             */
            type: "photo";
            /**
             * @description What the photo shows: `packshot` (the pack), `productshot` (the product itself), `lifestyle_image` (the product in use) or `pillshot` (a tablet or capsule).
             * @enum {unknown}
             */
            photoType: "packshot" | "productshot" | "lifestyle_image" | "pillshot";
            /** @description The locales the item suits; an empty list means every locale, also for the `locale` filter. */
            locales: string[];
            /** @description The audiences the item is meant for: `consumer`, `pharmacist`, `medical_professional`, `veterinarian`; read by the `targetGroup` filter. */
            targetGroups: ("consumer" | "pharmacist" | "medical_professional" | "veterinarian")[];
            /** @description The sides of the product the image shows (`front`, `back`, `left`, `right`, `top`, `bottom`). */
            visibleSides: ("front" | "back" | "left" | "right" | "top" | "bottom")[];
            /** @description Addresses of the photo's image files: JPEG and WebP, square, at 200, 450, 900 and 1500 px. */
            formats: components["schemas"]["PhotoFormats"];
            /** @description When the media item was added and last changed. */
            meta: components["schemas"]["Meta"];
        } | {
            /**
             * integer ID
             * @description The media item's ID.
             */
            id: number;
            /**
             * @description Always `photo`: a frontal is a photo whose formats are the cut-out ones; the `type` filter value `frontal` matches frontals only.
             * @constant
             */
            type: "photo";
            /**
             * @description What the frontal shows: `packshot` (the pack) or `productshot` (the product itself).
             * @enum {unknown}
             */
            photoType: "packshot" | "productshot";
            /** @description Position of the frontal among a product's frontals, starting at 1; present only when the catalogue gives it. */
            displayOrder?: number;
            /** @description The locales the item suits; an empty list means every locale, also for the `locale` filter. */
            locales: string[];
            /** @description The audiences the item is meant for: `consumer`, `pharmacist`, `medical_professional`, `veterinarian`; read by the `targetGroup` filter. */
            targetGroups: ("consumer" | "pharmacist" | "medical_professional" | "veterinarian")[];
            /** @description The sides of the product the image shows (`front`, `back`, ...); present only when the catalogue gives them. */
            visibleSides?: ("front" | "back" | "left" | "right" | "top" | "bottom")[];
            /** @description Addresses of the frontal's image files: cut-out PNG and WebP, square, at 200, 450 and 1500 px (WebP also 900), with JPEG fall-backs on white at 450 and 900 px. */
            formats: components["schemas"]["FrontalFormats"];
            /** @description When the media item was added and last changed. */
            meta: components["schemas"]["Meta"];
        } | {
            /**
             * integer ID
             * @description The media item's ID.
             */
            id: number;
            /**
             * @description Always `link`.
             * @constant
             */
            type: "link";
            /**
             * @description What the link leads to: a `website`, a `video`, a `brochure` (a document such as an uploaded PDF) or `other`.
             * @enum {unknown}
             */
            linkType: "website" | "video" | "brochure" | "other";
            /**
             * localized text
             * @description The address the link leads to, per locale.
             */
            url: {
                [key: string]: string;
            };
            /**
             * localized text
             * @description The title of the link, per locale.
             */
            name: {
                [key: string]: string;
            };
            /** @description The locales the item suits; an empty list means every locale, also for the `locale` filter. */
            locales: string[];
            /** @description The audiences the item is meant for: `consumer`, `pharmacist`, `medical_professional`, `veterinarian`; read by the `targetGroup` filter. */
            targetGroups: ("consumer" | "pharmacist" | "medical_professional" | "veterinarian")[];
            /** @description When the media item was added and last changed. */
            meta: components["schemas"]["Meta"];
        };
        /** @description Filters of media; several members must all match, `{}` matches everything. */
        MediaItemFilter: {
            /** @description boolean */
            published?: boolean;
            /** @description integer ID, or a list of them */
            organization?: number | number[];
            /** @description one of consumer, pharmacist, medical_professional, veterinarian, or a list of them */
            targetGroup?: ("consumer" | "pharmacist" | "medical_professional" | "veterinarian") | ("consumer" | "pharmacist" | "medical_professional" | "veterinarian")[];
            /** @description one of photo, frontal, link, or a list of them */
            type?: ("photo" | "frontal" | "link") | ("photo" | "frontal" | "link")[];
            /** @description one of packshot, productshot, lifestyle_image, pillshot, or a list of them */
            photoType?: ("packshot" | "productshot" | "lifestyle_image" | "pillshot") | ("packshot" | "productshot" | "lifestyle_image" | "pillshot")[];
            /** @description one of website, video, brochure, other, or a list of them */
            linkType?: ("website" | "video" | "brochure" | "other") | ("website" | "video" | "brochure" | "other")[];
            /** @description one of front, back, left, right, top, bottom, or a list of them */
            visibleSides?: ("front" | "back" | "left" | "right" | "top" | "bottom") | ("front" | "back" | "left" | "right" | "top" | "bottom")[];
            /** @description unix timestamp, or {from, until} (either bound may be left out, not both) */
            createdAt?: number | {
                from?: number;
                until?: number;
            };
            /** @description unix timestamp, or {from, until} (either bound may be left out, not both) */
            updatedSince?: number | {
                from?: number;
                until?: number;
            };
            /** @description non-empty string, or a list of them */
            product?: string | string[];
            /** @description boolean */
            available?: boolean;
            /** @description the item suits one of the locales (an empty locales[] suits every locale) */
            locale?: string | string[];
            /** @description Every filter of the list matches. */
            and?: components["schemas"]["MediaItemFilter"][];
            /** @description At least one filter of the list matches. */
            or?: components["schemas"]["MediaItemFilter"][];
            /** @description The filter does not match (a record without the field matches). */
            not?: components["schemas"]["MediaItemFilter"];
        };
        /** @description Exactly one sort key; ties are broken by `id` in the same direction. */
        MediaItemSorting: {
            /** @description By id. */
            id?: components["schemas"]["SortDirection"];
            /** @description By createdAt. */
            createdAt?: components["schemas"]["SortDirection"];
            /** @description By touchedAt. */
            touchedAt?: components["schemas"]["SortDirection"];
        };
        MediaItemQuery: {
            filter: components["schemas"]["MediaItemFilter"];
            sorting: components["schemas"]["MediaItemSorting"];
            page: components["schemas"]["Page"];
        };
        MediaItemPage: {
            meta: components["schemas"]["PageMeta"];
            results: components["schemas"]["MediaItem"][];
        };
        MediaItemStreamRequest: {
            filter: components["schemas"]["MediaItemFilter"];
            sorting: components["schemas"]["MediaItemSorting"];
            /** @description The `meta.cursor` of a line of this stream, sent with the same filter and sorting: the stream continues after that line. */
            after?: string;
        };
        /** @description One line of the stream: a result with its index, or, after a failure midway, one last error line. */
        MediaItemStreamLine: {
            meta: {
                total: number;
                index: number;
                /** @description Send it as `after` with the same filter and sorting to continue after this line. */
                cursor: string;
            };
            result: components["schemas"]["MediaItem"];
        } | components["schemas"]["Error"];
        Organization: {
            /**
             * integer ID
             * @description The organization's ID.
             */
            id: number;
            /** @description The organization name, one string for every language (inside a product it is repeated under each locale). */
            name: string;
            /**
             * @description The kind of organization: `supplier`, `marketing` (a marketing company), `medical_professional` or `other`.
             * @enum {unknown}
             */
            type: "supplier" | "marketing" | "medical_professional" | "other";
            /** @description IDs of the brands associated with the organization; it owns them, so its managers may change them. */
            brands: number[];
            /** @description IDs of the product families associated with the organization. */
            productFamilies: number[];
            /** @description How to reach the organization; present only when `type` is `supplier`. */
            contactInformation?: {
                /** @description Street address. */
                address?: string;
                /** @description Postal code. */
                zipCode?: string;
                /** @description City. */
                city?: string;
                /** @description The region (province or state) the organization is in. */
                region?: {
                    /** @description The subdivision code (ISO 3166-2, e.g. `BE-VOV`). */
                    value: string;
                    /** @description The region's name; the code again when no name is known. */
                    label: string;
                };
                /** @description Country, as a two-letter ISO 3166-1 code (`BE`, `NL`). */
                country?: string;
                /** @description Contact e-mail address. */
                email?: string;
                /**
                 * URL
                 * @description Address of the organization's website.
                 */
                url?: string;
            };
            /** @description When the organization was added and last changed. */
            meta: components["schemas"]["Meta"];
        };
        /** @description Filters of organizations; several members must all match, `{}` matches everything. */
        OrganizationFilter: {
            /** @description integer ID, or a list of them */
            id?: number | number[];
            /** @description one of supplier, marketing, medical_professional, other, or a list of them */
            type?: ("supplier" | "marketing" | "medical_professional" | "other") | ("supplier" | "marketing" | "medical_professional" | "other")[];
            /** @description non-empty string */
            name?: string;
            /** @description non-empty string */
            searchName?: string;
            /** @description integer ID, or a list of them */
            specializations?: number | number[];
            /** @description non-empty string */
            vatNr?: string;
            /** @description Every filter of the list matches. */
            and?: components["schemas"]["OrganizationFilter"][];
            /** @description At least one filter of the list matches. */
            or?: components["schemas"]["OrganizationFilter"][];
            /** @description The filter does not match (a record without the field matches). */
            not?: components["schemas"]["OrganizationFilter"];
        };
        /** @description Exactly one sort key; ties are broken by `id` in the same direction. */
        OrganizationSorting: {
            /** @description By id. */
            id?: components["schemas"]["SortDirection"];
            /** @description By name. */
            name?: components["schemas"]["SortDirection"];
        };
        OrganizationQuery: {
            filter?: components["schemas"]["OrganizationFilter"];
            sorting?: components["schemas"]["OrganizationSorting"];
            page?: components["schemas"]["Page"];
        };
        OrganizationPage: {
            meta: components["schemas"]["PageMeta"];
            results: components["schemas"]["Organization"][];
        };
        Brand: {
            /**
             * integer ID
             * @description The brand's ID.
             */
            id: number;
            /** @description The brand name, one string for every language (inside a product it is repeated under each locale). */
            name: string;
            /** @description Address of the brand's logo image; `null` when the catalogue has none. */
            logo: string | null;
            /** @description When the brand was added and last changed. */
            meta: components["schemas"]["Meta"];
        };
        /** @description Filters of brands; several members must all match, `{}` matches everything. */
        BrandFilter: {
            /** @description integer ID, or a list of them */
            id?: number | number[];
            /** @description non-empty string */
            search?: string;
            /** @description Every filter of the list matches. */
            and?: components["schemas"]["BrandFilter"][];
            /** @description At least one filter of the list matches. */
            or?: components["schemas"]["BrandFilter"][];
            /** @description The filter does not match (a record without the field matches). */
            not?: components["schemas"]["BrandFilter"];
        };
        /** @description Exactly one sort key; ties are broken by `id` in the same direction. */
        BrandSorting: {
            /** @description By id. */
            id?: components["schemas"]["SortDirection"];
            /** @description By name. */
            name?: components["schemas"]["SortDirection"];
        };
        BrandQuery: {
            filter?: components["schemas"]["BrandFilter"];
            sorting?: components["schemas"]["BrandSorting"];
            page?: components["schemas"]["Page"];
        };
        BrandPage: {
            meta: components["schemas"]["PageMeta"];
            results: components["schemas"]["Brand"][];
        };
        ProductFamily: {
            /**
             * integer ID
             * @description The product family's ID.
             */
            id: number;
            /**
             * localized text
             * @description The family name, per locale.
             */
            name: {
                [key: string]: string;
            };
            /** @description When the product family was added and last changed. */
            meta: components["schemas"]["Meta"];
        };
        /** @description Filters of product-families; several members must all match, `{}` matches everything. */
        ProductFamilyFilter: {
            /** @description integer ID, or a list of them */
            id?: number | number[];
            /** @description non-empty string */
            search?: string;
            /** @description Every filter of the list matches. */
            and?: components["schemas"]["ProductFamilyFilter"][];
            /** @description At least one filter of the list matches. */
            or?: components["schemas"]["ProductFamilyFilter"][];
            /** @description The filter does not match (a record without the field matches). */
            not?: components["schemas"]["ProductFamilyFilter"];
        };
        /** @description Exactly one sort key; ties are broken by `id` in the same direction. */
        ProductFamilySorting: {
            /** @description By id. */
            id?: components["schemas"]["SortDirection"];
            /** @description By name. */
            name?: components["schemas"]["LocalizedSortDirection"];
        };
        ProductFamilyQuery: {
            filter?: components["schemas"]["ProductFamilyFilter"];
            sorting?: components["schemas"]["ProductFamilySorting"];
            page?: components["schemas"]["Page"];
        };
        ProductFamilyPage: {
            meta: components["schemas"]["PageMeta"];
            results: components["schemas"]["ProductFamily"][];
        };
        Update: {
            /**
             * integer ID
             * @description The news item's ID.
             */
            id: number;
            /**
             * @description What kind of thing the item is about: `product`, `organization` (the publishing organization itself), `public_category` or `brand`; which ones is in the hidden lists. Read by the `newsType` filter.
             * @enum {unknown}
             */
            type: "product" | "organization" | "public_category" | "brand";
            /**
             * integer ID
             * @description ID of the organization that published the item; read by the `organization` filter.
             */
            organization: number;
            /**
             * localized text
             * @description The headline, per locale.
             */
            title: {
                [key: string]: string;
            };
            /** @description The body of the item, in blocks of text with their files. */
            content: {
                /**
                 * localized text
                 * @description A short summary of the block, per locale.
                 */
                shortDescription: {
                    [key: string]: string;
                };
                /**
                 * localized text
                 * @description The full text of the block, per locale.
                 */
                description: {
                    [key: string]: string;
                };
                /** @description Files that go with the block (images, videos, documents). */
                media: {
                    /**
                     * URL
                     * @description Address of the file.
                     */
                    url: string;
                    /** @description The kind of file, a free string such as `image`, `video` or `document`. */
                    type: string;
                }[];
            }[];
            /** @description The locales the item is written for; read by the `locale` filter. */
            locales: string[];
            /** @description When the news item was published and last changed; read by the `createdAt` and `updatedSince` filters. */
            meta: components["schemas"]["Meta"];
        };
        /** @description Filters of updates; several members must all match, `{}` matches everything. */
        UpdateFilter: {
            /** @description integer ID, or a list of them */
            id?: number | number[];
            /** @description integer ID, or a list of them */
            organization?: number | number[];
            /** @description one of product, organization, public_category, brand, or a list of them */
            newsType?: ("product" | "organization" | "public_category" | "brand") | ("product" | "organization" | "public_category" | "brand")[];
            /** @description unix timestamp, or {from, until} (either bound may be left out, not both) */
            createdAt?: number | {
                from?: number;
                until?: number;
            };
            /** @description unix timestamp, or {from, until} (either bound may be left out, not both) */
            updatedSince?: number | {
                from?: number;
                until?: number;
            };
            /** @description non-empty string, or a list of them */
            locale?: string | string[];
            /** @description non-empty string, or a list of them */
            product?: string | string[];
            /** @description integer ID, or a list of them */
            publicCategory?: number | number[];
            /** @description integer ID, or a list of them */
            brand?: number | number[];
            /** @description one of consumer, pharmacist, medical_professional, veterinarian, or a list of them */
            targetGroup?: ("consumer" | "pharmacist" | "medical_professional" | "veterinarian") | ("consumer" | "pharmacist" | "medical_professional" | "veterinarian")[];
            /** @description Every filter of the list matches. */
            and?: components["schemas"]["UpdateFilter"][];
            /** @description At least one filter of the list matches. */
            or?: components["schemas"]["UpdateFilter"][];
            /** @description The filter does not match (a record without the field matches). */
            not?: components["schemas"]["UpdateFilter"];
        };
        /** @description Exactly one sort key; ties are broken by `id` in the same direction. */
        UpdateSorting: {
            /** @description By id. */
            id?: components["schemas"]["SortDirection"];
            /** @description By createdAt. */
            createdAt?: components["schemas"]["SortDirection"];
            /** @description By sortOrder. */
            sortOrder?: components["schemas"]["SortDirection"];
        };
        UpdateQuery: {
            filter?: components["schemas"]["UpdateFilter"];
            sorting?: components["schemas"]["UpdateSorting"];
            page?: components["schemas"]["Page"];
        };
        UpdatePage: {
            meta: components["schemas"]["PageMeta"];
            results: components["schemas"]["Update"][];
        };
        Correction: {
            /**
             * integer ID
             * @description The correction's ID.
             */
            id: number;
            /** @description ID of the product the feedback is about. */
            product: string;
            /**
             * locale code
             * @description The locale of the product information the feedback is about.
             */
            locale: string;
            /**
             * @description The kind of problem reported: `wrong_information`, `missing_information`, `wrong_photo` or `other`.
             * @enum {unknown}
             */
            type: "wrong_information" | "missing_information" | "wrong_photo" | "other";
            /** @description The feedback, in the reporter's words; read by the `search` filter. */
            text: string;
            /**
             * @description How far the correction is handled: `open`, `in_progress`, `solved` or `closed`; the `status` filter value `handled` matches `solved` and `closed`.
             * @enum {unknown}
             */
            status: "open" | "in_progress" | "solved" | "closed";
            /** @description When the correction was reported and last changed; the `createdAt` filter reads `createdAt`, the `touchedAt` sort key `updatedAt`. */
            meta: components["schemas"]["Meta"];
        };
        /** @description Filters of corrections; several members must all match, `{}` matches everything. */
        CorrectionFilter: {
            /** @description non-empty string, or a list of them */
            product?: string | string[];
            /** @description one of open, in_progress, handled, or a list of them */
            status?: ("open" | "in_progress" | "handled") | ("open" | "in_progress" | "handled")[];
            /** @description integer ID, or a list of them */
            organization?: number | number[];
            /** @description non-empty string */
            search?: string;
            /** @description non-empty string, or a list of them */
            locale?: string | string[];
            /** @description one of wrong_information, missing_information, wrong_photo, other, or a list of them */
            type?: ("wrong_information" | "missing_information" | "wrong_photo" | "other") | ("wrong_information" | "missing_information" | "wrong_photo" | "other")[];
            /** @description integer ID, or a list of them */
            createdBy?: number | number[];
            /** @description unix timestamp, or {from, until} (either bound may be left out, not both) */
            createdAt?: number | {
                from?: number;
                until?: number;
            };
            /** @description Every filter of the list matches. */
            and?: components["schemas"]["CorrectionFilter"][];
            /** @description At least one filter of the list matches. */
            or?: components["schemas"]["CorrectionFilter"][];
            /** @description The filter does not match (a record without the field matches). */
            not?: components["schemas"]["CorrectionFilter"];
        };
        /** @description Exactly one sort key; ties are broken by `id` in the same direction. */
        CorrectionSorting: {
            /** @description By touchedAt. */
            touchedAt?: components["schemas"]["SortDirection"];
        };
        CorrectionQuery: {
            filter?: components["schemas"]["CorrectionFilter"];
            sorting?: components["schemas"]["CorrectionSorting"];
            page?: components["schemas"]["Page"];
        };
        CorrectionPage: {
            meta: components["schemas"]["PageMeta"];
            results: components["schemas"]["Correction"][];
        };
        User: {
            /**
             * integer ID
             * @description The user's ID.
             */
            id: number;
            /** @description The user's name (`profile.name` when the user was created). */
            name: string;
            /**
             * integer ID
             * @description ID of the organization the user belongs to; read by the `organization` filter.
             */
            organization: number;
            /** @description When the user was created and last changed. */
            meta: components["schemas"]["Meta"];
        };
        /** @description Filters of users; several members must all match, `{}` matches everything. */
        UserFilter: {
            /** @description integer ID, or a list of them */
            id?: number | number[];
            /** @description integer ID, or a list of them */
            organization?: number | number[];
            /** @description non-empty string */
            vatNr?: string;
            /** @description Every filter of the list matches. */
            and?: components["schemas"]["UserFilter"][];
            /** @description At least one filter of the list matches. */
            or?: components["schemas"]["UserFilter"][];
            /** @description The filter does not match (a record without the field matches). */
            not?: components["schemas"]["UserFilter"];
        };
        /** @description Exactly one sort key; ties are broken by `id` in the same direction. */
        UserSorting: {
            /** @description By id. */
            id?: components["schemas"]["SortDirection"];
        };
        UserQuery: {
            filter?: components["schemas"]["UserFilter"];
            sorting?: components["schemas"]["UserSorting"];
            page?: components["schemas"]["Page"];
        };
        UserPage: {
            meta: components["schemas"]["PageMeta"];
            results: components["schemas"]["User"][];
        };
        CatalogCategory: {
            /** @description The catalog category's ID, a string such as `0103`. */
            id: string;
            /**
             * localized text
             * @description The category name, per locale; read by the `search` filter.
             */
            name: {
                [key: string]: string;
            };
            /**
             * localized text
             * @description A description of the category, per locale.
             */
            description: {
                [key: string]: string;
            };
            /** @description ID of the parent category; `null` for a root category. Read by the `parent` filter. */
            parent: string | null;
            /** @description Sort position among the categories with the same parent, lowest first. */
            order: number;
            /**
             * @description What the category holds: `medicine`, `veterinary_medicine` or `non_medical` products.
             * @enum {unknown}
             */
            type: "medicine" | "veterinary_medicine" | "non_medical";
        };
        /** @description Filters of catalog-categories; several members must all match, `{}` matches everything. */
        CatalogCategoryFilter: {
            /** @description non-empty string, or a list of them */
            id?: string | string[];
            /** @description non-empty string, or a list of them */
            parent?: string | string[];
            /** @description object: query, locale, optional type */
            search?: {
                query: string;
                locale: string;
            };
            /** @description boolean */
            deleted?: boolean;
            /** @description Every filter of the list matches. */
            and?: components["schemas"]["CatalogCategoryFilter"][];
            /** @description At least one filter of the list matches. */
            or?: components["schemas"]["CatalogCategoryFilter"][];
            /** @description The filter does not match (a record without the field matches). */
            not?: components["schemas"]["CatalogCategoryFilter"];
        };
        CatalogCategoryQuery: {
            filter?: components["schemas"]["CatalogCategoryFilter"];
            page?: components["schemas"]["Page"];
        };
        CatalogCategoryPage: {
            meta: components["schemas"]["PageMeta"];
            results: components["schemas"]["CatalogCategory"][];
        };
        PublicCategory: {
            /**
             * integer ID
             * @description The public category's ID.
             */
            id: number;
            /**
             * localized text
             * @description The category name, per locale.
             */
            name: {
                [key: string]: string;
            };
            /** @description ID of the parent category; `null` for a root category. Read by the `parent` filter. */
            parent: number | null;
            /** @description When the public category was added and last changed. */
            meta: components["schemas"]["Meta"];
        };
        /** @description Filters of public-categories; several members must all match, `{}` matches everything. */
        PublicCategoryFilter: {
            /** @description integer ID, or a list of them */
            id?: number | number[];
            /** @description integer ID, or a list of them */
            parent?: number | number[];
            /** @description Every filter of the list matches. */
            and?: components["schemas"]["PublicCategoryFilter"][];
            /** @description At least one filter of the list matches. */
            or?: components["schemas"]["PublicCategoryFilter"][];
            /** @description The filter does not match (a record without the field matches). */
            not?: components["schemas"]["PublicCategoryFilter"];
        };
        /** @description Exactly one sort key; ties are broken by `id` in the same direction. */
        PublicCategorySorting: {
            /** @description By id. */
            id?: components["schemas"]["SortDirection"];
        };
        PublicCategoryQuery: {
            filter?: components["schemas"]["PublicCategoryFilter"];
            sorting?: components["schemas"]["PublicCategorySorting"];
            page?: components["schemas"]["Page"];
        };
        PublicCategoryPage: {
            meta: components["schemas"]["PageMeta"];
            results: components["schemas"]["PublicCategory"][];
        };
        DietaryRestriction: {
            /** @description The dietary restriction's code, e.g. `gluten_free`; the products `dietaryRestrictions` filter takes it. */
            id: string;
            /**
             * localized text
             * @description The restriction's name, per locale.
             */
            name: {
                [key: string]: string;
            };
        };
        /** @description Filters of dietary-restrictions; several members must all match, `{}` matches everything. */
        DietaryRestrictionFilter: {
            /** @description non-empty string, or a list of them */
            id?: string | string[];
            /** @description Every filter of the list matches. */
            and?: components["schemas"]["DietaryRestrictionFilter"][];
            /** @description At least one filter of the list matches. */
            or?: components["schemas"]["DietaryRestrictionFilter"][];
            /** @description The filter does not match (a record without the field matches). */
            not?: components["schemas"]["DietaryRestrictionFilter"];
        };
        /** @description Exactly one sort key; ties are broken by `id` in the same direction. */
        DietaryRestrictionSorting: {
            /** @description By id. */
            id?: components["schemas"]["SortDirection"];
        };
        DietaryRestrictionQuery: {
            filter?: components["schemas"]["DietaryRestrictionFilter"];
            sorting?: components["schemas"]["DietaryRestrictionSorting"];
            page?: components["schemas"]["Page"];
        };
        DietaryRestrictionPage: {
            meta: components["schemas"]["PageMeta"];
            results: components["schemas"]["DietaryRestriction"][];
        };
        Color: {
            /** @description The color's code, e.g. `red`; the products `colors` filter takes it. */
            id: string;
            /**
             * localized text
             * @description The color's name, per locale.
             */
            name: {
                [key: string]: string;
            };
        };
        /** @description Filters of colors; several members must all match, `{}` matches everything. */
        ColorFilter: {
            /** @description non-empty string, or a list of them */
            id?: string | string[];
            /** @description Every filter of the list matches. */
            and?: components["schemas"]["ColorFilter"][];
            /** @description At least one filter of the list matches. */
            or?: components["schemas"]["ColorFilter"][];
            /** @description The filter does not match (a record without the field matches). */
            not?: components["schemas"]["ColorFilter"];
        };
        /** @description Exactly one sort key; ties are broken by `id` in the same direction. */
        ColorSorting: {
            /** @description By id. */
            id?: components["schemas"]["SortDirection"];
        };
        ColorQuery: {
            filter?: components["schemas"]["ColorFilter"];
            sorting?: components["schemas"]["ColorSorting"];
            page?: components["schemas"]["Page"];
        };
        ColorPage: {
            meta: components["schemas"]["PageMeta"];
            results: components["schemas"]["Color"][];
        };
        ActiveIngredient: {
            /**
             * integer ID
             * @description The active ingredient's ID; the products `activeIngredient` filter takes it.
             */
            id: number;
            /**
             * localized text
             * @description The ingredient's name, per locale.
             */
            name: {
                [key: string]: string;
            };
            /** @description When the active ingredient was added and last changed. */
            meta: components["schemas"]["Meta"];
        };
        /** @description Filters of active-ingredients; several members must all match, `{}` matches everything. */
        ActiveIngredientFilter: {
            /** @description integer ID, or a list of them */
            id?: number | number[];
            /** @description non-empty string */
            search?: string;
            /** @description Every filter of the list matches. */
            and?: components["schemas"]["ActiveIngredientFilter"][];
            /** @description At least one filter of the list matches. */
            or?: components["schemas"]["ActiveIngredientFilter"][];
            /** @description The filter does not match (a record without the field matches). */
            not?: components["schemas"]["ActiveIngredientFilter"];
        };
        /** @description Exactly one sort key; ties are broken by `id` in the same direction. */
        ActiveIngredientSorting: {
            /** @description By id. */
            id?: components["schemas"]["SortDirection"];
            /** @description By name. */
            name?: components["schemas"]["LocalizedSortDirection"];
        };
        ActiveIngredientQuery: {
            filter?: components["schemas"]["ActiveIngredientFilter"];
            sorting?: components["schemas"]["ActiveIngredientSorting"];
            page?: components["schemas"]["Page"];
        };
        ActiveIngredientPage: {
            meta: components["schemas"]["PageMeta"];
            results: components["schemas"]["ActiveIngredient"][];
        };
        Attribute: {
            /**
             * integer ID
             * @description The attribute's ID. Attributes are deprecated: use colors, dietary restrictions or the galenic shape filters.
             */
            id: number;
            /** @description The attribute's code, e.g. `galenic_form`; its options carry it as their `type`. */
            code: string;
            /**
             * localized text
             * @description The attribute's name, per locale.
             */
            name: {
                [key: string]: string;
            };
            /** @description When the attribute was added and last changed. */
            meta: components["schemas"]["Meta"];
        };
        /** @description Filters of product-attributes; several members must all match, `{}` matches everything. */
        AttributeFilter: {
            /** @description integer ID, or a list of them */
            id?: number | number[];
            /** @description non-empty string, or a list of them */
            code?: string | string[];
            /** @description Every filter of the list matches. */
            and?: components["schemas"]["AttributeFilter"][];
            /** @description At least one filter of the list matches. */
            or?: components["schemas"]["AttributeFilter"][];
            /** @description The filter does not match (a record without the field matches). */
            not?: components["schemas"]["AttributeFilter"];
        };
        /** @description Exactly one sort key; ties are broken by `id` in the same direction. */
        AttributeSorting: {
            /** @description By id. */
            id?: components["schemas"]["SortDirection"];
            /** @description By name. */
            name?: components["schemas"]["LocalizedSortDirection"];
        };
        AttributeQuery: {
            filter?: components["schemas"]["AttributeFilter"];
            sorting?: components["schemas"]["AttributeSorting"];
            page?: components["schemas"]["Page"];
        };
        AttributePage: {
            meta: components["schemas"]["PageMeta"];
            results: components["schemas"]["Attribute"][];
        };
        Option: {
            /**
             * integer ID
             * @description The option's ID, unique across all attributes; the deprecated products `attributes` filter takes it. Attribute options are deprecated: use colors, dietary restrictions or the galenic shape filters.
             */
            id: number;
            /** @description The `code` of the attribute the option belongs to; read by the `type` filter. */
            type: string;
            /**
             * localized text
             * @description The option's name, per locale.
             */
            name: {
                [key: string]: string;
            };
            /** @description When the option was added and last changed. */
            meta: components["schemas"]["Meta"];
        };
        /** @description Filters of product-attribute-options; several members must all match, `{}` matches everything. */
        OptionFilter: {
            /** @description integer ID, or a list of them */
            id?: number | number[];
            /** @description integer ID, or a list of them */
            attribute?: number | number[];
            /** @description non-empty string, or a list of them */
            type?: string | string[];
            /** @description Every filter of the list matches. */
            and?: components["schemas"]["OptionFilter"][];
            /** @description At least one filter of the list matches. */
            or?: components["schemas"]["OptionFilter"][];
            /** @description The filter does not match (a record without the field matches). */
            not?: components["schemas"]["OptionFilter"];
        };
        /** @description Exactly one sort key; ties are broken by `id` in the same direction. */
        OptionSorting: {
            /** @description By id. */
            id?: components["schemas"]["SortDirection"];
        };
        OptionQuery: {
            filter?: components["schemas"]["OptionFilter"];
            sorting?: components["schemas"]["OptionSorting"];
            page?: components["schemas"]["Page"];
        };
        OptionPage: {
            meta: components["schemas"]["PageMeta"];
            results: components["schemas"]["Option"][];
        };
        SubscriptionType: {
            /**
             * integer ID
             * @description The subscription type's ID: as seeded, 1 `reader`, 2 `manager`, 3 `administrator`; a user's `subscription.type` names it.
             */
            id: number;
            /** @description The subscription type's name. */
            name: string;
            /** @description The operations the subscription type allows, in words. */
            description: string;
        };
        /** @description Filters of subscription-types; several members must all match, `{}` matches everything. */
        SubscriptionTypeFilter: {
            /** @description integer ID, or a list of them */
            id?: number | number[];
            /** @description Every filter of the list matches. */
            and?: components["schemas"]["SubscriptionTypeFilter"][];
            /** @description At least one filter of the list matches. */
            or?: components["schemas"]["SubscriptionTypeFilter"][];
            /** @description The filter does not match (a record without the field matches). */
            not?: components["schemas"]["SubscriptionTypeFilter"];
        };
        /** @description Exactly one sort key; ties are broken by `id` in the same direction. */
        SubscriptionTypeSorting: {
            /** @description By id. */
            id?: components["schemas"]["SortDirection"];
        };
        SubscriptionTypeQuery: {
            filter?: components["schemas"]["SubscriptionTypeFilter"];
            sorting?: components["schemas"]["SubscriptionTypeSorting"];
            page?: components["schemas"]["Page"];
        };
        SubscriptionTypePage: {
            meta: components["schemas"]["PageMeta"];
            results: components["schemas"]["SubscriptionType"][];
        };
        UsersCreateRequest: {
            /** @description The new user's e-mail address; one that another user has already (compared case-insensitively) is a 409 `conflict`. */
            email: string;
            /** @description A password of at least 8 characters, without control characters; kept only as a slow salted hash, never shown. */
            password?: string;
            /**
             * @description The user's role in the organization: `organization_manager`, `organization_customer_service`, `medical_professional` or `software_developer`.
             * @enum {unknown}
             */
            role: "organization_manager" | "organization_customer_service" | "medical_professional" | "software_developer";
            /** @description The audiences the user belongs to (`consumer`, `pharmacist`, `medical_professional`, `veterinarian`); kept with the user, not shown in results or bulk files. */
            targetGroups?: ("consumer" | "pharmacist" | "medical_professional" | "veterinarian")[];
            /**
             * integer ID
             * @description ID of the organization the user joins; a manager may name only its own organization.
             */
            organization: number;
            /** @description Whether the user may use the API; default `true`. */
            isEnabled?: boolean;
            /** @description The user's profile. */
            profile: {
                /** @description The user's name; the new user's `name`. */
                name: string;
            };
            /** @description The user's preferences; kept with the user, not shown in results or bulk files. */
            preferences: {
                /** @description Whether the user is public (visible to others); default `true`. */
                isPublic?: boolean;
                /**
                 * locale code
                 * @description The user's preferred language, as a locale code (`nl`, `fr`, `en`, `de`).
                 */
                language: string;
            };
            /** @description The subscription to give the user; it decides which operations the user's API keys may call. */
            subscription: {
                /**
                 * integer ID
                 * @description ID of the subscription type to give (1 `reader`, 2 `manager`, 3 `administrator` as seeded); a manager may give only `reader` or `manager`.
                 */
                type: number;
                /**
                 * unix timestamp
                 * @description When the subscription starts.
                 */
                start?: number;
                /**
                 * unix timestamp
                 * @description When the subscription ends.
                 */
                end?: number;
            };
        };
        OrganizationsCreateRequest: {
            /** @description The organization's settings; kept with the organization, not shown in results or bulk files. */
            settings?: {
                /** @description Whether the organization is public (visible to others); default `true`. */
                isPublic?: boolean;
            };
            /** @description The organization's details. */
            profile: {
                /** @description The organization name. */
                name: string;
                /** @description Street address. Shown in `contactInformation`, which only suppliers have. */
                address?: string;
                /** @description Postal code. Shown in `contactInformation`, which only suppliers have. */
                zipCode?: string;
                /** @description The region, as an ISO 3166-2 subdivision code (`BE-VOV`). Shown in `contactInformation.region`, for suppliers only, with the code as both `value` and `label`. */
                region?: string;
                /** @description City. Shown in `contactInformation`, which only suppliers have. */
                city?: string;
                /** @description Country, as a two-letter ISO 3166-1 code (BE, NL). Shown in `contactInformation`, which only suppliers have. */
                country?: string;
                /** @description Telephone number; kept with the organization, not shown in results or bulk files. */
                phone?: string;
                /**
                 * URL
                 * @description Address of the organization's website. Shown in `contactInformation`, which only suppliers have.
                 */
                url?: string;
                /**
                 * @description The kind of organization: `supplier`, `marketing`, `medical_professional` or `other` (the default).
                 * @enum {unknown}
                 */
                type?: "supplier" | "marketing" | "medical_professional" | "other";
                /** @description The organization's VAT number; stored as its hidden `vatNr`, read by the organizations and users `vatNr` filters. */
                vatNr?: string;
            };
        };
        ProductsCreateRequest: {
            /** @description IDs of the organizations that own the product; a manager's list must hold its own organization. On create it defaults to the caller's organization; on update a member left out is unchanged. */
            organizations?: number[];
            /** @description The new product: `name` and at least one code (`ean`, an `eanGtin`, `pzn`, `cti` or `supplierReference`). */
            product: {
                /**
                 * @description The product's status in the catalogue: `active`, `inactive`, `replaced` (another product takes its place, see `replacement`) or `no_selection`.
                 * @enum {unknown}
                 */
                status?: "active" | "inactive" | "replaced" | "no_selection";
                /** @description ID of the product that replaces this one; present only when `status` is `replaced`. */
                replacement?: string;
                /**
                 * localized text
                 * @description The product name, per locale: at least one.
                 */
                name: {
                    [key: string]: string;
                };
                /**
                 * localized text
                 * @description The name in a form suited to search engines and page addresses, per locale.
                 */
                seoName?: {
                    [key: string]: string;
                };
                /**
                 * @description Whether the product is an over-the-counter medicine: `yes` when it is sold only in pharmacies but needs no prescription.
                 * @enum {unknown}
                 */
                otc?: "yes" | "no";
                /**
                 * @description Whether the product needs a prescription: `yes`, `no`, `yes_with_exception` or `no_with_exception` (the rule has exceptions), or `not_specified`.
                 * @enum {unknown}
                 */
                prescription?: "not_specified" | "yes" | "no" | "yes_with_exception" | "no_with_exception";
                /** @description `true` when a legal text (a description) must be shown with the product. */
                requiresLegalText?: boolean;
                /** @description Whether the product is a food supplement; `null` when this is not known. */
                isANutritionSupplement?: boolean | null;
                /**
                 * @description Whether the product counts as a narcotic (a controlled substance): `yes`, `no` or `unknown`.
                 * @enum {unknown}
                 */
                narcotic?: "yes" | "no" | "unknown";
                /**
                 * @description Whether the product is a biocide (a disinfectant or pest control product): `yes`, `no` or `unknown`.
                 * @enum {unknown}
                 */
                biocide?: "yes" | "no" | "unknown";
                /**
                 * unix timestamp
                 * @description The official end date of the product's sale (its commercial end); read by the `officialDeletionAt` filter.
                 */
                officialDeletionAt?: number;
                /** @description All the product's EAN codes, as integers (so without leading zeros): the main EAN-13 first, and the EAN-8 when it has one; read by the `ean` filter. */
                ean?: number[];
                /** @description The EAN-8 code of a small article, as an integer (leading zeros dropped). */
                eanGtin8?: number;
                /** @description The 12-digit UPC code, as an integer: the same value as `eanGtin13`, present only when the main EAN-13 starts with 0. */
                eanGtin12?: number;
                /** @description The main EAN-13 code, as an integer (leading zeros dropped); also the first element of `ean`. */
                eanGtin13?: number;
                /** @description The 14-digit GTIN (EAN-14), as an integer (leading zeros dropped); replaces `gtin`. */
                eanGtin14?: number;
                /** @description The supplier's own internal reference for the product. */
                supplierReference?: string;
                /** @description The Harmonised System customs code (8 or 10 digits), as an integer. */
                hsCode?: number;
                /** @description The PZN (German pharmaceutical registration number): 8 digits with a check digit, as a string. */
                pzn?: string;
                /** @description The CTI code of this pack: `nameCti` followed by `-` and the pack number. */
                cti?: string;
                /** @description The CTI code shared by all pack sizes of the same product (grouping by name), as a string. */
                nameCti?: string;
                /**
                 * localized text
                 * @description How the product is to be kept, in words, per locale.
                 */
                conservationLabel?: {
                    [key: string]: string;
                };
                /** @description The lowest temperature the product may be kept at. */
                conservationMin?: components["schemas"]["Temperature"];
                /** @description The highest temperature the product may be kept at. */
                conservationMax?: components["schemas"]["Temperature"];
                /**
                 * @description Where the product is to be kept: at `room` temperature, in the `refrigerator`, `fresh` or `frozen`.
                 * @enum {unknown}
                 */
                conservation?: "room" | "refrigerator" | "fresh" | "frozen";
                /** @description The VAT rate that applies to the product, as a percentage (`6` is 6%). */
                vat?: number;
                /** @description The price to the public, in euro cents (820 is EUR 8.20), at most 99,999,999,999 (EUR 999,999,999.99), VAT included: the regulated legal price, or the manufacturer's indicative price where the price is not regulated. */
                publicPrice?: number;
                /** @description The manufacturer's catalogue price before any discount, in euro cents (820 is EUR 8.20), at most 99,999,999,999 (EUR 999,999,999.99), VAT excluded. */
                manufacturerPrice?: number;
                /** @description What the pharmacist pays for the product through a wholesaler, in euro cents (820 is EUR 8.20), at most 99,999,999,999 (EUR 999,999,999.99), VAT excluded. */
                pharmacistPrice?: number;
                /** @description The weight of the product, with its unit (`g` or `kg`). */
                weightWithUnit?: components["schemas"]["QuantityWithUnit"];
                /** @description The width of the pack, with its unit (`mm` or `cm`). */
                widthWithUnit?: components["schemas"]["QuantityWithUnit"];
                /** @description The length of the pack, with its unit (`mm` or `cm`). */
                lengthWithUnit?: components["schemas"]["QuantityWithUnit"];
                /** @description The depth of the pack, with its unit (`mm` or `cm`). */
                depthWithUnit?: components["schemas"]["QuantityWithUnit"];
                /** @description What the pack holds, in words, e.g. `30 x 500 mg` or `200 ml`. */
                packageContent?: string;
                /** @description The number of units in the pack (e.g. 30 for 30 tablets). */
                packageQuantity?: number;
                /** @description The kind of packaging, e.g. `blister`, `bottle`, `tube`. */
                packagingUnit?: string;
                /** @description The abbreviated dosage form (e.g. `COMP` for tablets, `SIR` for syrup); read by the `dosageFormAbbreviation` filter. */
                dosageFormAbbreviation?: string;
                /**
                 * localized text
                 * @description The dosage form written out, per locale.
                 */
                dosageFormFullName?: {
                    [key: string]: string;
                };
                /** @description The product's ATC (Anatomical Therapeutic Chemical) classification codes, e.g. `N02BE01`; ATCvet codes start with `Q`. The `atcCategory` filter matches their beginnings. */
                atcCategory?: string[];
                /** @description Names of top-level product fields that do not apply to this product (the product lacks them on purpose). */
                notApplicableField?: string[];
                /** @description IDs of the public categories the product is in. */
                publicCategories?: number[];
                /** @description IDs of the catalog categories the product is in (not deleted ones). */
                catalogCategories?: string[];
                /** @description IDs of the brands the product is sold under. */
                brands?: number[];
                /** @description IDs of the product families the product belongs to. */
                productFamily?: number[];
                /** @description Deprecated attributes: IDs of attribute options, at most one per attribute. */
                attributes?: number[];
                /** @description Codes of the dietary restrictions the product suits. */
                dietaryRestrictions?: string[];
                /** @description Codes of the product's colors. */
                colors?: string[];
                /** @description `true` when the product has been deleted from the catalogue; deleted products are still returned, so that a client that synchronizes can remove them. */
                deleted?: boolean;
                /** @description IDs of the active ingredients the product contains. */
                activeIngredients?: number[];
                /** @description What the product may be used on: `human`, `veterinary`, `surface_maintenance`, `phytopharmacy`. */
                allowedSpecies?: ("human" | "veterinary" | "surface_maintenance" | "phytopharmacy")[];
                /** @description The leaflets; each gets an id and `meta` from the server (an unchanged one keeps its own). */
                leaflets?: {
                    /**
                     * @description `pil` or `spc`.
                     * @enum {unknown}
                     */
                    type: "pil" | "spc";
                    /** @description The locales the leaflet is given in; empty for every locale. */
                    locales: string[];
                    /**
                     * localized text
                     * @description Address of the document, per locale.
                     */
                    url: {
                        [key: string]: string;
                    };
                }[];
            };
        };
        ProductsUpdateRequest: {
            /** @description ID of the product to change. */
            id: string;
            /** @description The members to change; a member left out is unchanged, `null` removes it. */
            product?: {
                /** @description The product's status in the catalogue: `active`, `inactive`, `replaced` (another product takes its place, see `replacement`) or `no_selection`. */
                status?: ("active" | "inactive" | "replaced" | "no_selection") | null;
                /** @description ID of the product that replaces this one; present only when `status` is `replaced`. */
                replacement?: string | null;
                /** @description The product name, per locale: at least one. */
                name?: {
                    [key: string]: string | null;
                } | null;
                /** @description The name in a form suited to search engines and page addresses, per locale. */
                seoName?: {
                    [key: string]: string | null;
                } | null;
                /** @description Whether the product is an over-the-counter medicine: `yes` when it is sold only in pharmacies but needs no prescription. */
                otc?: ("yes" | "no") | null;
                /** @description Whether the product needs a prescription: `yes`, `no`, `yes_with_exception` or `no_with_exception` (the rule has exceptions), or `not_specified`. */
                prescription?: ("not_specified" | "yes" | "no" | "yes_with_exception" | "no_with_exception") | null;
                /** @description `true` when a legal text (a description) must be shown with the product. */
                requiresLegalText?: boolean | null;
                /** @description Whether the product is a food supplement; `null` when this is not known. */
                isANutritionSupplement?: (boolean | null) | null;
                /** @description Whether the product counts as a narcotic (a controlled substance): `yes`, `no` or `unknown`. */
                narcotic?: ("yes" | "no" | "unknown") | null;
                /** @description Whether the product is a biocide (a disinfectant or pest control product): `yes`, `no` or `unknown`. */
                biocide?: ("yes" | "no" | "unknown") | null;
                /** @description The official end date of the product's sale (its commercial end); read by the `officialDeletionAt` filter. */
                officialDeletionAt?: number | null;
                /** @description All the product's EAN codes, as integers (so without leading zeros): the main EAN-13 first, and the EAN-8 when it has one; read by the `ean` filter. */
                ean?: number[] | null;
                /** @description The EAN-8 code of a small article, as an integer (leading zeros dropped). */
                eanGtin8?: number | null;
                /** @description The 12-digit UPC code, as an integer: the same value as `eanGtin13`, present only when the main EAN-13 starts with 0. */
                eanGtin12?: number | null;
                /** @description The main EAN-13 code, as an integer (leading zeros dropped); also the first element of `ean`. */
                eanGtin13?: number | null;
                /** @description The 14-digit GTIN (EAN-14), as an integer (leading zeros dropped); replaces `gtin`. */
                eanGtin14?: number | null;
                /** @description The supplier's own internal reference for the product. */
                supplierReference?: string | null;
                /** @description The Harmonised System customs code (8 or 10 digits), as an integer. */
                hsCode?: number | null;
                /** @description The PZN (German pharmaceutical registration number): 8 digits with a check digit, as a string. */
                pzn?: string | null;
                /** @description The CTI code of this pack: `nameCti` followed by `-` and the pack number. */
                cti?: string | null;
                /** @description The CTI code shared by all pack sizes of the same product (grouping by name), as a string. */
                nameCti?: string | null;
                /** @description How the product is to be kept, in words, per locale. */
                conservationLabel?: {
                    [key: string]: string | null;
                } | null;
                /** @description The lowest temperature the product may be kept at. */
                conservationMin?: components["schemas"]["Temperature"] | null;
                /** @description The highest temperature the product may be kept at. */
                conservationMax?: components["schemas"]["Temperature"] | null;
                /** @description Where the product is to be kept: at `room` temperature, in the `refrigerator`, `fresh` or `frozen`. */
                conservation?: ("room" | "refrigerator" | "fresh" | "frozen") | null;
                /** @description The VAT rate that applies to the product, as a percentage (`6` is 6%). */
                vat?: number | null;
                /** @description The price to the public, in euro cents (820 is EUR 8.20), at most 99,999,999,999 (EUR 999,999,999.99), VAT included: the regulated legal price, or the manufacturer's indicative price where the price is not regulated. */
                publicPrice?: number | null;
                /** @description The manufacturer's catalogue price before any discount, in euro cents (820 is EUR 8.20), at most 99,999,999,999 (EUR 999,999,999.99), VAT excluded. */
                manufacturerPrice?: number | null;
                /** @description What the pharmacist pays for the product through a wholesaler, in euro cents (820 is EUR 8.20), at most 99,999,999,999 (EUR 999,999,999.99), VAT excluded. */
                pharmacistPrice?: number | null;
                /** @description The weight of the product, with its unit (`g` or `kg`). */
                weightWithUnit?: components["schemas"]["QuantityWithUnit"] | null;
                /** @description The width of the pack, with its unit (`mm` or `cm`). */
                widthWithUnit?: components["schemas"]["QuantityWithUnit"] | null;
                /** @description The length of the pack, with its unit (`mm` or `cm`). */
                lengthWithUnit?: components["schemas"]["QuantityWithUnit"] | null;
                /** @description The depth of the pack, with its unit (`mm` or `cm`). */
                depthWithUnit?: components["schemas"]["QuantityWithUnit"] | null;
                /** @description What the pack holds, in words, e.g. `30 x 500 mg` or `200 ml`. */
                packageContent?: string | null;
                /** @description The number of units in the pack (e.g. 30 for 30 tablets). */
                packageQuantity?: number | null;
                /** @description The kind of packaging, e.g. `blister`, `bottle`, `tube`. */
                packagingUnit?: string | null;
                /** @description The abbreviated dosage form (e.g. `COMP` for tablets, `SIR` for syrup); read by the `dosageFormAbbreviation` filter. */
                dosageFormAbbreviation?: string | null;
                /** @description The dosage form written out, per locale. */
                dosageFormFullName?: {
                    [key: string]: string | null;
                } | null;
                /** @description The product's ATC (Anatomical Therapeutic Chemical) classification codes, e.g. `N02BE01`; ATCvet codes start with `Q`. The `atcCategory` filter matches their beginnings. */
                atcCategory?: string[] | null;
                /** @description Names of top-level product fields that do not apply to this product (the product lacks them on purpose). */
                notApplicableField?: string[] | null;
                /** @description IDs of the public categories the product is in. */
                publicCategories?: number[] | null;
                /** @description IDs of the catalog categories the product is in (not deleted ones). */
                catalogCategories?: string[] | null;
                /** @description IDs of the brands the product is sold under. */
                brands?: number[] | null;
                /** @description IDs of the product families the product belongs to. */
                productFamily?: number[] | null;
                /** @description Deprecated attributes: IDs of attribute options, at most one per attribute. */
                attributes?: number[] | null;
                /** @description Codes of the dietary restrictions the product suits. */
                dietaryRestrictions?: string[] | null;
                /** @description Codes of the product's colors. */
                colors?: string[] | null;
                /** @description `true` when the product has been deleted from the catalogue; deleted products are still returned, so that a client that synchronizes can remove them. */
                deleted?: boolean | null;
                /** @description IDs of the active ingredients the product contains. */
                activeIngredients?: number[] | null;
                /** @description What the product may be used on: `human`, `veterinary`, `surface_maintenance`, `phytopharmacy`. */
                allowedSpecies?: ("human" | "veterinary" | "surface_maintenance" | "phytopharmacy")[] | null;
                /** @description The leaflets; each gets an id and `meta` from the server (an unchanged one keeps its own). */
                leaflets?: {
                    /**
                     * @description `pil` or `spc`.
                     * @enum {unknown}
                     */
                    type: "pil" | "spc";
                    /** @description The locales the leaflet is given in; empty for every locale. */
                    locales: string[];
                    /**
                     * localized text
                     * @description Address of the document, per locale.
                     */
                    url: {
                        [key: string]: string;
                    };
                }[] | null;
            };
            /** @description IDs of the organizations that own the product; a manager's list must hold its own organization. On create it defaults to the caller's organization; on update a member left out is unchanged. */
            organizations?: number[];
        };
        ProductsAddMediaRequest: {
            /** @description ID of the product. */
            product: string;
            /**
             * integer ID
             * @description ID of the media item.
             */
            mediaItem: number;
            /** @description The 1-based position among the product's items of the same kind (photos, frontals or links); left out, or past the end: last. An item already linked moves there. */
            displayOrder?: number;
        };
        ProductsRemoveMediaRequest: {
            /** @description ID of the product. */
            product: string;
            /**
             * integer ID
             * @description ID of the media item.
             */
            mediaItem: number;
        };
        MediaUploadRequest: {
            /** @description The file: a JPEG or PNG photo (square, at least 1500 x 1500 pixels), a PNG with transparency (a frontal, any size) or a PDF (a brochure link), up to 20 MiB. The type is read from the content, never from the name. */
            file: {
                /** @description The file name; its dash-separated words give the photo type (`-pa`, `-pr`, `-li`, `-pi`), the sides shown (`-front`, `-back`, ...) and the locales (`-nl`, `-fr`, `-en`, `-de`), e.g. `5400117000014-pa-front-nl.jpg`. */
                name: string;
                /** @description The file's bytes in base64. Left out only in a multipart request, whose part `file` carries the bytes. */
                content?: string;
            };
            /** @description IDs of products to link the new item to, at the end of their photos, frontals or links; the caller must own each. */
            products?: string[];
            /**
             * integer ID
             * @description The organization that owns the new item; left out, the caller's. A manager may name only its own.
             */
            organization?: number;
            /** @description Whether the new item is published; left out, it is. */
            published?: boolean;
        };
        MediaCreateLinkRequest: {
            /** @description The new link. */
            link: {
                /**
                 * @description What the link leads to: `website`, `video`, `brochure` or `other`.
                 * @enum {unknown}
                 */
                linkType: "website" | "video" | "brochure" | "other";
                /**
                 * localized text
                 * @description The address the link leads to, per locale (http or https).
                 */
                url: {
                    [key: string]: string;
                };
                /**
                 * localized text
                 * @description The title of the link, per locale.
                 */
                name: {
                    [key: string]: string;
                };
                /** @description The locales the item suits; empty: every locale. */
                locales?: string[];
                /** @description The audiences the item is meant for: `consumer`, `pharmacist`, `medical_professional`, `veterinarian`. */
                targetGroups?: ("consumer" | "pharmacist" | "medical_professional" | "veterinarian")[];
            };
            /** @description IDs of products to link the new item to, at the end of their photos, frontals or links; the caller must own each. */
            products?: string[];
            /**
             * integer ID
             * @description The organization that owns the new item; left out, the caller's. A manager may name only its own.
             */
            organization?: number;
            /** @description Whether the new item is published; left out, it is. */
            published?: boolean;
        };
        MediaUpdateRequest: {
            /**
             * integer ID
             * @description ID of the media item.
             */
            mediaItem: number;
            /** @description The members to change; a member left out is unchanged. A photo takes `photoType` and `visibleSides`, a link `linkType`, `url` and `name`; both take `published`, `locales` and `targetGroups`. */
            data: {
                /** @description Whether the item is published: only published (and available) items appear in products. */
                published?: boolean | null;
                /** @description The locales the item suits; empty: every locale. */
                locales?: string[] | null;
                /** @description The audiences the item is meant for: `consumer`, `pharmacist`, `medical_professional`, `veterinarian`. */
                targetGroups?: ("consumer" | "pharmacist" | "medical_professional" | "veterinarian")[] | null;
                /** @description What the photo shows: `packshot`, `productshot`, `lifestyle_image` or `pillshot`. */
                photoType?: ("packshot" | "productshot" | "lifestyle_image" | "pillshot") | null;
                /** @description The sides of the product the image shows. */
                visibleSides?: ("front" | "back" | "left" | "right" | "top" | "bottom")[] | null;
                /** @description What the link leads to: `website`, `video`, `brochure` or `other`. */
                linkType?: ("website" | "video" | "brochure" | "other") | null;
                /** @description The address the link leads to, per locale (http or https). */
                url?: {
                    [key: string]: string | null;
                } | null;
                /** @description The title of the link, per locale. */
                name?: {
                    [key: string]: string | null;
                } | null;
            };
        };
        MediaPublishRequest: {
            /**
             * integer ID
             * @description ID of the media item.
             */
            mediaItem: number;
        };
        MediaUnpublishRequest: {
            /**
             * integer ID
             * @description ID of the media item.
             */
            mediaItem: number;
        };
        ProductDescriptionsCreateRequest: {
            /** @description ID of the product the description belongs to. */
            product: string;
            /** @description The new description; it gets an id and `meta` from the server. */
            description: {
                /** @description The locales the text is written for (then `content` has exactly these); empty or left out for every locale. */
                locales?: string[];
                /** @description The audiences the text is meant for: `consumer`, `pharmacist`, `medical_professional`, `veterinarian`; empty for all. */
                targetGroups?: ("consumer" | "pharmacist" | "medical_professional" | "veterinarian")[];
                /**
                 * @description What the text is about: `general`, `usage`, `composition`, `indications`, `contraindications`, `side_effects`, `warnings` or `storage`.
                 * @enum {unknown}
                 */
                type: "general" | "usage" | "composition" | "indications" | "contraindications" | "side_effects" | "warnings" | "storage";
                /**
                 * localized text
                 * @description The text, per locale.
                 */
                content: {
                    [key: string]: string;
                };
            };
        };
        ProductDescriptionsUpdateRequest: {
            /**
             * integer ID
             * @description ID of the description to change.
             */
            id: number;
            /** @description The members to change; a member left out is unchanged. */
            description: {
                /** @description The locales the text is written for (then `content` has exactly these); empty or left out for every locale. */
                locales?: string[] | null;
                /** @description The audiences the text is meant for: `consumer`, `pharmacist`, `medical_professional`, `veterinarian`; empty for all. */
                targetGroups?: ("consumer" | "pharmacist" | "medical_professional" | "veterinarian")[] | null;
                /** @description What the text is about: `general`, `usage`, `composition`, `indications`, `contraindications`, `side_effects`, `warnings` or `storage`. */
                type?: ("general" | "usage" | "composition" | "indications" | "contraindications" | "side_effects" | "warnings" | "storage") | null;
                /** @description The text, per locale. */
                content?: {
                    [key: string]: string | null;
                } | null;
            };
        };
        ProductDescriptionsDeleteRequest: {
            /**
             * integer ID
             * @description ID of the description to delete; the answer is the description as it was.
             */
            id: number;
        };
        BrandsCreateRequest: {
            /** @description The new brand. A manager's new brand joins its organization's `brands`. */
            brand: {
                /** @description The brand name; one that another brand has (compared without regard to case and accents) is a 409 `conflict`. */
                name: string;
                /** @description Address of the brand's logo image, or `null` for none (the default). */
                logo?: string | null;
            };
        };
        BrandsUpdateRequest: {
            /**
             * integer ID
             * @description ID of the brand to change.
             */
            id: number;
            /** @description The members to change; a member left out is unchanged. */
            brand: {
                /** @description The brand name; one that another brand has (compared without regard to case and accents) is a 409 `conflict`. */
                name?: string | null;
                /** @description Address of the brand's logo image, or `null` for none (the default). */
                logo?: (string | null) | null;
            };
        };
        CorrectionsCreateRequest: {
            /** @description ID of the product the feedback is about. */
            product: string;
            /** @description The feedback. It starts `open`; the caller's user and organization are kept with it. */
            correction: {
                /**
                 * locale code
                 * @description The locale of the product information the feedback is about.
                 */
                locale: string;
                /**
                 * @description The kind of problem: `wrong_information`, `missing_information`, `wrong_photo` or `other`.
                 * @enum {unknown}
                 */
                type: "wrong_information" | "missing_information" | "wrong_photo" | "other";
                /** @description The feedback, 1 to 5,000 characters. */
                text: string;
            };
        };
        ApiKeysCreateRequest: {
            /**
             * integer ID
             * @description ID of the user the key acts as: the caller's own user, a user of a manager's organization, or any user for an administrator. The key carries the user's subscription, which may not exceed the caller's.
             */
            user: number;
            /** @description A name for the key, to tell keys apart. */
            name: string;
        };
        ApiKeysRevokeRequest: {
            /** @description ID of the key to revoke; it stops authenticating at once. */
            apiKey: string;
        };
        ApiKeysRevokeAnswer: {
            /** @description The key id: the username of HTTP Basic authentication. */
            id: string;
            /** @description The name given to the key. */
            name: string;
            /** @description The secret: the password of HTTP Basic authentication. Shown once, in the create's answer; the server keeps only a hash of it. */
            secret?: string;
            /** @description Whether the key authenticates; false once revoked. */
            isEnabled: boolean;
        };
        WebhooksCreateRequest: {
            /** @description The webhook: where to send, and which changes. */
            webhook: {
                /** @description Where the batches are POSTed: an `https://` (or `http://`) URL without user or password, whose host resolves to public addresses only. */
                url: string;
                /** @description The resources whose changes the webhook receives; left out: every resource its owner may query. */
                resources?: ("products" | "media" | "organizations" | "brands" | "product-families" | "updates" | "corrections" | "users" | "catalog-categories" | "public-categories" | "dietary-restrictions" | "colors" | "active-ingredients" | "product-attributes" | "product-attribute-options" | "subscription-types")[];
                /** @description A note for people: what the endpoint is. */
                description?: string;
            };
        };
        WebhooksUpdateRequest: {
            /**
             * integer ID
             * @description ID of the webhook.
             */
            id: number;
            /** @description The members to change; those left out stay as they are. */
            webhook: {
                /** @description Where the batches are POSTed: an `https://` (or `http://`) URL without user or password, whose host resolves to public addresses only. */
                url?: string;
                /** @description The resources whose changes the webhook receives; left out: every resource its owner may query. */
                resources?: ("products" | "media" | "organizations" | "brands" | "product-families" | "updates" | "corrections" | "users" | "catalog-categories" | "public-categories" | "dietary-restrictions" | "colors" | "active-ingredients" | "product-attributes" | "product-attribute-options" | "subscription-types")[];
                /** @description A note for people; null removes it. */
                description?: string | null;
                /** @description false stops deliveries; true starts them again from the webhook's position. */
                isEnabled?: boolean;
            };
        };
        WebhooksDeleteRequest: {
            /**
             * integer ID
             * @description ID of the webhook.
             */
            id: number;
        };
        WebhooksRotateSecretRequest: {
            /**
             * integer ID
             * @description ID of the webhook.
             */
            id: number;
        };
        WebhooksRedeliverRequest: {
            /**
             * integer ID
             * @description ID of the webhook.
             */
            id: number;
            /** @description The position to send everything after again: one the webhook was sent, a change feed answer or a stream gave. */
            after: string;
        };
        FieldsAnswer: {
            fields: {
                /** @description The member of the result view. */
                name: string;
                /** @description Its JSON type: string, integer, number, boolean, object, array. */
                type: string;
                /** @description Whether it is an object of texts per locale. */
                localized: boolean;
                /** @description Whether the create and update operations write it. */
                writable: boolean;
                /** @description Whether a create must give it. */
                requiredOnCreate: boolean;
                /** @description Whether it is deprecated. */
                deprecated: boolean;
                /** @description What replaces a deprecated member: a member name, or several separated by `, `. */
                replacement?: string;
                /** @description Its allowed values, when they are listed. */
                values?: unknown[];
            }[];
        };
        OrganizationsCheckSubscriptionRequest: {
            /** @description The organizations to check, as the organizations query filters them; left out: all. At most 250 at once. */
            filter?: components["schemas"]["OrganizationFilter"];
        };
        OrganizationsCheckSubscriptionAnswer: {
            results: {
                /** @description ID of the organization. */
                organization: number;
                /** @description Its name. */
                name: string;
                /** @description The subscription types its enabled users hold now, one entry per type. */
                activeSubscriptions: {
                    /** @description The subscription type's id. */
                    type: number;
                    /** @description Its name: reader, manager, administrator. */
                    name: string;
                    /** @description When the earliest such subscription began (unix seconds), or null. */
                    start: number | null;
                    /** @description When the last one ends (unix seconds), or null when open-ended. */
                    end: number | null;
                }[];
                /** @description Its users' API keys, never a secret. */
                apiKeys: {
                    id: string;
                    user: number;
                    name: string;
                    isEnabled: boolean;
                }[];
            }[];
        };
        /** @description An opaque point in the store's history of committed changes: keep it as it is. */
        ChangePosition: string;
        ChangesQueryRequest: {
            /** @description Where the caller is: a position from an earlier answer or a stream's `X-Catalog-Position`; null: no changes, only where to start from. Left out: the same as null. */
            after?: string | null;
            /** @description Which changes: `{"resource": ["products", "media"]}`; left out: every resource's. */
            filter?: {
                /** @description Only the changes of these resources. */
                resource?: ("products" | "media" | "organizations" | "brands" | "product-families" | "updates" | "corrections" | "users" | "catalog-categories" | "public-categories" | "dietary-restrictions" | "colors" | "active-ingredients" | "product-attributes" | "product-attribute-options" | "subscription-types") | ("products" | "media" | "organizations" | "brands" | "product-families" | "updates" | "corrections" | "users" | "catalog-categories" | "public-categories" | "dietary-restrictions" | "colors" | "active-ingredients" | "product-attributes" | "product-attribute-options" | "subscription-types")[];
            };
            /**
             * @description Records at most in the answer.
             * @default 100
             */
            limit: number;
            /**
             * @description Seconds to wait for a change when there is none after `after`.
             * @default 0
             */
            wait: number;
        };
        ChangesStreamRequest: {
            /** @description Where the caller is: a position from an earlier answer or a stream's `X-Catalog-Position`; null: no changes, only where to start from. */
            after: string | null;
            /** @description Which changes: `{"resource": ["products", "media"]}`; left out: every resource's. */
            filter?: {
                /** @description Only the changes of these resources. */
                resource?: ("products" | "media" | "organizations" | "brands" | "product-families" | "updates" | "corrections" | "users" | "catalog-categories" | "public-categories" | "dietary-restrictions" | "colors" | "active-ingredients" | "product-attributes" | "product-attribute-options" | "subscription-types") | ("products" | "media" | "organizations" | "brands" | "product-families" | "updates" | "corrections" | "users" | "catalog-categories" | "public-categories" | "dietary-restrictions" | "colors" | "active-ingredients" | "product-attributes" | "product-attribute-options" | "subscription-types")[];
            };
            /**
             * @description Seconds to go on sending changes as they commit.
             * @default 0
             */
            follow: number;
        };
        Change: {
            position: components["schemas"]["ChangePosition"];
            /** @enum {string} */
            resource: "products" | "media" | "organizations" | "brands" | "product-families" | "updates" | "corrections" | "users" | "catalog-categories" | "public-categories" | "dietary-restrictions" | "colors" | "active-ingredients" | "product-attributes" | "product-attribute-options" | "subscription-types";
            id: string | number;
            /** @enum {string} */
            action: "created" | "updated" | "deleted";
            /** @description The unix time of the commit. */
            at: number;
            /** @description The record as its resource's query shows it to this caller now; absent for `deleted`. */
            record?: components["schemas"]["Product"] | components["schemas"]["MediaItem"] | components["schemas"]["Organization"] | components["schemas"]["Brand"] | components["schemas"]["ProductFamily"] | components["schemas"]["Update"] | components["schemas"]["Correction"] | components["schemas"]["User"] | components["schemas"]["CatalogCategory"] | components["schemas"]["PublicCategory"] | components["schemas"]["DietaryRestriction"] | components["schemas"]["Color"] | components["schemas"]["ActiveIngredient"] | components["schemas"]["Attribute"] | components["schemas"]["Option"] | components["schemas"]["SubscriptionType"];
        };
        ChangesAnswer: {
            meta: {
                position: components["schemas"]["ChangePosition"];
                /** @description Changes after `position` are already waiting: ask again at once. */
                more: boolean;
            };
            results: components["schemas"]["Change"][];
        };
        /** @description A change, a position after 15 seconds without one, or, after a failure midway, one last error line. */
        ChangesStreamLine: {
            meta: {
                position: components["schemas"]["ChangePosition"];
            };
            result: components["schemas"]["Change"];
        } | {
            meta: {
                position: components["schemas"]["ChangePosition"];
            };
        } | components["schemas"]["Error"];
        WebhookPingRequest: {
            /**
             * integer ID
             * @description ID of the webhook.
             */
            id: number;
        };
        Webhook: {
            /**
             * integer ID
             * @description ID of the webhook.
             */
            id: number;
            /** @description Where the batches are POSTed. */
            url: string;
            /** @description The resources whose changes it receives. */
            resources: string[];
            /** @description The note given for people. */
            description?: string;
            /** @description Whether changes are delivered. */
            isEnabled: boolean;
            /** @description Why the server disabled it (the endpoint answered 410, or failed every retry, or its owner or key was disabled). */
            disabledReason?: string;
            /** @description Everything up to this position was acknowledged; the next batch starts after it. */
            position: string;
            /** @description The signing secret (`whsec_...`): shown once, in the answer of create and of rotate-secret. */
            secret?: string;
            meta: components["schemas"]["Meta"];
        };
        /** @description Filters of webhooks; several members must all match, `{}` matches everything. */
        WebhookFilter: {
            /** @description integer ID, or a list of them */
            id?: number | number[];
            /** @description boolean */
            isEnabled?: boolean;
            /** @description Every filter of the list matches. */
            and?: components["schemas"]["WebhookFilter"][];
            /** @description At least one filter of the list matches. */
            or?: components["schemas"]["WebhookFilter"][];
            /** @description The filter does not match (a record without the field matches). */
            not?: components["schemas"]["WebhookFilter"];
        };
        /** @description Exactly one sort key; ties are broken by `id` in the same direction. */
        WebhookSorting: {
            /** @description By id. */
            id?: components["schemas"]["SortDirection"];
        };
        WebhookQuery: {
            filter?: components["schemas"]["WebhookFilter"];
            sorting?: components["schemas"]["WebhookSorting"];
            page?: components["schemas"]["Page"];
        };
        WebhookPage: {
            meta: components["schemas"]["PageMeta"];
            results: components["schemas"]["Webhook"][];
        };
        Delivery: {
            /**
             * integer ID
             * @description ID of the delivery.
             */
            id: number;
            /**
             * integer ID
             * @description ID of the webhook.
             */
            webhook: number;
            /**
             * @description A batch of changes, or a ping.
             * @enum {unknown}
             */
            type: "catalog.changes" | "catalog.ping";
            /** @description The `webhook-id` header: the same for every attempt of the delivery. */
            messageId: string;
            /** @description The position the batch starts after. */
            positionFrom?: string;
            /** @description The position the batch brings the webhook to when acknowledged. */
            position?: string;
            /** @description Changes in the batch. */
            changes: number;
            /** @description Attempts made so far. */
            attempts: number;
            /**
             * @description `pending` (to be sent or sent again), `succeeded` (a 2xx came), `failed` (no more attempts).
             * @enum {unknown}
             */
            status: "pending" | "succeeded" | "failed";
            /**
             * unix timestamp
             * @description When the batch was made.
             */
            createdAt: number;
            /** @description The last attempt. */
            lastAttempt?: {
                /**
                 * unix timestamp
                 * @description When it was made.
                 */
                at: number;
                /** @description The status the endpoint answered. */
                httpStatus?: number;
                /** @description Milliseconds until the answer or the failure. */
                ms: number;
                /** @description Why it failed without a status (timeout, connection refused, a refused address). */
                error?: string;
            };
            /**
             * unix timestamp
             * @description When the next attempt is due.
             */
            nextAttemptAt?: number;
        };
        /** @description Filters of webhooks/deliveries; several members must all match, `{}` matches everything. */
        DeliveryFilter: {
            /** @description integer ID, or a list of them */
            webhook?: number | number[];
            /** @description one of pending, succeeded, failed, or a list of them */
            status?: ("pending" | "succeeded" | "failed") | ("pending" | "succeeded" | "failed")[];
            /** @description unix timestamp, or {from, until} (either bound may be left out, not both) */
            createdAt?: number | {
                from?: number;
                until?: number;
            };
            /** @description Every filter of the list matches. */
            and?: components["schemas"]["DeliveryFilter"][];
            /** @description At least one filter of the list matches. */
            or?: components["schemas"]["DeliveryFilter"][];
            /** @description The filter does not match (a record without the field matches). */
            not?: components["schemas"]["DeliveryFilter"];
        };
        /** @description Exactly one sort key; ties are broken by `id` in the same direction. */
        DeliverySorting: {
            /** @description By id. */
            id?: components["schemas"]["SortDirection"];
        };
        DeliveryQuery: {
            filter?: components["schemas"]["DeliveryFilter"];
            sorting?: components["schemas"]["DeliverySorting"];
            page?: components["schemas"]["Page"];
        };
        DeliveryPage: {
            meta: components["schemas"]["PageMeta"];
            results: components["schemas"]["Delivery"][];
        };
        /** Temperature */
        Temperature: {
            /** @description The temperature in degrees Celsius. */
            celsius: number;
            /** @description The same temperature in degrees Fahrenheit. */
            fahrenheit: number;
            /** @description The same temperature in kelvin. */
            kelvin: number;
        };
        /** Quantity with unit */
        QuantityWithUnit: {
            /** @description The amount, a whole number in `unit`, below a billion. */
            value: number;
            /** @description The unit of `value`: `mm` or `cm` for a dimension, `g` or `kg` for a weight. */
            unit: string;
        };
        Meta: {
            /**
             * unix timestamp
             * @description When the record was added.
             */
            createdAt: number;
            /**
             * unix timestamp
             * @description When the record last changed.
             */
            updatedAt: number;
        };
        /** Organization (in a product) */
        OrganizationInAProduct: {
            /**
             * integer ID
             * @description The organization's ID.
             */
            id: number;
            /**
             * localized text
             * @description The organization name, the same string under each locale (company names are not translated).
             */
            name: {
                [key: string]: string;
            };
            /**
             * @description The kind of organization: `supplier`, `marketing` (a marketing company), `medical_professional` or `other`.
             * @enum {unknown}
             */
            type: "supplier" | "marketing" | "medical_professional" | "other";
            /** @description When the organization was added and last changed. */
            meta: components["schemas"]["Meta"];
            /** @description How to reach the organization; present only when `type` is `supplier`. */
            contactInformation?: {
                /** @description Street address. */
                address?: string;
                /** @description Postal code. */
                zipCode?: string;
                /** @description The region (province or state) as text: the `label` of the organization's `region` in the organizations query (the subdivision code when no name is known). */
                region?: string;
                /** @description City. */
                city?: string;
                /** @description Country, as a two-letter ISO 3166-1 code (`BE`, `NL`). */
                country?: string;
                /** @description Contact e-mail address. */
                email?: string;
                /**
                 * URL
                 * @description Address of the organization's website.
                 */
                url?: string;
            };
        };
        /** Photo formats */
        PhotoFormats: {
            /**
             * URL
             * @description Address of the 200x200 px JPEG image.
             */
            thumbnail: string;
            /**
             * URL
             * @description Address of the 200x200 px WebP image.
             */
            thumbnailWebp: string;
            /**
             * URL
             * @description Address of the 450x450 px JPEG image.
             */
            medium: string;
            /**
             * URL
             * @description Address of the 450x450 px WebP image.
             */
            mediumWebp: string;
            /**
             * URL
             * @description Address of the 900x900 px JPEG image.
             */
            large: string;
            /**
             * URL
             * @description Address of the 900x900 px WebP image.
             */
            largeWebp: string;
            /**
             * URL
             * @description Address of the 1500x1500 px JPEG image.
             */
            huge: string;
            /**
             * URL
             * @description Address of the 1500x1500 px WebP image.
             */
            hugeWebp: string;
        };
        /** Frontal formats */
        FrontalFormats: {
            /**
             * URL
             * @description Address of the 200x200 px cut-out PNG image (transparent background).
             */
            thumbnail: string;
            /**
             * URL
             * @description Address of the 200x200 px cut-out WebP image.
             */
            thumbnailWebp: string;
            /**
             * URL
             * @description Address of the 450x450 px cut-out PNG image.
             */
            medium: string;
            /**
             * URL
             * @description Address of the 450x450 px JPEG image on a white background, the fall-back for clients that cannot show transparency.
             */
            mediumJpeg: string;
            /**
             * URL
             * @description Address of the 450x450 px cut-out WebP image.
             */
            mediumWebp: string;
            /**
             * URL
             * @description Address of the 900x900 px JPEG image on a white background (there is no 900 px PNG).
             */
            largeJpg: string;
            /**
             * URL
             * @description Address of the 900x900 px cut-out WebP image.
             */
            largeWebp: string;
            /**
             * URL
             * @description Address of the 1500x1500 px cut-out PNG image.
             */
            huge: string;
            /**
             * URL
             * @description Address of the 1500x1500 px cut-out WebP image.
             */
            hugeWebp: string;
        };
        /** Description */
        Description: {
            /**
             * integer ID
             * @description The description's ID, unique across the catalogue.
             */
            id: number;
            /** @description The locales the text is written for; an empty list means every locale (then `content` has each locale of the product's name). */
            locales: string[];
            /** @description The audiences the item is meant for: `consumer`, `pharmacist`, `medical_professional`, `veterinarian`. */
            targetGroups: ("consumer" | "pharmacist" | "medical_professional" | "veterinarian")[];
            /**
             * @description What the text is about: a `general` description, directions for `usage`, the `composition`, `indications`, `contraindications`, `side_effects`, `warnings` or `storage` advice.
             * @enum {unknown}
             */
            type: "general" | "usage" | "composition" | "indications" | "contraindications" | "side_effects" | "warnings" | "storage";
            /**
             * localized text
             * @description The text, per locale.
             */
            content: {
                [key: string]: string;
            };
            /** @description When the description was added and last changed. */
            meta: components["schemas"]["Meta"];
        };
    };
    responses: {
        /**
         * @description `bad_request`: The body is not JSON, or JSON that is neither an object nor a list (a string, number or `null`); a request line, header or path the server cannot read (a malformed percent-escape, a header with a control character); a Content-Length that does not match the body.
         *
         *     `user_agent_required`: A media operation (query, stream, find) without a `User-Agent` header.
         */
        Error400: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "status": 400,
                 *         "code": "bad_request",
                 *         "message": "The request body is not valid JSON."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `authentication.not_authenticated`: No `Authorization` header, one that is not HTTP Basic, an unknown key, a wrong secret, a revoked key, a key whose user is disabled or gone, or a key of the other environment (production or sandbox). Carries `WWW-Authenticate: Basic realm="catalog", charset="UTF-8"`. */
        Error401: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "status": 401,
                 *         "code": "authentication.not_authenticated",
                 *         "message": "Send a valid API key and secret with HTTP Basic authentication."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `authorization.forbidden`: The key is valid but its subscription does not include the operation (a reader calling a create), or the body names records of another organization; on the embed card and public page: a link whose signature is wrong or expired, or whose key was revoked. */
        Error403: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "status": 403,
                 *         "code": "authorization.forbidden",
                 *         "message": "Your subscription does not include this operation."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `not_found`: No operation at this path, a find of an id that does not exist, or a write whose top-level id (`id`, `product`, `mediaItem`, `apiKey`) names no record. The message never repeats the path. */
        Error404: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "status": 404,
                 *         "code": "not_found",
                 *         "message": "No product has this id."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `method_not_allowed`: The path exists but not with this method (a GET on a query operation, an unknown method such as `QUERY`). Carries `Allow`. */
        Error405: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "status": 405,
                 *         "code": "method_not_allowed",
                 *         "message": "This method is not allowed here; use POST."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `request_timeout`: The request's headers did not arrive within the server's time limit. */
        Error408: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "status": 408,
                 *         "code": "request_timeout",
                 *         "message": "The request's headers did not arrive in time."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `conflict`: A write would repeat a value that must be unique: a user's e-mail address (compared without regard to case), a product's EAN, GTIN or PZN that another product carries, a brand name another brand has (compared without regard to case and accents). The message names the member. */
        Error409: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "status": 409,
                 *         "code": "conflict",
                 *         "message": "Another brand has this name (compared without regard to case and accents)."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `position_expired`: A position (`after` of the change feed) older than the history the server keeps (`CHANGES_RETENTION_DAYS`), from before a sandbox reset, or of another store. */
        Error410: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "status": 410,
                 *         "code": "position_expired",
                 *         "message": "The position is older than the changes this server keeps; take the catalogue again with a stream."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `precondition_failed`: An update sent with `If-Match` whose ETag is no longer the record's: someone changed it since it was read. Nothing is written. */
        Error412: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "status": 412,
                 *         "code": "precondition_failed",
                 *         "message": "The record has changed since the ETag in If-Match; read it again."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `payload_too_large`: A request body over 1 MiB; on the routes that take a file (`media/upload`), a body over 25 MiB or a file over 20 MiB. */
        Error413: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "status": 413,
                 *         "code": "payload_too_large",
                 *         "message": "The request body is larger than 1 MiB."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `unsupported_media_type`: A request body sent with a content type other than `application/json`, or `multipart/form-data` on the routes that take a file. */
        Error415: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "status": 415,
                 *         "code": "unsupported_media_type",
                 *         "message": "Request bodies must be sent as application/json."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `range_not_satisfiable`: A media file requested with a `Range` that starts past its end. Carries `Content-Range: bytes *\/<size>`. */
        Error416: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "status": 416,
                 *         "code": "range_not_satisfiable",
                 *         "message": "The range starts past the end of the file, which has 48213 bytes."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description `validation_failed`: Well-formed JSON that breaks the operation's rules: an unknown member, filter or sort key, a value of the wrong type or outside its allowed values, a page size other than 10, 50, 100 or 250, a negative page, a missing required member, over 1,000 identifier codes, a filter past the size limits. `violations` lists every problem found, each with a JSON Pointer `path` into the body (`/query/<name>` for a query-string parameter) and a `message`.
         *
         *     `idempotency_key_reused`: A create sent with an `Idempotency-Key` that the same API key used in the last 24 hours with another body.
         *
         *     `result_window_exceeded`: A products or media page that starts at result 10,000 or later.
         */
        Error422: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "status": 422,
                 *         "code": "validation_failed",
                 *         "message": "The request does not match the schema of this operation.",
                 *         "violations": [
                 *           {
                 *             "path": "/page/size",
                 *             "message": "must be one of 10, 50, 100, 250"
                 *           }
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `too_many_requests`: The key made more requests in the last 60 seconds than the rate limit allows, or too many failed authentications came from this address or for this key. Carries `Retry-After` (seconds) and, for the rate limit, `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset`. */
        Error429: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "status": 429,
                 *         "code": "too_many_requests",
                 *         "message": "At most 100 requests per minute; retry after 12 s."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `headers_too_large`: The request's headers are larger than the server reads (16 KiB in all). */
        Error431: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "status": 431,
                 *         "code": "headers_too_large",
                 *         "message": "The request's headers are larger than 16 KiB."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description `internal_error`: Something unexpected went wrong on the server. The body says nothing about the cause; the server logs it with the request id. */
        Error500: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "status": 500,
                 *         "code": "internal_error",
                 *         "message": "Something went wrong on our side; quote request id 8f2c1b7e when reporting it."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description `query_timeout`: The query took longer than the server allows (`QUERY_TIMEOUT_MS`, 10 seconds unless configured) and was stopped. Carries `Retry-After`.
         *
         *     `unavailable`: The server is shutting down, or its store cannot be reached or is busy beyond its wait limit. Carries `Retry-After`. A stream that fails this way midway ends with this code in its final line.
         */
        Error503: {
            headers: {
                "X-Request-Id": components["headers"]["X-Request-Id"];
                "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                "Retry-After": components["headers"]["Retry-After"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "error": {
                 *         "status": 503,
                 *         "code": "query_timeout",
                 *         "message": "The query took longer than the server allows (10000 ms) and was stopped; narrow the filter, or read everything with the stream operation."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /**
         * @description Media operations need one that names your application (400 `user_agent_required`).
         * @example my-shop-sync/1.0
         */
        UserAgent: string;
        /** @description The same key and body within 24 hours answers the first answer again (`Idempotent-Replayed: true`); another body with it is 422 `idempotency_key_reused`. */
        IdempotencyKey: string;
        /** @description The ETag the update is based on: 412 `precondition_failed` when the record has changed since. */
        IfMatch: string;
    };
    requestBodies: never;
    headers: {
        /** @description The id the server logged the request under (the request's own when it sent a sane one). */
        "X-Request-Id": string;
        /** @description Requests allowed per key in any rolling 60 seconds (only while the rate limit is on). */
        "RateLimit-Limit": number;
        /** @description Requests left in the current window. */
        "RateLimit-Remaining": number;
        /** @description Seconds until a request of the window leaves it. */
        "RateLimit-Reset": number;
        /** @description Seconds to wait before sending the request again. */
        "Retry-After": number;
        /** @description The version of the record: send it as `If-Match` on an update, or `If-None-Match` on a find. */
        ETag: string;
        /** @description `true` when the answer repeats the first answer to the same Idempotency-Key. */
        "Idempotent-Replayed": "true";
        /** @description `true` on a deprecated operation. */
        Deprecation: string;
        /** @description The successor of a deprecated operation (`rel="successor-version"`). */
        Link: string;
        /** @description `Basic realm="catalog", charset="UTF-8"`. */
        "WWW-Authenticate": string;
        /** @description The change feed position the stream's lines are as of (taken before it read anything; a resumed stream repeats the first request's): follow `changes/query` after it to keep the copy current. */
        "X-Catalog-Position": string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    productsQuery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "filter": {
                 *         "brand": [
                 *           13
                 *         ],
                 *         "status": "active"
                 *       },
                 *       "sorting": {
                 *         "name": {
                 *           "direction": "ASC",
                 *           "locale": "nl"
                 *         }
                 *       },
                 *       "page": {
                 *         "no": 0,
                 *         "size": 10
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ProductQuery"];
            };
        };
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductPage"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    productsStream: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "filter": {
                 *         "brand": [
                 *           13
                 *         ],
                 *         "status": "active"
                 *       },
                 *       "sorting": {
                 *         "name": {
                 *           "direction": "ASC",
                 *           "locale": "nl"
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ProductStreamRequest"];
            };
        };
        responses: {
            /** @description One line per result. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Catalog-Position": components["headers"]["X-Catalog-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/x-json-stream": components["schemas"]["ProductStreamLine"];
                };
            };
            /** @description Nothing matches. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Catalog-Position": components["headers"]["X-Catalog-Position"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            410: components["responses"]["Error410"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    productsFind: {
        parameters: {
            query: {
                /** @example 0443631 */
                id: string;
            };
            header?: {
                /** @description An ETag of this record: 304 when it is still current. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{"product": ...}` */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        product: components["schemas"]["Product"];
                    };
                };
            };
            /** @description The record still has the ETag sent in If-None-Match. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    mediaQuery: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Media operations need one that names your application (400 `user_agent_required`).
                 * @example my-shop-sync/1.0
                 */
                "User-Agent": components["parameters"]["UserAgent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "filter": {
                 *         "product": [
                 *           "0443631"
                 *         ],
                 *         "type": [
                 *           "photo",
                 *           "frontal"
                 *         ]
                 *       },
                 *       "sorting": {
                 *         "id": "ASC"
                 *       },
                 *       "page": {
                 *         "no": 0,
                 *         "size": 10
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["MediaItemQuery"];
            };
        };
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MediaItemPage"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    mediaStream: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Media operations need one that names your application (400 `user_agent_required`).
                 * @example my-shop-sync/1.0
                 */
                "User-Agent": components["parameters"]["UserAgent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "filter": {
                 *         "product": [
                 *           "0443631"
                 *         ],
                 *         "type": [
                 *           "photo",
                 *           "frontal"
                 *         ]
                 *       },
                 *       "sorting": {
                 *         "id": "ASC"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["MediaItemStreamRequest"];
            };
        };
        responses: {
            /** @description One line per result. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Catalog-Position": components["headers"]["X-Catalog-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/x-json-stream": components["schemas"]["MediaItemStreamLine"];
                };
            };
            /** @description Nothing matches. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Catalog-Position": components["headers"]["X-Catalog-Position"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            410: components["responses"]["Error410"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    mediaFind: {
        parameters: {
            query: {
                /** @example 949 */
                id: number;
            };
            header: {
                /**
                 * @description Media operations need one that names your application (400 `user_agent_required`).
                 * @example my-shop-sync/1.0
                 */
                "User-Agent": components["parameters"]["UserAgent"];
                /** @description An ETag of this record: 304 when it is still current. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{"mediaItem": ...}` */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        mediaItem: components["schemas"]["MediaItem"];
                    };
                };
            };
            /** @description The record still has the ETag sent in If-None-Match. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    organizationsQuery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "filter": {
                 *         "type": "marketing"
                 *       },
                 *       "sorting": {
                 *         "name": "ASC"
                 *       },
                 *       "page": {
                 *         "no": 0,
                 *         "size": 10
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OrganizationQuery"];
            };
        };
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationPage"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    organizationsFind: {
        parameters: {
            query: {
                /** @example 5 */
                id: number;
            };
            header?: {
                /** @description An ETag of this record: 304 when it is still current. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{"organization": ...}` */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        organization: components["schemas"]["Organization"];
                    };
                };
            };
            /** @description The record still has the ETag sent in If-None-Match. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    brandsQuery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "filter": {
                 *         "id": [
                 *           13
                 *         ]
                 *       },
                 *       "sorting": {
                 *         "name": "ASC"
                 *       },
                 *       "page": {
                 *         "no": 0,
                 *         "size": 10
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["BrandQuery"];
            };
        };
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrandPage"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    brandsFind: {
        parameters: {
            query: {
                /** @example 13 */
                id: number;
            };
            header?: {
                /** @description An ETag of this record: 304 when it is still current. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{"brand": ...}` */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        brand: components["schemas"]["Brand"];
                    };
                };
            };
            /** @description The record still has the ETag sent in If-None-Match. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    productFamiliesQuery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "filter": {
                 *         "id": [
                 *           1
                 *         ]
                 *       },
                 *       "sorting": {
                 *         "name": {
                 *           "direction": "ASC",
                 *           "locale": "nl"
                 *         }
                 *       },
                 *       "page": {
                 *         "no": 0,
                 *         "size": 10
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ProductFamilyQuery"];
            };
        };
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductFamilyPage"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    updatesQuery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "filter": {
                 *         "organization": [
                 *           10
                 *         ]
                 *       },
                 *       "sorting": {
                 *         "createdAt": "DESC"
                 *       },
                 *       "page": {
                 *         "no": 0,
                 *         "size": 10
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["UpdateQuery"];
            };
        };
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdatePage"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    correctionsQuery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "filter": {
                 *         "product": [
                 *           "0064671"
                 *         ]
                 *       },
                 *       "sorting": {
                 *         "touchedAt": "DESC"
                 *       },
                 *       "page": {
                 *         "no": 0,
                 *         "size": 10
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CorrectionQuery"];
            };
        };
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CorrectionPage"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    correctionsFind: {
        parameters: {
            query: {
                /** @example 1 */
                id: number;
            };
            header?: {
                /** @description An ETag of this record: 304 when it is still current. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{"correction": ...}` */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        correction: components["schemas"]["Correction"];
                    };
                };
            };
            /** @description The record still has the ETag sent in If-None-Match. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    usersQuery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "filter": {
                 *         "organization": [
                 *           1
                 *         ]
                 *       },
                 *       "sorting": {
                 *         "id": "ASC"
                 *       },
                 *       "page": {
                 *         "no": 0,
                 *         "size": 10
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["UserQuery"];
            };
        };
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPage"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    catalogCategoriesQuery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "filter": {
                 *         "parent": [
                 *           "01"
                 *         ]
                 *       },
                 *       "page": {
                 *         "no": 0,
                 *         "size": 10
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CatalogCategoryQuery"];
            };
        };
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogCategoryPage"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    publicCategoriesQuery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "filter": {
                 *         "id": [
                 *           1
                 *         ]
                 *       },
                 *       "sorting": {
                 *         "id": "ASC"
                 *       },
                 *       "page": {
                 *         "no": 0,
                 *         "size": 10
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["PublicCategoryQuery"];
            };
        };
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicCategoryPage"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    dietaryRestrictionsQuery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "filter": {},
                 *       "sorting": {
                 *         "id": "ASC"
                 *       },
                 *       "page": {
                 *         "no": 0,
                 *         "size": 10
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["DietaryRestrictionQuery"];
            };
        };
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DietaryRestrictionPage"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    colorsQuery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "filter": {},
                 *       "sorting": {
                 *         "id": "ASC"
                 *       },
                 *       "page": {
                 *         "no": 0,
                 *         "size": 10
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ColorQuery"];
            };
        };
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ColorPage"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    activeIngredientsQuery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "filter": {
                 *         "search": "Paracetamol"
                 *       },
                 *       "sorting": {
                 *         "name": {
                 *           "direction": "ASC",
                 *           "locale": "nl"
                 *         }
                 *       },
                 *       "page": {
                 *         "no": 0,
                 *         "size": 10
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ActiveIngredientQuery"];
            };
        };
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActiveIngredientPage"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    activeIngredientsFind: {
        parameters: {
            query: {
                /** @example 1 */
                id: number;
            };
            header?: {
                /** @description An ETag of this record: 304 when it is still current. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{"activeIngredient": ...}` */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        activeIngredient: components["schemas"]["ActiveIngredient"];
                    };
                };
            };
            /** @description The record still has the ETag sent in If-None-Match. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    productAttributesQuery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "filter": {
                 *         "code": [
                 *           "galenic_form"
                 *         ]
                 *       },
                 *       "sorting": {
                 *         "id": "ASC"
                 *       },
                 *       "page": {
                 *         "no": 0,
                 *         "size": 10
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["AttributeQuery"];
            };
        };
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AttributePage"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    productAttributesFind: {
        parameters: {
            query: {
                /** @example 1 */
                id: number;
            };
            header?: {
                /** @description An ETag of this record: 304 when it is still current. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{"attribute": ...}` */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        attribute: components["schemas"]["Attribute"];
                    };
                };
            };
            /** @description The record still has the ETag sent in If-None-Match. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    productAttributeOptionsQuery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "filter": {
                 *         "attribute": [
                 *           1
                 *         ]
                 *       },
                 *       "sorting": {
                 *         "id": "ASC"
                 *       },
                 *       "page": {
                 *         "no": 0,
                 *         "size": 10
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OptionQuery"];
            };
        };
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OptionPage"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    productAttributeOptionsFind: {
        parameters: {
            query: {
                /** @example 101 */
                id: number;
            };
            header?: {
                /** @description An ETag of this record: 304 when it is still current. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{"option": ...}` */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        option: components["schemas"]["Option"];
                    };
                };
            };
            /** @description The record still has the ETag sent in If-None-Match. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    Deprecation: components["headers"]["Deprecation"];
                    Link: components["headers"]["Link"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    subscriptionTypesQuery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "filter": {},
                 *       "sorting": {
                 *         "id": "ASC"
                 *       },
                 *       "page": {
                 *         "no": 0,
                 *         "size": 10
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["SubscriptionTypeQuery"];
            };
        };
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionTypePage"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    usersCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description The same key and body within 24 hours answers the first answer again (`Idempotent-Replayed: true`); another body with it is 422 `idempotency_key_reused`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description A new reader of the demo's organization; the e-mail address is unique, so a second send answers 409. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "jana.peeters@example.com",
                 *       "role": "software_developer",
                 *       "organization": 5,
                 *       "profile": {
                 *         "name": "Jana Peeters"
                 *       },
                 *       "preferences": {
                 *         "language": "nl"
                 *       },
                 *       "subscription": {
                 *         "type": 1
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["UsersCreateRequest"];
            };
        };
        responses: {
            /** @description The written user. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: components["schemas"]["User"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    organizationsCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description The same key and body within 24 hours answers the first answer again (`Idempotent-Replayed: true`); another body with it is 422 `idempotency_key_reused`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "profile": {
                 *         "name": "Apotheek De Linde",
                 *         "type": "other",
                 *         "city": "Gent",
                 *         "country": "BE",
                 *         "url": "https://www.apotheek-delinde.example"
                 *       },
                 *       "settings": {
                 *         "isPublic": true
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OrganizationsCreateRequest"];
            };
        };
        responses: {
            /** @description The written organization. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        organization: components["schemas"]["Organization"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    productsCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description The same key and body within 24 hours answers the first answer again (`Idempotent-Replayed: true`); another body with it is 422 `idempotency_key_reused`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The EAN is unique: a second send answers 409. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "organizations": [
                 *         5
                 *       ],
                 *       "product": {
                 *         "status": "active",
                 *         "name": {
                 *           "nl": "Handcrème met ureum 50 ml",
                 *           "fr": "Crème mains à l'urée 50 ml",
                 *           "en": "Urea hand cream 50 ml"
                 *         },
                 *         "ean": [
                 *           5412345600015
                 *         ],
                 *         "brands": [
                 *           13
                 *         ],
                 *         "packageQuantity": 1,
                 *         "publicPrice": 895
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ProductsCreateRequest"];
            };
        };
        responses: {
            /** @description The written product. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        product: components["schemas"]["Product"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    productsUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag the update is based on: 412 `precondition_failed` when the record has changed since. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "0443631",
                 *       "product": {
                 *         "publicPrice": 2639,
                 *         "packagingUnit": "tube"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ProductsUpdateRequest"];
            };
        };
        responses: {
            /** @description The written product. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        product: components["schemas"]["Product"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            412: components["responses"]["Error412"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    productsAddMedia: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "product": "0443631",
                 *       "mediaItem": 68,
                 *       "displayOrder": 2
                 *     }
                 */
                "application/json": components["schemas"]["ProductsAddMediaRequest"];
            };
        };
        responses: {
            /** @description The written product. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        product: components["schemas"]["Product"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    productsRemoveMedia: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "product": "0049047",
                 *       "mediaItem": 25
                 *     }
                 */
                "application/json": components["schemas"]["ProductsRemoveMediaRequest"];
            };
        };
        responses: {
            /** @description The written product. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        product: components["schemas"]["Product"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    mediaUpload: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Media operations need one that names your application (400 `user_agent_required`).
                 * @example my-shop-sync/1.0
                 */
                "User-Agent": components["parameters"]["UserAgent"];
                /** @description The same key and body within 24 hours answers the first answer again (`Idempotent-Replayed: true`); another body with it is 422 `idempotency_key_reused`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description A PNG with a transparent background, as base64: it becomes a frontal. A large file is better sent as multipart/form-data. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "file": {
                 *         "name": "handcreme-front-nl.png",
                 *         "content": "iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAMAAAAoLQ9TAAAABlBMVEVMaXEeeMj+vZYbAAAAAXRSTlMAQObYZgAAAAlwSFlzAAAD6AAAA+gBtXtSawAAABJJREFUeNpjYCAKMELBcBDACwA0EABhCsObYgAAAABJRU5ErkJggg=="
                 *       },
                 *       "products": [
                 *         "0443631"
                 *       ],
                 *       "published": true
                 *     }
                 */
                "application/json": components["schemas"]["MediaUploadRequest"];
                "multipart/form-data": {
                    /** @description The file; its name is the part's file name. */
                    file: string;
                    /** @description As in the JSON body (lists repeated or as one JSON array, booleans as `true`/`false`). IDs of products to link the new item to, at the end of their photos, frontals or links; the caller must own each. */
                    products?: unknown;
                    /** @description As in the JSON body (lists repeated or as one JSON array, booleans as `true`/`false`). The organization that owns the new item; left out, the caller's. A manager may name only its own. */
                    organization?: unknown;
                    /** @description As in the JSON body (lists repeated or as one JSON array, booleans as `true`/`false`). Whether the new item is published; left out, it is. */
                    published?: unknown;
                };
            };
        };
        responses: {
            /** @description The written mediaItem. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        mediaItem: components["schemas"]["MediaItem"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    mediaCreateLink: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Media operations need one that names your application (400 `user_agent_required`).
                 * @example my-shop-sync/1.0
                 */
                "User-Agent": components["parameters"]["UserAgent"];
                /** @description The same key and body within 24 hours answers the first answer again (`Idempotent-Replayed: true`); another body with it is 422 `idempotency_key_reused`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "link": {
                 *         "linkType": "video",
                 *         "url": {
                 *           "nl": "https://video.example.com/watch/handcreme?hl=nl"
                 *         },
                 *         "name": {
                 *           "nl": "Instructievideo"
                 *         },
                 *         "locales": [
                 *           "nl"
                 *         ]
                 *       },
                 *       "products": [
                 *         "0443631"
                 *       ],
                 *       "published": true
                 *     }
                 */
                "application/json": components["schemas"]["MediaCreateLinkRequest"];
            };
        };
        responses: {
            /** @description The written mediaItem. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        mediaItem: components["schemas"]["MediaItem"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    mediaUpdate: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Media operations need one that names your application (400 `user_agent_required`).
                 * @example my-shop-sync/1.0
                 */
                "User-Agent": components["parameters"]["UserAgent"];
                /** @description The ETag the update is based on: 412 `precondition_failed` when the record has changed since. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "mediaItem": 949,
                 *       "data": {
                 *         "targetGroups": [
                 *           "consumer",
                 *           "pharmacist"
                 *         ],
                 *         "photoType": "packshot"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["MediaUpdateRequest"];
            };
        };
        responses: {
            /** @description The written mediaItem. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        mediaItem: components["schemas"]["MediaItem"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            412: components["responses"]["Error412"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    mediaPublish: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Media operations need one that names your application (400 `user_agent_required`).
                 * @example my-shop-sync/1.0
                 */
                "User-Agent": components["parameters"]["UserAgent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "mediaItem": 32
                 *     }
                 */
                "application/json": components["schemas"]["MediaPublishRequest"];
            };
        };
        responses: {
            /** @description The written mediaItem. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        mediaItem: components["schemas"]["MediaItem"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    mediaUnpublish: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Media operations need one that names your application (400 `user_agent_required`).
                 * @example my-shop-sync/1.0
                 */
                "User-Agent": components["parameters"]["UserAgent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "mediaItem": 1
                 *     }
                 */
                "application/json": components["schemas"]["MediaUnpublishRequest"];
            };
        };
        responses: {
            /** @description The written mediaItem. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        mediaItem: components["schemas"]["MediaItem"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    productDescriptionsCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description The same key and body within 24 hours answers the first answer again (`Idempotent-Replayed: true`); another body with it is 422 `idempotency_key_reused`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "product": "0443631",
                 *       "description": {
                 *         "type": "usage",
                 *         "locales": [
                 *           "nl"
                 *         ],
                 *         "content": {
                 *           "nl": "Breng twee keer per dag een dunne laag aan op de droge huid."
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ProductDescriptionsCreateRequest"];
            };
        };
        responses: {
            /** @description The written description. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        description: components["schemas"]["Description"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    productDescriptionsUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag the update is based on: 412 `precondition_failed` when the record has changed since. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 684,
                 *       "description": {
                 *         "content": {
                 *           "nl": "Puraraine 1 g 10 tabletten van Puraraine is ontwikkeld in samenwerking met apothekers. Geschikt voor dagelijks gebruik door het hele gezin. Klinisch getest en goed verdragen. Dermatologisch getest."
                 *         }
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ProductDescriptionsUpdateRequest"];
            };
        };
        responses: {
            /** @description The written description. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        description: components["schemas"]["Description"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            412: components["responses"]["Error412"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    productDescriptionsDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 685
                 *     }
                 */
                "application/json": components["schemas"]["ProductDescriptionsDeleteRequest"];
            };
        };
        responses: {
            /** @description The written description. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        description: components["schemas"]["Description"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    brandsCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description The same key and body within 24 hours answers the first answer again (`Idempotent-Replayed: true`); another body with it is 422 `idempotency_key_reused`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description Brand names are unique: a second send answers 409. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "brand": {
                 *         "name": "Linde Natural Care"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["BrandsCreateRequest"];
            };
        };
        responses: {
            /** @description The written brand. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        brand: components["schemas"]["Brand"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    brandsUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag the update is based on: 412 `precondition_failed` when the record has changed since. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 13,
                 *       "brand": {
                 *         "logo": "https://images.example.com/brands/13/logo-2026.png"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["BrandsUpdateRequest"];
            };
        };
        responses: {
            /** @description The written brand. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        brand: components["schemas"]["Brand"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            412: components["responses"]["Error412"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    correctionsCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description The same key and body within 24 hours answers the first answer again (`Idempotent-Replayed: true`); another body with it is 422 `idempotency_key_reused`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "product": "0443631",
                 *       "correction": {
                 *         "locale": "nl",
                 *         "type": "wrong_information",
                 *         "text": "De verpakking vermeldt een andere inhoud dan de naam."
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CorrectionsCreateRequest"];
            };
        };
        responses: {
            /** @description The written correction. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        correction: components["schemas"]["Correction"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    apiKeysCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description The same key and body within 24 hours answers the first answer again (`Idempotent-Replayed: true`); another body with it is 422 `idempotency_key_reused`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "user": 1,
                 *       "name": "My shop sync"
                 *     }
                 */
                "application/json": components["schemas"]["ApiKeysCreateRequest"];
            };
        };
        responses: {
            /** @description The written apiKey. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        apiKey: components["schemas"]["ApiKeysRevokeAnswer"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    apiKeysRevoke: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Put the `apiKey.id` of your api-keys/create answer in `apiKey` (not the key you authorized with: it would stop working). */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "apiKey": "ck_5d0c1e9a7b3f4a2e6c8d0b1f"
                 *     }
                 */
                "application/json": components["schemas"]["ApiKeysRevokeRequest"];
            };
        };
        responses: {
            /** @description The written apiKey. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        apiKey: components["schemas"]["ApiKeysRevokeAnswer"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    webhooksCreate: {
        parameters: {
            query?: never;
            header?: {
                /** @description The same key and body within 24 hours answers the first answer again (`Idempotent-Replayed: true`); another body with it is 422 `idempotency_key_reused`. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description The URL's host must resolve to public addresses only (docs/webhooks.md "Destinations"). On a fresh demo this makes webhook 1, which the other webhook examples name. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "webhook": {
                 *         "url": "https://example.com/catalog-webhook",
                 *         "resources": [
                 *           "products",
                 *           "media"
                 *         ],
                 *         "description": "Shop sync: products and media"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WebhooksCreateRequest"];
            };
        };
        responses: {
            /** @description The written webhook. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    "Idempotent-Replayed": components["headers"]["Idempotent-Replayed"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        webhook: components["schemas"]["Webhook"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            409: components["responses"]["Error409"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    webhooksUpdate: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag the update is based on: 412 `precondition_failed` when the record has changed since. */
                "If-Match"?: components["parameters"]["IfMatch"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description Webhook 1 is the one the webhooks/create example makes on a fresh demo; send that first. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 1,
                 *       "webhook": {
                 *         "description": "Shop sync: products and media (paused)",
                 *         "isEnabled": false
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WebhooksUpdateRequest"];
            };
        };
        responses: {
            /** @description The written webhook. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        webhook: components["schemas"]["Webhook"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            409: components["responses"]["Error409"];
            412: components["responses"]["Error412"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    webhooksDelete: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Webhook 1 is the one the webhooks/create example makes on a fresh demo; send that first. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 1
                 *     }
                 */
                "application/json": components["schemas"]["WebhooksDeleteRequest"];
            };
        };
        responses: {
            /** @description The written webhook. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        webhook: components["schemas"]["Webhook"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    webhooksRotateSecret: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Webhook 1 is the one the webhooks/create example makes on a fresh demo; send that first. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 1
                 *     }
                 */
                "application/json": components["schemas"]["WebhooksRotateSecretRequest"];
            };
        };
        responses: {
            /** @description The written webhook. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        webhook: components["schemas"]["Webhook"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    webhooksRedeliver: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Webhook 1 is the one the webhooks/create example makes on a fresh demo; send that first. `after` must be a position of this store: the webhook's own `position`, or `meta.position` of a changes/query answer. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 1,
                 *       "after": "1.2bi.0.5f3c9a1e7d2b4c6a.Qx7_kP2mVn4"
                 *     }
                 */
                "application/json": components["schemas"]["WebhooksRedeliverRequest"];
            };
        };
        responses: {
            /** @description The written webhook. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        webhook: components["schemas"]["Webhook"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    changesQuery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Without `after`: no changes yet, and the position to follow from. */
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "filter": {
                 *         "resource": [
                 *           "products",
                 *           "brands"
                 *         ]
                 *       },
                 *       "limit": 100
                 *     }
                 */
                "application/json": components["schemas"]["ChangesQueryRequest"];
            };
        };
        responses: {
            /** @description The changes. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChangesAnswer"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            410: components["responses"]["Error410"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    changesStream: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description `after: null` and no `follow`: the answer is 204 with the position to follow from (X-Catalog-Position). */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "after": null,
                 *       "filter": {
                 *         "resource": "products"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ChangesStreamRequest"];
            };
        };
        responses: {
            /** @description One line per change. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Catalog-Position": components["headers"]["X-Catalog-Position"];
                    [name: string]: unknown;
                };
                content: {
                    "application/x-json-stream": components["schemas"]["ChangesStreamLine"];
                };
            };
            /** @description No change, and no `follow`. */
            204: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    "X-Catalog-Position": components["headers"]["X-Catalog-Position"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            410: components["responses"]["Error410"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    webhooksQuery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "filter": {
                 *         "id": [
                 *           1
                 *         ]
                 *       },
                 *       "sorting": {
                 *         "id": "ASC"
                 *       },
                 *       "page": {
                 *         "no": 0,
                 *         "size": 10
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["WebhookQuery"];
            };
        };
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookPage"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    webhooksFind: {
        parameters: {
            query: {
                /** @example 1 */
                id: number;
            };
            header?: {
                /** @description An ETag of this record: 304 when it is still current. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description `{"webhook": ...}` */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        webhook: components["schemas"]["Webhook"];
                    };
                };
            };
            /** @description The record still has the ETag sent in If-None-Match. */
            304: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    webhooksDeliveriesQuery: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "filter": {
                 *         "webhook": [
                 *           1
                 *         ]
                 *       },
                 *       "sorting": {
                 *         "id": "DESC"
                 *       },
                 *       "page": {
                 *         "no": 0,
                 *         "size": 10
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["DeliveryQuery"];
            };
        };
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeliveryPage"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    webhooksPing: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Webhook 1 is the one the webhooks/create example makes on a fresh demo; send that first. */
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": 1
                 *     }
                 */
                "application/json": components["schemas"]["WebhookPingRequest"];
            };
        };
        responses: {
            /** @description The ping's delivery. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        delivery: components["schemas"]["Delivery"];
                    };
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            404: components["responses"]["Error404"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    correctionsTypes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every correction type. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        types: {
                            /** @enum {string} */
                            id: "wrong_information" | "missing_information" | "wrong_photo" | "other";
                        }[];
                    };
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    productsGetFields: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One entry per top-level member of a product. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldsAnswer"];
                };
            };
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    mediaGetFields: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Media operations need one that names your application (400 `user_agent_required`).
                 * @example my-shop-sync/1.0
                 */
                "User-Agent": components["parameters"]["UserAgent"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One entry per member of photos and links. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FieldsAnswer"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    organizationsCheckSubscription: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "filter": {
                 *         "id": [
                 *           1
                 *         ]
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["OrganizationsCheckSubscriptionRequest"];
            };
        };
        responses: {
            /** @description One entry per organization the filter matches. */
            200: {
                headers: {
                    "X-Request-Id": components["headers"]["X-Request-Id"];
                    "RateLimit-Limit": components["headers"]["RateLimit-Limit"];
                    "RateLimit-Remaining": components["headers"]["RateLimit-Remaining"];
                    "RateLimit-Reset": components["headers"]["RateLimit-Reset"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrganizationsCheckSubscriptionAnswer"];
                };
            };
            400: components["responses"]["Error400"];
            401: components["responses"]["Error401"];
            403: components["responses"]["Error403"];
            413: components["responses"]["Error413"];
            415: components["responses"]["Error415"];
            422: components["responses"]["Error422"];
            429: components["responses"]["Error429"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    productsEmbed: {
        parameters: {
            query: {
                /** @example 0443631 */
                id: string;
                /** @example 1767240000 */
                t: string;
                /** @example ck_5d0c1e9a7b3f4a2e6c8d0b1f */
                key: string;
                /** @example c0ffeec0ffeec0ffeec0ffeec0ffeec0ffeec0ffeec0ffeec0ffeec0ffee0a1b */
                mac: string;
                /** @example nl */
                locale?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The card. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example <!doctype html>
                     *     <html lang="nl">
                     *     <head><meta charset="utf-8"><title>…</title></head>
                     *     <body>…</body>
                     *     </html>
                     */
                    "text/html; charset=utf-8": string;
                };
            };
            /** @description Not modified. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An HTML page saying what went wrong; the JSON error body when the request prefers `application/json` (see Error400). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html; charset=utf-8": string;
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 400,
                     *         "code": "bad_request",
                     *         "message": "The request body is not valid JSON."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An HTML page saying what went wrong; the JSON error body when the request prefers `application/json` (see Error403). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html; charset=utf-8": string;
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 403,
                     *         "code": "authorization.forbidden",
                     *         "message": "Your subscription does not include this operation."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An HTML page saying what went wrong; the JSON error body when the request prefers `application/json` (see Error404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html; charset=utf-8": string;
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 404,
                     *         "code": "not_found",
                     *         "message": "No product has this id."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An HTML page saying what went wrong; the JSON error body when the request prefers `application/json` (see Error422). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html; charset=utf-8": string;
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 422,
                     *         "code": "validation_failed",
                     *         "message": "The request does not match the schema of this operation.",
                     *         "violations": [
                     *           {
                     *             "path": "/page/size",
                     *             "message": "must be one of 10, 50, 100, 250"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An HTML page saying what went wrong; the JSON error body when the request prefers `application/json` (see Error500). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html; charset=utf-8": string;
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 500,
                     *         "code": "internal_error",
                     *         "message": "Something went wrong on our side; quote request id 8f2c1b7e when reporting it."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An HTML page saying what went wrong; the JSON error body when the request prefers `application/json` (see Error503). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html; charset=utf-8": string;
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 503,
                     *         "code": "query_timeout",
                     *         "message": "The query took longer than the server allows (10000 ms) and was stopped; narrow the filter, or read everything with the stream operation."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    productPage: {
        parameters: {
            query: {
                /** @example 1783051200 */
                t: string;
                /** @example b1a0eeff0ceeff0ceeff0ceeff0ceeff0ceeff0ceeff0ceeff0ceeff0ceeff0c */
                mac: string;
                /** @example nl */
                locale?: string;
            };
            header?: never;
            path: {
                /** @example 0443631 */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example <!doctype html>
                     *     <html lang="nl">
                     *     <head><meta charset="utf-8"><title>…</title></head>
                     *     <body>…</body>
                     *     </html>
                     */
                    "text/html; charset=utf-8": string;
                };
            };
            /** @description Not modified. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description An HTML page saying what went wrong; the JSON error body when the request prefers `application/json` (see Error400). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html; charset=utf-8": string;
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 400,
                     *         "code": "bad_request",
                     *         "message": "The request body is not valid JSON."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An HTML page saying what went wrong; the JSON error body when the request prefers `application/json` (see Error403). */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html; charset=utf-8": string;
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 403,
                     *         "code": "authorization.forbidden",
                     *         "message": "Your subscription does not include this operation."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An HTML page saying what went wrong; the JSON error body when the request prefers `application/json` (see Error404). */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html; charset=utf-8": string;
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 404,
                     *         "code": "not_found",
                     *         "message": "No product has this id."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An HTML page saying what went wrong; the JSON error body when the request prefers `application/json` (see Error422). */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html; charset=utf-8": string;
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 422,
                     *         "code": "validation_failed",
                     *         "message": "The request does not match the schema of this operation.",
                     *         "violations": [
                     *           {
                     *             "path": "/page/size",
                     *             "message": "must be one of 10, 50, 100, 250"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An HTML page saying what went wrong; the JSON error body when the request prefers `application/json` (see Error500). */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html; charset=utf-8": string;
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 500,
                     *         "code": "internal_error",
                     *         "message": "Something went wrong on our side; quote request id 8f2c1b7e when reporting it."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An HTML page saying what went wrong; the JSON error body when the request prefers `application/json` (see Error503). */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html; charset=utf-8": string;
                    /**
                     * @example {
                     *       "error": {
                     *         "status": 503,
                     *         "code": "query_timeout",
                     *         "message": "The query took longer than the server allows (10000 ms) and was stopped; narrow the filter, or read everything with the stream operation."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    mediaFile: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description Media operations need one that names your application (400 `user_agent_required`).
                 * @example my-shop-sync/1.0
                 */
                "User-Agent": components["parameters"]["UserAgent"];
                Range?: string;
            };
            path: {
                /** @example 949 */
                id: string;
                /**
                 * @description The format and its extension, e.g. `large.jpg`.
                 * @example large.jpg
                 */
                file: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                    "application/pdf": string;
                };
            };
            /** @description The requested range (`Content-Range` says which). */
            206: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "image/jpeg": string;
                    "image/png": string;
                    "image/webp": string;
                    "application/pdf": string;
                };
            };
            /** @description Not modified. */
            304: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["Error400"];
            404: components["responses"]["Error404"];
            416: components["responses"]["Error416"];
            500: components["responses"]["Error500"];
            503: components["responses"]["Error503"];
        };
    };
    openApi: {
        parameters: {
            query?: never;
            header?: {
                /** @description The ETag of the document as last read: 304 while it is the same. */
                "If-None-Match"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI 3.1 document. */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": Record<string, never>;
                };
            };
            /** @description The document still has the ETag sent in If-None-Match. */
            304: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    docsPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example <!doctype html>
                     *     <html lang="nl">
                     *     <head><meta charset="utf-8"><title>…</title></head>
                     *     <body>…</body>
                     *     </html>
                     */
                    "text/html; charset=utf-8": string;
                };
            };
        };
    };
    healthLive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description It answers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "live";
                    };
                };
            };
        };
    };
    healthReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "ready";
                        checks: {
                            [key: string]: string;
                        };
                    };
                };
            };
            503: components["responses"]["Error503"];
        };
    };
    metrics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The metrics in the Prometheus text format. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example # HELP catalog_http_requests_total Requests answered or ended by their client, by route, method and status.
                     *     # TYPE catalog_http_requests_total counter
                     *     catalog_http_requests_total{route="/v4/products/query",method="POST",status="200"} 42
                     */
                    "text/plain": string;
                };
            };
        };
    };
}

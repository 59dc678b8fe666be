// Shapes shared by every resource of the service's data model.

/** A union of known literals that still accepts any other string without losing autocomplete. */
export type OpenString<Known extends string> = Known | (string & {});

/** A free-form key/value map from the service. */
export type JsonObject = Record<string, unknown>;

/**
 * The storage under the courtroom state: named hashes of JSON text, changed one field at a time, so two
 * instances writing different fields of one room never overwrite each other.
 */
export type HashStore = {
  getAll: (key: string) => Promise<Record<string, string>>;
  get: (key: string, field: string) => Promise<string | undefined>;
  /** Sets these fields at once, leaving the others as they are. */
  set: (key: string, fields: Record<string, string>) => Promise<void>;
  /** Whether the field was there. */
  remove: (key: string, field: string) => Promise<boolean>;
  /** Removes the field only while it still holds `expected` (nobody replaced it meanwhile). */
  removeIf: (key: string, field: string, expected: string) => Promise<boolean>;
  drop: (keys: string[]) => Promise<void>;
};

/** A language's texts: one namespace per file of `src/locales/<language>/`. */
export type Namespaces = Record<string, Record<string, unknown>>;

/** The namespaces of a language's files as `import.meta.glob` found them, by file name. */
export function namespacesOf(files: Record<string, Record<string, unknown>>): Namespaces {
  return Object.fromEntries(
    Object.entries(files).map(([file, texts]) => [/([\w-]+)\.json$/.exec(file)?.[1] ?? file, texts]),
  );
}

import { pathToFileURL } from 'node:url';

/** The server entry module, as `templates/server-entry.tsx` exports it. */
export type ServerEntry = typeof import('../../templates/server-entry.tsx');

/** The page renderer the server entry creates for a site. */
export type Renderer = ReturnType<ServerEntry['createRenderer']>;

/** Imports a bundled server entry (see bundle/bundle-templates.ts). */
export async function importServerEntry(file: string): Promise<ServerEntry> {
  return (await import(pathToFileURL(file).href)) as ServerEntry;
}

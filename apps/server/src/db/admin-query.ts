import pg from 'pg';

/** One statement on the PostgreSQL server at `serverUrl` over a connection of its own (create or drop a database). */
export async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server `serverUrl` names. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

import type pg from 'pg';

/** A connection lost while checked out is reported by the query that meets it, not as a crash. */
const ignoreLostConnection = () => {};

/**
 * Runs `fn` in one transaction on one connection of `pool`; any throw rolls it back. A connection
 * that cannot even roll back (cut, the server restarting) is dropped, never handed out again.
 */
export async function inTransaction<T>(
  pool: pg.Pool,
  fn: (client: pg.PoolClient) => Promise<T>,
  /** The BEGIN that opens it (another isolation level). */
  begin = 'BEGIN',
): Promise<T> {
  const client = await pool.connect();
  client.on('error', ignoreLostConnection);
  let broken = false;
  try {
    await client.query(begin);
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (e) {
    await client.query('ROLLBACK').catch(() => {
      broken = true;
    });
    throw e;
  } finally {
    client.off('error', ignoreLostConnection);
    client.release(broken);
  }
}

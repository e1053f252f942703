// What a statement sent straight to PostgreSQL came to: the refusal's SQLSTATE, or 'ok'.

/** The refusal's SQLSTATE (BP002/BP003…), or 'ok' when the statement went through. */
export const refusalCode = (p: Promise<unknown>): Promise<string> =>
  p.then(
    () => 'ok',
    (e: unknown) => String((e as { code?: string }).code),
  );

/**
 * Serialises a multipart/form-data body to exact bytes (so it could be digested and signed) with
 * the platform's own FormData encoder rather than a hand-written one.
 */
export async function multipartBody(
  fields: Record<string, string>,
  files: Record<string, { filename: string; contentType: string; content: string | Uint8Array }>,
): Promise<{ bytes: Uint8Array; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) {
    const content = typeof file.content === 'string' ? file.content : Uint8Array.from(file.content);
    form.append(name, new Blob([content], { type: file.contentType }), file.filename);
  }
  const encoded = new Response(form);
  const contentType = encoded.headers.get('content-type');
  if (!contentType) throw new Error('FormData encoding produced no content type');
  return { bytes: new Uint8Array(await encoded.arrayBuffer()), contentType };
}

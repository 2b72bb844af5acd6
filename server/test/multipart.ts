/** A multipart/form-data body for app.inject: text fields and an optional file. */
export function multipartForm(
  fields: Record<string, string | number | undefined>,
  file?: { field: string; name: string; data: Buffer; type?: string },
) {
  const boundary = '----hrms-test-boundary';
  const parts: Buffer[] = Object.entries(fields)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
    );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/pdf'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(parts),
  };
}

import sharp from 'sharp';

/** A picture with some structure (a gradient and a disc), encoded as asked; made fresh in each test. */
export async function makeImage(
  format: 'jpeg' | 'png' | 'webp' | 'avif',
  width = 640,
  height = 360,
  options: { exifComment?: string } = {},
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<defs><linearGradient id="g"><stop offset="0" stop-color="#8fa781"/><stop offset="1" stop-color="#f2c9a8"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="#fbeed0"/></svg>`;
  let image = sharp(Buffer.from(svg));
  if (options.exifComment) image = image.withExif({ IFD0: { ImageDescription: options.exifComment } });
  return image.toFormat(format).toBuffer();
}

/** A multipart/form-data body with one file part. */
export function multipartBody(
  file: Buffer,
  options: { field?: string; filename?: string; contentType?: string } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----cozy${Math.random().toString(16).slice(2)}`;
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; filename="${options.filename ?? 'cover.png'}"\r\n` +
    `Content-Type: ${options.contentType ?? 'application/octet-stream'}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

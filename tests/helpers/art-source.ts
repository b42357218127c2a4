import http from 'node:http';
import sharp from 'sharp';

/**
 * A stand-in for the Steam store on loopback that answers as the real one does: app details at
 * `/api/appdetails?appids=N` (a capsule image and screenshots), and the images themselves. An app
 * it does not know answers `{ "N": { "success": false } }`, as the store does. Every request is
 * recorded, so a test can tell whether a second import fetched anything.
 */
export interface ArtSource {
  origin: string;
  requests: string[];
  close(): Promise<void>;
}

/** A picture of its own for every name: a gradient in a colour drawn from the name, and a few discs. */
async function picture(name: string, width: number, height: number): Promise<Buffer> {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  const discs = Array.from({ length: 5 }, (_, i) => {
    const x = ((hash >> i) % width) + 20;
    const y = ((hash >> (i + 3)) % height) + 20;
    return `<circle cx="${x}" cy="${y}" r="${40 + i * 18}" fill="hsl(${(hue + i * 40) % 360},60%,70%)" opacity="0.85"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},45%,78%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},45%,38%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${discs}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

export async function startArtSource(apps: Record<number, { screenshots: number } | 'unknown'>): Promise<ArtSource> {
  const requests: string[] = [];
  let origin = '';
  const server = http.createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', origin);
      requests.push(url.pathname + url.search);
      if (url.pathname === '/api/appdetails') {
        const id = Number(url.searchParams.get('appids'));
        const app = apps[id];
        const body =
          !app || app === 'unknown'
            ? { [id]: { success: false } }
            : {
                [id]: {
                  success: true,
                  data: {
                    steam_appid: id,
                    header_image: `${origin}/apps/${id}/header.jpg?t=1`,
                    screenshots: Array.from({ length: app.screenshots }, (_, i) => ({
                      id: i,
                      path_thumbnail: `${origin}/apps/${id}/ss_${i}.600x338.jpg`,
                      path_full: `${origin}/apps/${id}/ss_${i}.1920x1080.jpg`,
                    })),
                  },
                },
              };
        response.writeHead(200, { 'content-type': 'application/json' });
        return response.end(JSON.stringify(body));
      }
      const image = /^\/apps\/(\d+)\/(header|ss_\d+)/.exec(url.pathname);
      if (image) {
        const [width, height] = image[2] === 'header' ? [920, 430] : [1280, 720];
        response.writeHead(200, { 'content-type': 'image/jpeg' });
        return response.end(await picture(url.pathname, width, height));
      }
      response.writeHead(404).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return {
    origin,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

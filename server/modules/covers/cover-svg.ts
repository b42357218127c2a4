import { genreLabel } from '../../../common/catalogue.ts';

interface CoverInput {
  id: number;
  title: string;
  genre: string;
}

const PALETTES = [
  { sky: ['#f6e7d0', '#f2c9a8'], hills: ['#c9d6b5', '#a9bf94', '#8fa781'], sun: '#fbeed0', ink: '#3f4a36' },
  { sky: ['#e4e9f5', '#c8cfe8'], hills: ['#b8c4dc', '#97a6c9', '#7787b3'], sun: '#fdf6e3', ink: '#2f3552' },
  { sky: ['#fbe3e1', '#f2bfc0'], hills: ['#e8c3b4', '#d6a48f', '#b9836f'], sun: '#fff4e6', ink: '#4d2f2a' },
  { sky: ['#e5f2ec', '#bfe0d2'], hills: ['#a8d0bf', '#7fb8a3', '#5e9c86'], sun: '#fffbe8', ink: '#24453a' },
  { sky: ['#efe6f6', '#d6c6ea'], hills: ['#c7b6dd', '#a896c9', '#8a78b0'], sun: '#fff6de', ink: '#3a3050' },
  { sky: ['#fdf1d6', '#f7d98f'], hills: ['#e3cf93', '#c9b26e', '#a8914f'], sun: '#fffaf0', ink: '#4a3f1c' },
];

/** A small deterministic random source, so a game's cover never changes between requests. */
function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 10_000) / 10_000;
  };
}

function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.codePointAt(0)!, 16777619);
  return h >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Breaks a title into at most three lines of about 18 characters. */
export function wrapTitle(title: string, width = 18): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length > 3)
    return [
      ...lines.slice(0, 2),
      `${lines
        .slice(2)
        .join(' ')
        .slice(0, width - 1)}…`,
    ];
  return lines;
}

function hill(rand: () => number, baseY: number, amplitude: number): string {
  const points: string[] = [`M0 ${baseY}`];
  const segments = 4;
  for (let i = 1; i <= segments; i++) {
    const x = (640 / segments) * i;
    const cx = x - 640 / segments / 2;
    const cy = baseY - amplitude * (0.4 + rand());
    points.push(`Q${cx.toFixed(0)} ${cy.toFixed(0)} ${x.toFixed(0)} ${(baseY + (rand() - 0.5) * 20).toFixed(0)}`);
  }
  points.push('L640 360 L0 360 Z');
  return points.join(' ');
}

export function renderCoverSvg(game: CoverInput): string {
  const rand = random(hash(`${game.id}:${game.title}`));
  const palette = PALETTES[hash(game.title) % PALETTES.length]!;
  const sunX = 80 + rand() * 480;
  const sunY = 70 + rand() * 50;
  const sparkles = Array.from({ length: 6 }, () => {
    const x = (rand() * 620 + 10).toFixed(0);
    const y = (rand() * 130 + 10).toFixed(0);
    const r = (1.5 + rand() * 2.5).toFixed(1);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" opacity="0.7"/>`;
  }).join('');
  const [far, middle, near] = palette.hills;
  const lines = wrapTitle(game.title);
  const fontSize = lines.some((l) => l.length > 14) ? 38 : 46;
  const firstY = 200 - ((lines.length - 1) * fontSize * 1.1) / 2;
  const text = lines
    .map((line, i) => `<tspan x="320" y="${(firstY + i * fontSize * 1.1).toFixed(0)}">${escapeXml(line)}</tspan>`)
    .join('');

  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360" role="img" aria-label="${escapeXml(game.title)} cover">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#sky)"/>
${sparkles}
<circle cx="${sunX.toFixed(0)}" cy="${sunY.toFixed(0)}" r="${(34 + rand() * 18).toFixed(0)}" fill="${palette.sun}" opacity="0.9"/>
<path d="${hill(rand, 250, 70)}" fill="${far}"/>
<path d="${hill(rand, 290, 60)}" fill="${middle}"/>
<path d="${hill(rand, 330, 45)}" fill="${near}"/>
<rect x="40" y="${(firstY - fontSize * 1.05).toFixed(0)}" width="560" height="${(lines.length * fontSize * 1.1 + 60).toFixed(0)}" rx="22" fill="#fffdf8" opacity="0.82"/>
<text font-family="Georgia, 'Times New Roman', serif" font-size="${fontSize}" font-weight="700" fill="${palette.ink}" text-anchor="middle">${text}</text>
<text x="320" y="${(firstY + lines.length * fontSize * 1.1 + 6).toFixed(0)}" font-family="system-ui, sans-serif" font-size="18" letter-spacing="3" fill="${palette.ink}" opacity="0.75" text-anchor="middle">${escapeXml(genreLabel(game.genre).toUpperCase())}</text>
</svg>`;
}

import type { FailState, GameLength, PlayMode, TimePressure } from '../../../common/cozy-profile.ts';

/**
 * The cover drawn for a game without art of its own: a small scene picked from the game's genre,
 * painted in a palette and composed from a seed of its id and title, so each game has its own
 * picture and keeps it. Nothing is written on it (the card names the game); shapes are big and
 * simple so the picture still reads at 160 px wide.
 */
export interface CoverInput {
  id: number;
  title: string;
  genre: string;
  failState?: FailState | null;
  timePressure?: TimePressure | null;
  length?: GameLength | null;
  playModes?: readonly PlayMode[] | null;
  hasCombat?: boolean | null;
}

export const COVER_SCENES = [
  'farm',
  'shop',
  'forest',
  'cafe',
  'seaside',
  'night-town',
  'workshop',
  'garden',
  'street',
  'train',
  'lake',
  'room',
  'tiles',
  'hexes',
  'trail',
  'cards',
  'island',
] as const;
export type CoverScene = (typeof COVER_SCENES)[number];

/** The scenes that suit each genre; a genre not listed may get any scene. */
export const GENRE_SCENES: Record<string, readonly CoverScene[]> = {
  adventure: ['forest', 'trail', 'seaside', 'lake', 'night-town', 'train', 'island'],
  building: ['hexes', 'street', 'workshop', 'seaside'],
  'card-game': ['cards', 'cafe', 'room'],
  casual: ['garden', 'cafe', 'tiles', 'island'],
  crafting: ['workshop', 'cafe', 'garden', 'shop'],
  educational: ['tiles', 'garden', 'lake', 'room'],
  exploration: ['forest', 'trail', 'lake', 'seaside', 'island'],
  farming: ['farm', 'farm', 'garden', 'lake', 'shop'],
  'life-sim': ['street', 'room', 'garden', 'island', 'cafe', 'seaside', 'farm'],
  management: ['shop', 'cafe', 'street', 'train', 'farm'],
  'point-and-click': ['room', 'street', 'night-town'],
  puzzle: ['tiles', 'hexes', 'room', 'cards', 'workshop', 'garden'],
  rpg: ['forest', 'trail', 'night-town', 'farm'],
  sandbox: ['hexes', 'island', 'garden', 'street'],
  simulation: ['farm', 'train', 'workshop', 'shop'],
  social: ['street', 'cafe', 'night-town', 'island'],
  story: ['room', 'night-town', 'train', 'seaside', 'lake'],
  'visual-novel': ['room', 'night-town', 'cafe'],
};

type Mood = 'day' | 'golden' | 'dusk' | 'night';

interface Palette {
  name: string;
  mood: Mood;
  sky: [string, string];
  /** Sun or moon. */
  orb: string;
  /** Far, middle and near land. */
  land: [string, string, string];
  water: [string, string];
  /** Bright colours: roofs, awnings, flowers, boats. */
  accents: [string, string, string];
  /** Light surfaces: walls, sails, cards. */
  wall: string;
  wood: string;
  /** The darkest tone: silhouettes, tools, outlines. */
  ink: string;
  /** Lit windows and lamps. */
  glow: string;
}

const PALETTES: readonly Palette[] = [
  {
    name: 'meadow',
    mood: 'day',
    sky: ['#9fd3e8', '#e6f4ee'],
    orb: '#fff3c4',
    land: ['#a8d08d', '#7fb069', '#5a8f4e'],
    water: ['#6fb7c9', '#3f8aa0'],
    accents: ['#d9534f', '#f0ad4e', '#f7e07b'],
    wall: '#f6ecd9',
    wood: '#9b6a43',
    ink: '#2e3b32',
    glow: '#ffe28a',
  },
  {
    name: 'peach morning',
    mood: 'day',
    sky: ['#ffc9a8', '#fff0dc'],
    orb: '#fffaf0',
    land: ['#c8d9a4', '#a3c184', '#7ea36a'],
    water: ['#8cc7d1', '#5aa1b3'],
    accents: ['#e07a5f', '#81b29a', '#f2cc8f'],
    wall: '#fdf0e2',
    wood: '#a26b4b',
    ink: '#3d405b',
    glow: '#ffd98e',
  },
  {
    name: 'blossom',
    mood: 'day',
    sky: ['#f6cadc', '#fdf1f5'],
    orb: '#fffbea',
    land: ['#cfe3b8', '#a8cf96', '#86b57c'],
    water: ['#a7d3e0', '#78b5c9'],
    accents: ['#e5739d', '#8fb8de', '#f7c8d8'],
    wall: '#fff6f0',
    wood: '#b07d62',
    ink: '#4a3a4f',
    glow: '#ffe7a3',
  },
  {
    name: 'coast',
    mood: 'day',
    sky: ['#8fd3f4', '#e4f6fb'],
    orb: '#fffbe0',
    land: ['#b5d99c', '#86c28b', '#5aa17f'],
    water: ['#4fb3bf', '#1f7a8c'],
    accents: ['#ef6f6c', '#ffc857', '#5b8fb9'],
    wall: '#f7f3e8',
    wood: '#8c5e3c',
    ink: '#22333b',
    glow: '#ffe08a',
  },
  {
    name: 'mint',
    mood: 'day',
    sky: ['#bfe8d8', '#f3fbf6'],
    orb: '#fffdf0',
    land: ['#9ed3b4', '#6fb99a', '#4c9a80'],
    water: ['#7cc6cf', '#4a9eab'],
    accents: ['#f28482', '#f6bd60', '#84a5c9'],
    wall: '#fbf6ec',
    wood: '#a0704f',
    ink: '#264653',
    glow: '#ffe39c',
  },
  {
    name: 'rainy day',
    mood: 'day',
    sky: ['#aebdca', '#e3e8ec'],
    orb: '#f4f4ee',
    land: ['#9fb39a', '#7f9a84', '#5f7c69'],
    water: ['#8aa6b5', '#5e7f92'],
    accents: ['#d17a5b', '#e8c07d', '#6f8fa6'],
    wall: '#efe9df',
    wood: '#7d5a45',
    ink: '#2f3a40',
    glow: '#ffd88a',
  },
  {
    name: 'lemon',
    mood: 'day',
    sky: ['#f9e29a', '#fff8e1'],
    orb: '#ffffff',
    land: ['#c5d88a', '#9dbf6a', '#759f4f'],
    water: ['#7fc4d6', '#4e9bb3'],
    accents: ['#e76f51', '#2a9d8f', '#f4a261'],
    wall: '#fffaf0',
    wood: '#a06b45',
    ink: '#2b3a2e',
    glow: '#ffe08a',
  },
  {
    name: 'sage',
    mood: 'day',
    sky: ['#c6dccb', '#f4f1e6'],
    orb: '#fffdf2',
    land: ['#b7c9a8', '#94ae87', '#6f8f6a'],
    water: ['#92bfc0', '#5f9799'],
    accents: ['#c8755b', '#e3b75e', '#7a9cc6'],
    wall: '#f8f3e8',
    wood: '#8a6448',
    ink: '#2f3b35',
    glow: '#ffe29a',
  },
  {
    name: 'summer sky',
    mood: 'day',
    sky: ['#6ec3f0', '#d7f0fb'],
    orb: '#fffbe6',
    land: ['#9cd67a', '#6dbb5a', '#4a9a47'],
    water: ['#3fa7d6', '#1d6fa3'],
    accents: ['#f25f5c', '#ffd23f', '#247ba0'],
    wall: '#fbf8f0',
    wood: '#8b5a3c',
    ink: '#1f2d3d',
    glow: '#ffe066',
  },
  {
    name: 'sunset coral',
    mood: 'golden',
    sky: ['#f48c78', '#fdd9b5'],
    orb: '#fff1d6',
    land: ['#b8c28a', '#93a26c', '#6e8054'],
    water: ['#6f9fb8', '#44708e'],
    accents: ['#c8445a', '#edae49', '#00798c'],
    wall: '#fdebd8',
    wood: '#7e4e3a',
    ink: '#30232d',
    glow: '#ffd98e',
  },
  {
    name: 'golden hour',
    mood: 'golden',
    sky: ['#f4a85e', '#fde7b0'],
    orb: '#fff4d1',
    land: ['#c9c07a', '#a3a35c', '#7a8447'],
    water: ['#6aa3b3', '#3f7c8f'],
    accents: ['#c8553d', '#f28f3b', '#ffd5a0'],
    wall: '#fbe8cc',
    wood: '#8d5a3b',
    ink: '#3b2f2f',
    glow: '#ffe08a',
  },
  {
    name: 'autumn',
    mood: 'day',
    sky: ['#f1cf9c', '#fbefdc'],
    orb: '#fff6e0',
    land: ['#e0a458', '#c2703d', '#8f4f2e'],
    water: ['#7fa9b3', '#4f7f8c'],
    accents: ['#b5442e', '#e9a03b', '#6b8f4e'],
    wall: '#f7e9d3',
    wood: '#7a4b2e',
    ink: '#3a2a22',
    glow: '#ffd27a',
  },
  {
    name: 'harvest',
    mood: 'golden',
    sky: ['#e4a97a', '#f7dfc0'],
    orb: '#fff0d8',
    land: ['#cf9b5d', '#a86f43', '#7d4f33'],
    water: ['#7895a2', '#4d6b7a'],
    accents: ['#8e3b46', '#d9822b', '#e6c36a'],
    wall: '#f3e3cc',
    wood: '#6f4530',
    ink: '#2f2226',
    glow: '#ffcf70',
  },
  {
    name: 'snow day',
    mood: 'day',
    sky: ['#b3cde2', '#eef4f8'],
    orb: '#fffdf4',
    land: ['#e8eef3', '#d3dee8', '#bccbd9'],
    water: ['#8fb3c9', '#5f8aa6'],
    accents: ['#c0392b', '#2e7d5b', '#f2c14e'],
    wall: '#f4efe6',
    wood: '#7b5b47',
    ink: '#2b3a4a',
    glow: '#ffe08a',
  },
  {
    name: 'winter dusk',
    mood: 'dusk',
    sky: ['#5d5a92', '#f2b8a2'],
    orb: '#ffe3c2',
    land: ['#d9d4ea', '#b9b3d6', '#948fbf'],
    water: ['#6e6aa0', '#46447a'],
    accents: ['#d1495b', '#edae49', '#66a182'],
    wall: '#e9dfe6',
    wood: '#6b4f5a',
    ink: '#2a2547',
    glow: '#ffd27f',
  },
  {
    name: 'rose dusk',
    mood: 'dusk',
    sky: ['#4f4a8c', '#f4a38c'],
    orb: '#ffd7a8',
    land: ['#a98fb8', '#7d6a9e', '#574a7a'],
    water: ['#5f5a9a', '#3b3670'],
    accents: ['#f28a80', '#f6c177', '#8fc0a9'],
    wall: '#f1dcd3',
    wood: '#6e4c5c',
    ink: '#241f3d',
    glow: '#ffd37a',
  },
  {
    name: 'lavender evening',
    mood: 'dusk',
    sky: ['#8e7dbe', '#f0c9d8'],
    orb: '#fff0e0',
    land: ['#b4a7d6', '#9282bf', '#6f5fa3'],
    water: ['#8a7fc0', '#5d51a0'],
    accents: ['#f4978e', '#fbc4ab', '#a5d6a7'],
    wall: '#f6e6ee',
    wood: '#7a5c6e',
    ink: '#2e2547',
    glow: '#ffe2a0',
  },
  {
    name: 'ember',
    mood: 'dusk',
    sky: ['#2f4a6d', '#f28c52'],
    orb: '#ffd08a',
    land: ['#6d6a8f', '#4f4d73', '#35355a'],
    water: ['#3f5f86', '#27406a'],
    accents: ['#e4572e', '#f3a712', '#a8c686'],
    wall: '#f0d9c0',
    wood: '#5a3d3a',
    ink: '#1c2038',
    glow: '#ffcf6b',
  },
  {
    name: 'night blue',
    mood: 'night',
    sky: ['#0f1c3f', '#2d4477'],
    orb: '#f6f0d3',
    land: ['#2e4a6b', '#233a57', '#182a42'],
    water: ['#1f3a66', '#10244a'],
    accents: ['#e76f51', '#e9c46a', '#2a9d8f'],
    wall: '#e9dcc4',
    wood: '#5b4636',
    ink: '#0b1326',
    glow: '#ffd166',
  },
  {
    name: 'night teal',
    mood: 'night',
    sky: ['#0d2b33', '#1f5560'],
    orb: '#eef4dc',
    land: ['#2c5f5d', '#1e4a4a', '#133636'],
    water: ['#1a4d5c', '#0d3340'],
    accents: ['#f4a259', '#f25c54', '#8cb369'],
    wall: '#e6dccb',
    wood: '#5a4536',
    ink: '#071c21',
    glow: '#ffc96b',
  },
  {
    name: 'plum night',
    mood: 'night',
    sky: ['#1e1537', '#4a3168'],
    orb: '#fbeed4',
    land: ['#4b3a6b', '#382a55', '#271d40'],
    water: ['#3b2d63', '#241a45'],
    accents: ['#ff8fa3', '#ffc971', '#7bdff2'],
    wall: '#eadcd6',
    wood: '#5e4150',
    ink: '#130d22',
    glow: '#ffd27a',
  },
  {
    name: 'winter night',
    mood: 'night',
    sky: ['#1b2a4a', '#3e5a80'],
    orb: '#fdfbee',
    land: ['#c9d6e6', '#aab9cf', '#8a9cb8'],
    water: ['#2d4a72', '#1c3356'],
    accents: ['#d64545', '#2f7d5b', '#f2c14e'],
    wall: '#efe6da',
    wood: '#5c4a42',
    ink: '#101a2e',
    glow: '#ffd56b',
  },
];

/** A small deterministic random source, so a game's cover never changes between requests. */
type Rand = () => number;
function random(seed: number): Rand {
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

const between = (r: Rand, low: number, high: number) => low + r() * (high - low);
const int = (r: Rand, low: number, high: number) => Math.floor(low + r() * (high - low + 1));
const pick = <T>(r: Rand, list: readonly T[]): T => list[Math.floor(r() * list.length)]!;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Mixes two #rrggbb colours, t = 0 giving a and 1 giving b. */
function mix(a: string, b: string, t: number): string {
  const channel = (hex: string, i: number) => parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16);
  let out = '#';
  for (let i = 0; i < 3; i++) {
    const value = Math.round(channel(a, i) * (1 - t) + channel(b, i) * t);
    out += value.toString(16).padStart(2, '0');
  }
  return out;
}

// Shapes, with coordinates rounded so the documents stay small.
const n = (v: number) => Math.round(v);
const pts = (points: number[]) => points.map(n).join(' ');
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect${n(x) ? ` x="${n(x)}"` : ''}${n(y) ? ` y="${n(y)}"` : ''} width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
const poly = (points: number[], fill: string, extra = '') =>
  `<polygon points="${pts(points)}" fill="${fill}"${extra}/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;
const stroke = (d: string, colour: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${n(width)}" stroke-linecap="round"${extra}/>`;
/** Many rectangles of one colour as a single path: windows, mostly. */
const boxes = (list: [number, number, number, number][]) =>
  list.map(([x, y, w, h]) => `M${n(x)} ${n(y)}h${n(w)}v${n(h)}h${-n(w)}Z`).join('');
const op = (opacity: number) => ` opacity="${opacity.toFixed(2)}"`;

interface Ctx {
  r: Rand;
  p: Palette;
  uid: string;
  night: boolean;
  /** Night or dusk: lamps and windows are lit. */
  lit: boolean;
  coop: boolean;
  timed: boolean;
  /** A long or endless game: a little more of everything. */
  grand: boolean;
  adventurous: boolean;
  defs: Map<string, string>;
}

function skyFill(c: Ctx): string {
  const id = `${c.uid}s`;
  c.defs.set(
    id,
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.p.sky[0]}"/><stop offset="1" stop-color="${c.p.sky[1]}"/></linearGradient>`,
  );
  return `url(#${id})`;
}

function waterFill(c: Ctx): string {
  const id = `${c.uid}w`;
  c.defs.set(
    id,
    `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c.p.water[0]}"/><stop offset="1" stop-color="${c.p.water[1]}"/></linearGradient>`,
  );
  return `url(#${id})`;
}

function glowFill(c: Ctx): string {
  const id = `${c.uid}g`;
  c.defs.set(
    id,
    `<radialGradient id="${id}"><stop offset="0" stop-color="${c.p.glow}" stop-opacity="0.6"/><stop offset="1" stop-color="${c.p.glow}" stop-opacity="0"/></radialGradient>`,
  );
  return `url(#${id})`;
}

/** The sky colour at height y, for shapes that cut into it (a crescent moon). */
const skyAt = (c: Ctx, y: number, bottom = 360) => mix(c.p.sky[0], c.p.sky[1], Math.min(1, Math.max(0, y / bottom)));

function cloud(x: number, y: number, s: number, fill: string, opacity: number): string {
  return `<g fill="${fill}"${op(opacity)}>${ellipse(x, y, 46 * s, 16 * s, fill)}${circle(x - 14 * s, y - 10 * s, 18 * s, fill)}${circle(x + 12 * s, y - 14 * s, 22 * s, fill)}</g>`;
}

function stars(c: Ctx, count: number, maxY: number): string {
  let dots = '';
  let sparkles = '';
  for (let i = 0; i < count; i++) {
    const x = n(between(c.r, 10, 630));
    const y = n(between(c.r, 10, maxY));
    if (c.r() < 0.2) {
      const s = n(between(c.r, 5, 8));
      const t = n(s / 3);
      sparkles += `M${x} ${y - s}L${x + t} ${y}L${x} ${y + s}L${x - t} ${y}ZM${x - s} ${y}L${x} ${y - t}L${x + s} ${y}L${x} ${y + t}Z`;
    } else dots += circle(x, y, between(c.r, 1.5, 3.2), '#fff8e1', op(between(c.r, 0.55, 0.95)));
  }
  return `<g fill="#fff8e1">${dots.replaceAll(' fill="#fff8e1"', '')}${sparkles ? `<path d="${sparkles}"/>` : ''}</g>`;
}

/** Sky, sun or moon, and clouds or stars: the backdrop of the outdoor scenes. */
function outdoorSky(c: Ctx, horizon: number, orbX = between(c.r, 80, 560)): string {
  let out = rect(0, 0, 640, 360, skyFill(c));
  const { mood } = c.p;
  const orbY = mood === 'dusk' || mood === 'golden' ? horizon - between(c.r, 20, 60) : between(c.r, 55, 100);
  const radius = mood === 'night' ? between(c.r, 22, 30) : between(c.r, 30, 44);
  if (mood === 'night' || mood === 'dusk')
    out += stars(c, mood === 'night' ? int(c.r, 18, 28) : int(c.r, 6, 10), horizon - 60);
  out += circle(orbX, orbY, radius * 1.9, c.p.orb, op(mood === 'night' ? 0.12 : 0.25));
  out += circle(orbX, orbY, radius, c.p.orb);
  if (mood === 'night' && c.r() < 0.6)
    out += circle(orbX + radius * 0.45, orbY - radius * 0.3, radius * 0.85, skyAt(c, orbY));
  if (mood !== 'night') {
    const clouds = int(c.r, 1, 3);
    for (let i = 0; i < clouds; i++) {
      out += cloud(
        between(c.r, 40 + i * 200, 200 + i * 200),
        between(c.r, 40, horizon - 90),
        between(c.r, 0.7, 1.2),
        mood === 'day' ? '#ffffff' : mix(c.p.orb, c.p.sky[1], 0.3),
        mood === 'day' ? 0.85 : 0.55,
      );
    }
  }
  return out;
}

/** A rolling band of land from edge to edge, filled down to the bottom. */
function hills(c: Ctx, baseY: number, amplitude: number, fill: string, segments = 4): string {
  let d = `M0 ${n(baseY + (c.r() - 0.5) * amplitude)}`;
  for (let i = 1; i <= segments; i++) {
    const x = (640 / segments) * i;
    d += `Q${n(x - 320 / segments)} ${n(baseY - amplitude * (0.3 + c.r()))} ${n(x)} ${n(baseY + (c.r() - 0.5) * amplitude * 0.6)}`;
  }
  return path(`${d}L640 360L0 360Z`, fill);
}

function pine(x: number, baseY: number, h: number, fill: string, trunk?: string): string {
  const w = h * 0.5;
  const t = baseY - h;
  const tree = poly(
    [
      x,
      t,
      x + w * 0.34,
      t + h * 0.42,
      x + w * 0.2,
      t + h * 0.42,
      x + w * 0.5,
      t + h * 0.86,
      x - w * 0.5,
      t + h * 0.86,
      x - w * 0.2,
      t + h * 0.42,
      x - w * 0.34,
      t + h * 0.42,
    ],
    fill,
  );
  return (trunk ? rect(x - h * 0.05, baseY - h * 0.16, h * 0.1, h * 0.16, trunk) : '') + tree;
}

function roundTree(x: number, baseY: number, s: number, crown: string, trunk: string): string {
  return (
    rect(x - 5 * s, baseY - 40 * s, 10 * s, 40 * s, trunk) +
    circle(x, baseY - 58 * s, 30 * s, crown) +
    circle(x + 18 * s, baseY - 44 * s, 20 * s, crown) +
    circle(x - 18 * s, baseY - 46 * s, 20 * s, crown)
  );
}

const SKIN = ['#f1c7a5', '#e0ac84', '#b57a55', '#7a5038'];

/** A small person: a coat and a head, about h tall. */
function figure(c: Ctx, x: number, baseY: number, h: number, coat: string): string {
  const head = h * 0.17;
  const w = h * 0.42;
  let out = rect(x - w / 2, baseY - h * 0.64, w, h * 0.64, coat, ` rx="${n(w * 0.4)}"`);
  out += circle(x, baseY - h * 0.64 - head * 0.85, head, pick(c.r, SKIN));
  if (c.r() < 0.5)
    out += path(
      `M${n(x - head * 1.3)} ${n(baseY - h * 0.64 - head * 1.2)}h${n(head * 2.6)}l${n(-head * 0.5)} ${n(-head * 0.9)}h${n(-head * 1.6)}Z`,
      mix(coat, c.p.ink, 0.35),
    );
  return out;
}

/** One figure, or two side by side when the game is played together. */
function figures(c: Ctx, x: number, baseY: number, h: number): string {
  const [a, b] = [pick(c.r, c.p.accents), pick(c.r, c.p.accents)];
  if (!c.coop) return figure(c, x, baseY, h, a);
  return figure(c, x - h * 0.3, baseY, h, a) + figure(c, x + h * 0.3, baseY + 2, h * 0.88, b === a ? c.p.wall : b);
}

function house(
  c: Ctx,
  x: number,
  baseY: number,
  w: number,
  h: number,
  wall: string,
  roof: string,
  lit = c.lit,
): string {
  const window = lit && c.r() < 0.8 ? c.p.glow : mix(c.p.sky[1], c.p.ink, 0.25);
  let out = rect(x, baseY - h, w, h, wall);
  out += poly([x - w * 0.1, baseY - h, x + w / 2, baseY - h - w * 0.5, x + w * 1.1, baseY - h], roof);
  const door = w * 0.22;
  const doorX = x + (c.r() < 0.5 ? w * 0.2 : w * 0.58);
  out += rect(doorX, baseY - h * 0.48, door, h * 0.48, mix(roof, c.p.ink, 0.3));
  const winX = doorX < x + w / 2 ? x + w * 0.58 : x + w * 0.16;
  out += rect(winX, baseY - h * 0.7, w * 0.26, h * 0.28, window);
  return out;
}

/** A campfire: logs, flames and a warm glow, for games with a little danger in them. */
function campfire(c: Ctx, x: number, y: number): string {
  const { p } = c;
  return (
    circle(x, y - 20, 56, glowFill(c)) +
    stroke(
      `M${n(x - 26)} ${n(y)}L${n(x + 26)} ${n(y - 10)}M${n(x - 26)} ${n(y - 10)}L${n(x + 26)} ${n(y)}`,
      p.wood,
      9,
    ) +
    path(
      `M${n(x - 18)} ${n(y - 6)}Q${n(x - 20)} ${n(y - 30)} ${n(x)} ${n(y - 50)}Q${n(x + 22)} ${n(y - 28)} ${n(x + 18)} ${n(y - 6)}Z`,
      '#f08a3c',
    ) +
    path(
      `M${n(x - 9)} ${n(y - 6)}Q${n(x - 10)} ${n(y - 20)} ${n(x)} ${n(y - 32)}Q${n(x + 11)} ${n(y - 18)} ${n(x + 9)} ${n(y - 6)}Z`,
      '#ffd166',
    )
  );
}

function clockFace(c: Ctx, x: number, y: number, r: number): string {
  const a = c.r() * Math.PI * 2;
  return (
    circle(x, y, r, c.p.wall, ` stroke="${c.p.ink}" stroke-width="${n(r * 0.18)}"`) +
    stroke(
      `M${n(x)} ${n(y)}L${n(x)} ${n(y - r * 0.65)}M${n(x)} ${n(y)}L${n(x + Math.cos(a) * r * 0.45)} ${n(y + Math.sin(a) * r * 0.45)}`,
      c.p.ink,
      r * 0.14,
    )
  );
}

function steam(x: number, y: number, h: number, colour: string): string {
  return stroke(`M${n(x)} ${n(y)}q-9 ${n(-h / 4)} 0 ${n(-h / 2)}t0 ${n(-h / 2)}`, colour, 5, op(0.7));
}

/** A wall that darkens at dusk and at night. */
const indoorWall = (c: Ctx, colour: string) =>
  c.p.mood === 'night' ? mix(colour, c.p.sky[0], 0.45) : c.p.mood === 'dusk' ? mix(colour, c.p.sky[0], 0.2) : colour;

/** A window onto the palette's sky, with a sun or moon and hills. */
function skyWindow(c: Ctx, x: number, y: number, w: number, h: number, frame: string): string {
  let out = rect(x - 10, y - 10, w + 20, h + 20, frame, ' rx="6"');
  out += rect(x, y, w, h, skyFill(c));
  const orbX = x + between(c.r, 0.25, 0.75) * w;
  out += circle(orbX, y + h * 0.32, Math.min(w, h) * 0.14, c.p.orb);
  if (c.p.mood === 'night')
    out += circle(x + w * 0.15, y + h * 0.15, 2, '#fff8e1') + circle(x + w * 0.8, y + h * 0.22, 2, '#fff8e1');
  let d = `M${n(x)} ${n(y + h * 0.75)}`;
  for (let i = 1; i <= 2; i++)
    d += `Q${n(x + (w / 2) * (i - 0.5))} ${n(y + h * between(c.r, 0.45, 0.65))} ${n(x + (w / 2) * i)} ${n(y + h * between(c.r, 0.68, 0.8))}`;
  out += path(`${d}L${n(x + w)} ${n(y + h)}L${n(x)} ${n(y + h)}Z`, c.p.land[1]);
  out += rect(x + w / 2 - 4, y, 8, h, frame) + rect(x, y + h * 0.45 - 4, w, 8, frame);
  out += rect(x - 16, y + h + 8, w + 32, 12, mix(frame, c.p.ink, 0.2), ' rx="4"');
  return out;
}

// --- Scenes -------------------------------------------------------------------------------------

function farm(c: Ctx): string {
  const { p, r } = c;
  const horizon = between(r, 205, 225);
  let out = outdoorSky(c, horizon);
  out += hills(c, horizon - 10, 40, p.land[0]);
  out += rect(0, horizon + 15, 640, 360, p.land[1]);
  const left = r() < 0.5;
  // Fields in rows, converging on the horizon.
  const rows = int(r, c.grand ? 7 : 5, c.grand ? 10 : 8);
  const [b0, b1] = left ? [-80, between(r, 380, 460)] : [between(r, 180, 260), 720];
  const [t0, t1] = left ? [0, between(r, 240, 300)] : [between(r, 340, 400), 640];
  const top = horizon + 22;
  const crop = pick(r, [p.accents[2], p.land[0], mix(p.land[0], p.accents[1], 0.5)]);
  const soil = mix(p.wood, p.land[2], 0.35);
  for (let i = 0; i < rows; i++) {
    const q = (k: number) => [b0 + ((b1 - b0) * k) / rows, t0 + ((t1 - t0) * k) / rows];
    const [bl, tl] = q(i) as [number, number];
    const [br, tr] = q(i + 1) as [number, number];
    out += poly([tl, top, tr, top, br, 360, bl, 360], i % 2 ? soil : crop);
  }
  // The barn and a silo.
  const bw = between(r, 120, 150);
  const bh = bw * 0.62;
  const bx = left ? between(r, 430, 480) : between(r, 40, 90);
  const by = horizon + between(r, 45, 65);
  const red = pick(r, [p.accents[0], mix(p.accents[0], p.wood, 0.4)]);
  const trim = p.wall;
  const siloX = left ? bx + bw + 8 : bx - 44;
  if (r() < 0.7) {
    out += rect(siloX, by - bh * 1.5, 38, bh * 1.5, mix(p.wall, p.ink, 0.2));
    out += circle(siloX + 19, by - bh * 1.5, 19, mix(p.wall, p.ink, 0.35));
  }
  out += rect(bx, by - bh, bw, bh, red);
  out += poly(
    [
      bx - 8,
      by - bh,
      bx + bw * 0.14,
      by - bh - bw * 0.26,
      bx + bw / 2,
      by - bh - bw * 0.42,
      bx + bw * 0.86,
      by - bh - bw * 0.26,
      bx + bw + 8,
      by - bh,
    ],
    mix(red, p.ink, 0.45),
  );
  const dw = bw * 0.36;
  const dx = bx + (bw - dw) / 2;
  out += rect(dx, by - bh * 0.62, dw, bh * 0.62, mix(red, p.ink, 0.2), ` stroke="${trim}" stroke-width="5"`);
  out += stroke(
    `M${n(dx)} ${n(by - bh * 0.62)}L${n(dx + dw)} ${n(by)}M${n(dx + dw)} ${n(by - bh * 0.62)}L${n(dx)} ${n(by)}`,
    trim,
    5,
  );
  out += rect(bx + bw / 2 - 12, by - bh - bw * 0.22, 24, 20, c.lit ? p.glow : trim);
  // Trees along the horizon and a figure or two.
  const trees = int(r, 1, 3);
  for (let i = 0; i < trees; i++) {
    const tx = left ? between(r, 300, 420) : between(r, 230, 620);
    out += roundTree(tx, horizon + 22, between(r, 0.5, 0.8), p.land[2], p.wood);
  }
  if (c.coop || r() < 0.4) out += figures(c, left ? bx - 30 : bx + bw + 40, by + 30, 54);
  if (c.lit)
    out += circle(bx + bw / 2, by - bh * 0.8, 10, p.glow) + circle(bx + bw / 2, by - bh * 0.8, 30, glowFill(c));
  return out;
}

function shop(c: Ctx): string {
  const { p, r } = c;
  let out = outdoorSky(c, 300);
  const pavement = mix(p.wall, p.ink, 0.22);
  out += rect(0, 310, 640, 50, pavement) + rect(0, 310, 640, 6, mix(pavement, p.ink, 0.2));
  const count = c.coop || r() < 0.35 ? 2 : 1;
  const widths = count === 2 ? [between(r, 250, 290), 0] : [between(r, 380, 440)];
  if (count === 2) widths[1] = 580 - widths[0]!;
  let x = count === 2 ? 30 : (640 - widths[0]!) / 2;
  const facadeColours = [p.wall, p.accents[1], p.accents[2], mix(p.accents[0], p.wall, 0.55)];
  const pale = mix(p.wall, '#ffffff', 0.5);
  const glass = c.lit ? p.glow : mix(p.sky[1], '#ffffff', 0.4);
  for (let s = 0; s < count; s++) {
    const w = widths[s]!;
    const top = between(r, 36, 76);
    const facade = pick(r, facadeColours);
    const trim = mix(facade, p.ink, 0.45);
    out += rect(x, top, w, 310 - top, facade) + rect(x - 8, top - 12, w + 16, 20, trim);
    // A blank sign board.
    out += rect(
      x + w * 0.2,
      top + 18,
      w * 0.6,
      34,
      p.wood,
      ` rx="6" stroke="${mix(p.wood, p.wall, 0.5)}" stroke-width="4"`,
    );
    // A striped awning, wider at the bottom, with a scalloped edge.
    const aTop = top + 64;
    const aBottom = aTop + between(r, 36, 44);
    const stripes = int(r, 5, 8);
    const awning = s === 0 ? p.accents[0] : pick(r, [p.accents[1], mix(p.accents[0], p.ink, 0.2), p.accents[2]]);
    const topX = (k: number) => x + 4 + ((w - 8) * k) / stripes;
    const bottomX = (k: number) => x - 14 + ((w + 28) * k) / stripes;
    for (let i = 0; i < stripes; i++) {
      const colour = i % 2 ? pale : awning;
      out += poly([topX(i), aTop, topX(i + 1), aTop, bottomX(i + 1), aBottom, bottomX(i), aBottom], colour);
      out += circle((bottomX(i) + bottomX(i + 1)) / 2, aBottom, (w + 28) / stripes / 2, colour);
    }
    // The shop window with goods on a shelf, and the door.
    const doorLeft = r() < 0.5;
    const winX = doorLeft ? x + w * 0.38 : x + w * 0.08;
    const winW = w * 0.54;
    const winY = aBottom + 30;
    out += rect(winX, winY, winW, 292 - winY, glass, ` stroke="${trim}" stroke-width="6"`);
    if (!c.lit)
      out += poly(
        [winX + winW * 0.55, winY, winX + winW * 0.72, winY, winX + winW * 0.42, 292, winX + winW * 0.25, 292],
        '#ffffff',
        op(0.45),
      );
    const shelfY = winY + (292 - winY) * 0.6;
    out += rect(winX, shelfY, winW, 6, trim);
    const goods = int(r, 3, 5);
    for (let i = 0; i < goods; i++)
      out += circle(winX + (winW / goods) * (i + 0.5), shelfY - 14, 14, pick(r, p.accents));
    const doorX = doorLeft ? x + w * 0.08 : x + w * 0.7;
    out += rect(doorX, winY - 10, w * 0.22, 320 - winY, p.wood) + rect(doorX + w * 0.04, winY + 4, w * 0.14, 44, glass);
    out += circle(doorX + w * 0.18, winY + 78, 5, p.glow);
    if (c.timed && s === 0) out += clockFace(c, x + w - 30, top + 34, 18);
    if (c.lit)
      out += circle(doorX + w * 0.11, winY - 26, 40, glowFill(c)) + circle(doorX + w * 0.11, winY - 26, 8, p.glow);
    // A crate of fruit or a potted plant by the door.
    const px = doorLeft ? x + w * 0.92 : x + w * 0.08;
    if (r() < 0.5) {
      out += rect(px - 30, 292, 60, 34, p.wood);
      for (let i = 0; i < 4; i++)
        out += circle(px - 21 + i * 14, 290, 10, pick(r, [p.accents[0], p.accents[1], p.land[1]]));
    } else {
      out += poly([px - 18, 296, px + 18, 296, px + 13, 328, px - 13, 328], mix(p.accents[0], p.wood, 0.5));
      out += circle(px, 276, 26, p.land[1]) + circle(px - 12, 284, 16, p.land[2]);
    }
    x += w + 20;
  }
  return out;
}

function forest(c: Ctx): string {
  const { p, r } = c;
  const horizon = between(r, 200, 230);
  let out = outdoorSky(c, horizon, between(r, 200, 440));
  out += hills(c, horizon - 20, 40, mix(p.land[0], p.sky[1], 0.35));
  const back = mix(p.land[0], p.land[1], 0.5);
  for (let x = -10; x < 660; x += between(r, 26, 40)) out += pine(x, horizon + 10, between(r, 70, 110), back);
  out += rect(0, horizon + 5, 640, 360, p.land[1]);
  // The path, winding from the front into the trees.
  const cx = between(r, 260, 380);
  const bend = between(r, -90, 90);
  const pathColour = mix(p.wood, p.wall, 0.55);
  out += path(
    `M${n(cx - 130)} 360C${n(cx - 60)} 310 ${n(cx + bend - 40)} ${n(horizon + 60)} ${n(cx + bend * 0.3 - 8)} ${n(horizon + 8)}L${n(cx + bend * 0.3 + 8)} ${n(horizon + 8)}C${n(cx + bend + 10)} ${n(horizon + 60)} ${n(cx + 60)} 310 ${n(cx + 130)} 360Z`,
    pathColour,
  );
  // Mid and front trees, clear of the path.
  for (let i = 0; i < 7; i++) {
    const side = i % 2 ? 1 : -1;
    const x = cx + side * between(r, 150, 300);
    out += pine(x, horizon + between(r, 20, 50), between(r, 100, 150), p.land[2], p.wood);
  }
  const near = mix(p.land[2], p.ink, 0.3);
  out +=
    pine(between(r, -20, 60), 380, between(r, 220, 280), near) +
    pine(between(r, 580, 660), 380, between(r, 220, 280), near);
  // Mushrooms, a walker, fireflies at night.
  const mx = cx + (r() < 0.5 ? -1 : 1) * between(r, 120, 170);
  out +=
    rect(mx - 5, 316, 10, 20, p.wall) +
    path(`M${n(mx - 22)} 320a22 20 0 0 1 44 0Z`, p.accents[0]) +
    circle(mx - 8, 310, 4, p.wall) +
    circle(mx + 7, 306, 4, p.wall);
  if (c.adventurous) out += campfire(c, mx + (mx < cx ? -60 : 60), 344);
  if (c.coop || r() < 0.6) out += figures(c, cx + bend * 0.2, horizon + 90, 56);
  if (c.lit)
    for (let i = 0; i < 10; i++) out += circle(between(r, 40, 600), between(r, horizon - 20, 340), 3, p.glow, op(0.9));
  else if (r() < 0.6)
    out += poly([cx + bend * 0.3 - 30, 0, cx + bend * 0.3 + 40, 0, cx + 160, 360, cx - 40, 360], '#ffffff', op(0.08));
  return out;
}

function cafe(c: Ctx): string {
  const { p, r } = c;
  const wall = indoorWall(c, pick(r, [p.wall, mix(p.accents[2], p.wall, 0.5), mix(p.accents[1], p.wall, 0.55)]));
  let out = rect(0, 0, 640, 360, wall);
  out += rect(0, 200, 640, 160, mix(wall, p.ink, 0.12));
  const winX = between(r, 60, 380);
  const winW = between(r, 180, 220);
  out += skyWindow(c, winX, 76, winW, 100, mix(p.wood, p.wall, 0.3));
  // A shelf of jars on the other side.
  const shelfX = winX > 320 ? between(r, 40, 90) : between(r, 440, 470);
  out += rect(shelfX, 170, 160, 10, p.wood);
  for (let i = 0; i < 4; i++) {
    const h = between(r, 34, 54);
    const jar = pick(r, p.accents);
    out +=
      rect(shelfX + 8 + i * 38, 170 - h, 30, h, jar, ' rx="6"') +
      rect(shelfX + 6 + i * 38, 166 - h, 34, 8, p.wood, ' rx="3"');
  }
  const clockX = shelfX + 80;
  if (c.timed) out += clockFace(c, clockX, 80, 26);
  // Pendant lamps, clear of the clock.
  const lamps = int(r, 2, 3);
  for (let i = 0; i < lamps; i++) {
    const lx = 110 + i * (420 / (lamps - 1)) + between(r, -20, 20);
    const ly = between(r, 14, 34);
    if (c.timed && Math.abs(lx - clockX) < 60) continue;
    out += stroke(`M${n(lx)} 0L${n(lx)} ${n(ly)}`, p.ink, 3);
    out += circle(lx, ly + 26, 50, glowFill(c));
    out += path(`M${n(lx - 26)} ${n(ly + 22)}a26 24 0 0 1 52 0Z`, pick(r, [p.ink, p.accents[0], p.accents[1]]));
    out += circle(lx, ly + 24, 7, p.glow);
  }
  // The counter and its cups.
  const top = between(r, 236, 256);
  const front = pick(r, [p.wood, mix(p.accents[0], p.wood, 0.3), mix(p.accents[1], p.wood, 0.3)]);
  out += rect(0, top + 16, 640, 360, front);
  for (let x = 80; x < 640; x += 140) out += rect(x, top + 36, 100, 360 - top - 56, mix(front, p.ink, 0.15), ' rx="6"');
  out += rect(0, top, 640, 18, mix(p.wood, p.ink, 0.3));
  const cups = int(r, 1, 2) + (c.coop ? 1 : 0);
  let cx = between(r, 120, 200);
  for (let i = 0; i < cups; i++) {
    const colour = pick(r, [p.wall, p.accents[0], p.accents[2], p.accents[1]]);
    out += ellipse(cx, top, 42, 8, mix(colour, p.ink, 0.15));
    out += path(`M${n(cx - 30)} ${n(top - 52)}h60l-6 44a12 12 0 0 1-12 8h-24a12 12 0 0 1-12-8Z`, colour);
    out += circle(cx + 36, top - 32, 13, 'none', ` stroke="${colour}" stroke-width="8"`);
    out += steam(cx - 10, top - 62, 50, '#ffffff') + steam(cx + 12, top - 66, 56, '#ffffff');
    cx += between(r, 110, 150);
  }
  if (r() < 0.6 && cx < 560) {
    const cake = pick(r, [p.accents[0], p.accents[2], p.wood]);
    out += rect(cx - 6, top - 20, 12, 20, p.wall) + ellipse(cx, top - 22, 56, 8, p.wall);
    out += rect(cx - 40, top - 72, 80, 50, cake, ' rx="8"') + rect(cx - 40, top - 76, 80, 16, p.wall, ' rx="8"');
    out += circle(cx, top - 84, 8, p.accents[0]);
  }
  return out;
}

function seaside(c: Ctx): string {
  const { p, r } = c;
  const horizon = between(r, 190, 225);
  const orbX = between(r, 160, 480);
  let out = outdoorSky(c, horizon, orbX);
  if (r() < 0.6)
    out += path(
      `M${n(r() < 0.5 ? -20 : 400)} ${n(horizon)}q120 ${n(-between(r, 30, 60))} 260 0Z`,
      mix(p.land[0], p.sky[1], 0.3),
    );
  out += rect(0, horizon, 640, 360, waterFill(c));
  for (let i = 0; i < 5; i++)
    out += rect(orbX - 60 + i * 8 + between(r, -10, 10), horizon + 8 + i * 16, 120 - i * 16, 5, p.orb, op(0.5));
  for (let i = 0; i < 6; i++) {
    const wx = between(r, 20, 600);
    const wy = between(r, horizon + 30, 300);
    out += stroke(`M${n(wx)} ${n(wy)}q12 -8 24 0t24 0`, '#ffffff', 4, op(0.5));
  }
  // A lighthouse on a headland.
  const lightLeft = r() < 0.5;
  if (r() < 0.65) {
    const lx = lightLeft ? between(r, 80, 130) : between(r, 510, 560);
    const base = horizon + 30;
    const dir = lightLeft ? 1 : -1;
    out += path(
      `M${lightLeft ? -10 : 650} 360V${n(base - 14)}Q${n(lx)} ${n(base - 22)} ${n(lx + dir * 44)} ${n(base)}Q${n(lx + dir * 90)} ${n(base + 24)} ${n(lx + dir * 140)} 360Z`,
      mix(p.land[2], p.wood, 0.3),
    );
    const stripe = p.accents[0];
    out += poly([lx - 24, base, lx + 24, base, lx + 16, base - 130, lx - 16, base - 130], p.wall);
    out += poly([lx - 21, base - 30, lx + 21, base - 30, lx + 19, base - 62, lx - 19, base - 62], stripe);
    out += poly([lx - 18, base - 85, lx + 18, base - 85, lx + 17, base - 112, lx - 17, base - 112], stripe);
    out +=
      rect(lx - 14, base - 156, 28, 26, c.lit ? p.glow : mix(p.sky[1], '#ffffff', 0.5)) +
      path(`M${n(lx - 20)} ${n(base - 156)}l20 -22l20 22Z`, mix(stripe, p.ink, 0.3));
    if (c.lit)
      out += poly([lx, base - 143, lightLeft ? 640 : 0, base - 200, lightLeft ? 640 : 0, base - 110], p.glow, op(0.25));
  }
  // Boats.
  const boats = c.coop ? int(r, 2, 3) : int(r, 1, 2);
  for (let i = 0; i < boats; i++) {
    const bx = 150 + (i * 340) / boats + between(r, 0, 100);
    const by = between(r, horizon + 40, horizon + 100);
    const s = (by - horizon) / 80 + 0.4;
    const hull = pick(r, [p.accents[0], p.accents[1], p.wood, p.ink]);
    out += poly([bx - 46 * s, by - 14 * s, bx + 46 * s, by - 14 * s, bx + 32 * s, by, bx - 32 * s, by], hull);
    out += rect(bx - 2 * s, by - 90 * s, 4 * s, 76 * s, p.ink);
    out += poly(
      [bx + 4 * s, by - 88 * s, bx + 4 * s, by - 20 * s, bx + 46 * s, by - 20 * s],
      pick(r, [p.wall, p.accents[2]]),
    );
    if (r() < 0.5)
      out += poly(
        [bx - 4 * s, by - 76 * s, bx - 4 * s, by - 20 * s, bx - 32 * s, by - 20 * s],
        mix(p.wall, p.ink, 0.1),
      );
  }
  // A beach in front, and gulls.
  const sand = mix(p.accents[2], p.wall, 0.4);
  if (r() < 0.7)
    out += path(
      `M0 ${n(between(r, 300, 330))}Q320 ${n(between(r, 300, 340))} 640 ${n(between(r, 320, 350))}L640 360L0 360Z`,
      c.p.mood === 'night' ? mix(sand, p.sky[0], 0.45) : sand,
    );
  if (!c.night)
    for (let i = 0; i < 3; i++) {
      const gx = between(r, 100, 540);
      const gy = between(r, 60, horizon - 60);
      out += stroke(`M${n(gx - 12)} ${n(gy)}q6 -8 12 0q6 -8 12 0`, p.ink, 3, op(0.7));
    }
  return out;
}

function nightTown(c: Ctx): string {
  const { p, r } = c;
  let out = rect(0, 0, 640, 360, skyFill(c));
  out += stars(c, int(r, 26, 38), 230);
  const mx = between(r, 90, 550);
  const my = between(r, 60, 100);
  const mr = between(r, 30, 42);
  out +=
    circle(mx, my, mr * 2.2, p.orb, op(0.1)) + circle(mx, my, mr * 1.5, p.orb, op(0.12)) + circle(mx, my, mr, p.orb);
  if (r() < 0.5) out += circle(mx + mr * 0.42, my - mr * 0.28, mr * 0.86, skyAt(c, my));
  out += hills(c, between(r, 240, 260), 40, mix(p.land[1], p.sky[1], 0.3));
  // Rooftops against the sky; windows lit here and there.
  const town = mix(p.land[2], p.ink, 0.35);
  const roofLine = between(r, 250, 270);
  let x = -20;
  const tower = int(r, 1, 4);
  let k = 0;
  while (x < 660) {
    const w = between(r, 60, 100);
    const h = k === tower ? between(r, 150, 180) : between(r, 50, 110) * (c.grand ? 1.15 : 1);
    const top = roofLine + 60 - h;
    out += rect(x, top, w, 360 - top, town);
    if (k === tower)
      out +=
        poly([x - 4, top, x + w / 2, top - 70, x + w + 4, top], town) +
        circle(x + w / 2, top + 30, 14, p.glow, op(0.85));
    else if (r() < 0.7) out += poly([x - 6, top, x + w / 2, top - w * 0.45, x + w + 6, top], town);
    if (r() < 0.4) out += rect(x + w * 0.65, top - w * 0.4, 12, 30, town);
    const lit: [number, number, number, number][] = [];
    for (let wy = top + 20; wy < 330; wy += 38)
      for (let wx = x + 14; wx < x + w - 20; wx += 30) if (r() < 0.38) lit.push([wx, wy, 14, 18]);
    if (lit.length) out += path(boxes(lit), p.glow, op(0.9));
    x += w + between(r, -4, 6);
    k++;
  }
  // A string of lanterns across the street.
  if (c.coop || r() < 0.5) {
    const y0 = between(r, 250, 280);
    const sag = between(r, 30, 50);
    out += stroke(`M-10 ${n(y0)}Q320 ${n(y0 + sag * 2)} 650 ${n(y0 - 20)}`, p.ink, 3);
    for (let i = 1; i < 8; i++) {
      const t = i / 8;
      const lx = -10 + 660 * t;
      const ly = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (y0 + sag * 2) + t * t * (y0 - 20);
      out +=
        circle(lx, ly + 10, 16, glowFill(c)) + circle(lx, ly + 8, 7, pick(r, [p.glow, p.accents[0], p.accents[1]]));
    }
  }
  return out;
}

const TOOLS = ['hammer', 'wrench', 'saw', 'screwdriver', 'brush'] as const;

function tool(c: Ctx, kind: (typeof TOOLS)[number], x: number, y: number): string {
  const { p } = c;
  const metal = mix(p.wall, p.ink, 0.45);
  const grip = pick(c.r, [p.accents[0], p.accents[1], p.wood]);
  switch (kind) {
    case 'hammer':
      return rect(x - 6, y, 12, 90, p.wood, ' rx="4"') + rect(x - 26, y - 6, 52, 22, p.ink, ' rx="4"');
    case 'wrench':
      return (
        rect(x - 7, y + 12, 14, 80, metal, ' rx="6"') +
        circle(x, y + 8, 18, metal) +
        rect(x - 6, y - 12, 12, 20, mix(p.wood, p.wall, 0.6))
      );
    case 'saw':
      return (
        poly([x - 14, y, x + 14, y, x + 8, y + 96, x - 16, y + 80], metal) +
        rect(x - 18, y - 20, 36, 28, grip, ' rx="8"')
      );
    case 'screwdriver':
      return rect(x - 10, y, 20, 44, grip, ' rx="8"') + rect(x - 3, y + 44, 6, 50, metal);
    case 'brush':
      return (
        rect(x - 5, y, 10, 56, p.wood, ' rx="4"') +
        rect(x - 12, y + 52, 24, 12, metal) +
        path(`M${n(x - 12)} ${n(y + 64)}h24l-2 30h-20Z`, grip)
      );
  }
}

function workshop(c: Ctx): string {
  const { p, r } = c;
  const planks = indoorWall(c, mix(p.wood, p.wall, 0.55));
  let out = rect(0, 0, 640, 360, planks);
  for (let x = between(r, 20, 60); x < 640; x += 64) out += rect(x, 0, 5, 360, mix(planks, p.ink, 0.15));
  const winLeft = r() < 0.5;
  const winX = winLeft ? between(r, 36, 56) : between(r, 454, 474);
  out += skyWindow(c, winX, 50, 130, 100, mix(p.wood, p.ink, 0.2));
  if (c.timed) out += clockFace(c, winX + 65, 202, 24);
  // A pegboard of big, dark tools.
  const boardX = winLeft ? between(r, 220, 236) : between(r, 24, 40);
  out += rect(
    boardX,
    18,
    384,
    200,
    indoorWall(c, mix(p.wall, '#ffffff', 0.35)),
    ` rx="8" stroke="${mix(p.wood, p.ink, 0.2)}" stroke-width="6"`,
  );
  const kinds = [...TOOLS].sort(() => r() - 0.5).slice(0, 4);
  kinds.forEach((kind, i) => {
    const tx = boardX + 52 + i * 93;
    out += circle(tx, 34, 5, mix(p.ink, p.wall, 0.4));
    out += `<g transform="translate(${n(tx)} 56) scale(1.4)">${tool(c, kind, 0, 0)}</g>`;
  });
  // The workbench, with a birdhouse, planks and a jar of brushes.
  const top = between(r, 244, 256);
  const leg = mix(p.wood, p.ink, 0.4);
  out += rect(30, top + 20, 22, 360, leg) + rect(588, top + 20, 22, 360, leg);
  out +=
    rect(70, top + 34, 170, 54, mix(p.wood, p.ink, 0.2), ' rx="4"') + rect(135, top + 54, 40, 10, p.glow, ' rx="5"');
  out += rect(0, top, 640, 28, mix(p.wood, p.ink, 0.1));
  const hx = between(r, 270, 380);
  const roof = pick(r, p.accents);
  const body = pick(r, [p.wall, p.accents[2], mix(p.accents[1], p.wall, 0.4)]);
  out +=
    rect(hx - 48, top - 96, 96, 96, body) +
    poly([hx - 62, top - 94, hx, top - 150, hx + 62, top - 94], roof) +
    circle(hx, top - 52, 17, p.ink);
  out += rect(hx - 6, top - 26, 12, 26, p.wood);
  out +=
    rect(hx + 80, top - 22, 140, 22, mix(p.wood, p.wall, 0.35)) +
    rect(hx + 92, top - 40, 110, 18, mix(p.wood, p.wall, 0.15));
  const jarX = hx - 130;
  for (let i = 0; i < 3; i++) out += rect(jarX - 18 + i * 14, top - 100 + i * 10, 8, 60, pick(r, p.accents));
  out += rect(jarX - 26, top - 60, 52, 60, mix(p.sky[1], '#ffffff', 0.5), ' rx="8"' + op(0.85));
  if (c.lit) out += circle(hx, 150, 150, glowFill(c));
  if (c.coop) out += figure(c, winLeft ? 570 : 76, top + 120, 120, pick(r, p.accents));
  return out;
}

function garden(c: Ctx): string {
  const { p, r } = c;
  const horizon = between(r, 200, 225);
  let out = outdoorSky(c, horizon);
  out += hills(c, horizon - 10, 30, mix(p.land[0], p.sky[1], 0.3));
  // A picket fence or a hedge at the back.
  if (r() < 0.5) {
    const fence = mix(p.wall, p.ink, 0.08);
    out += rect(0, horizon + 10, 640, 10, fence);
    for (let x = 6; x < 640; x += 30)
      out += poly(
        [x, horizon + 50, x, horizon - 6, x + 9, horizon - 16, x + 18, horizon - 6, x + 18, horizon + 50],
        fence,
      );
  } else {
    let d = `M0 ${n(horizon + 40)}V${n(horizon)}`;
    for (let x = 0; x < 640; x += 80) d += `q40 ${n(-between(r, 30, 50))} 80 0`;
    out += path(`${d}V${n(horizon + 40)}Z`, mix(p.land[2], p.ink, 0.15));
  }
  out += rect(0, horizon + 36, 640, 360, p.land[1]);
  // A shed or greenhouse on one side.
  const shedLeft = r() < 0.5;
  const shedX = shedLeft ? between(r, 20, 60) : between(r, 480, 520);
  if (r() < 0.5) out += house(c, shedX, horizon + 60, 110, 80, p.wood, mix(p.accents[0], p.ink, 0.2));
  else {
    out +=
      rect(shedX, horizon - 10, 120, 70, mix(p.sky[1], '#ffffff', 0.5), op(0.8)) +
      poly(
        [shedX - 6, horizon - 10, shedX + 60, horizon - 50, shedX + 126, horizon - 10],
        mix(p.sky[1], '#ffffff', 0.6),
        op(0.85),
      );
    out += stroke(
      `M${n(shedX + 40)} ${n(horizon - 36)}V${n(horizon + 60)}M${n(shedX + 80)} ${n(horizon - 36)}V${n(horizon + 60)}M${n(shedX)} ${n(horizon + 25)}H${n(shedX + 120)}`,
      p.wall,
      4,
    );
  }
  // Raised beds full of flowers.
  const beds = int(r, 2, 3);
  for (let b = 0; b < beds; b++) {
    const by = horizon + 84 + b * 52;
    const bx = shedLeft ? between(r, 190, 230) - b * 60 : between(r, 30, 70) - b * 30;
    const bw = between(r, 260, 330) + b * 60;
    const size = 14 + b * 3;
    out += ellipse(bx + bw / 2, by - 8, bw / 2, 20, p.land[2]);
    const flowers = Math.floor(bw / (size * 3.2));
    const colour = pick(r, p.accents);
    for (let i = 0; i < flowers; i++) {
      const fx = bx + size * 1.6 + i * size * 3.2 + between(r, -4, 4);
      const fy = by - 18 + between(r, -6, 6);
      out += circle(fx, fy, size, i % 3 === 2 ? pick(r, p.accents) : colour) + circle(fx, fy, size * 0.4, p.glow);
    }
    out += rect(bx, by, bw, 26 + b * 4, mix(p.wood, p.ink, b * 0.08), ' rx="4"');
  }
  // Sunflowers and a watering can.
  const sx = shedLeft ? between(r, 540, 600) : between(r, 440, 480);
  for (let i = 0; i < int(r, 1, 3); i++) {
    const h = between(r, 110, 160);
    const fx = sx + i * 40 - 40;
    out += stroke(`M${n(fx)} 360V${n(360 - h)}`, p.land[2], 7) + ellipse(fx + 12, 360 - h / 2, 14, 7, p.land[2]);
    out +=
      circle(fx, 360 - h, 22, p.accents[2] === p.glow ? p.accents[1] : '#f2c14e') + circle(fx, 360 - h, 10, p.wood);
  }
  if (c.coop) out += figures(c, shedLeft ? 330 : 300, 350, 64);
  else {
    const wx = between(r, 260, 380);
    const can = pick(r, [p.accents[0], p.accents[1], mix(p.wall, p.ink, 0.35)]);
    out +=
      rect(wx - 24, 312, 48, 40, can, ' rx="6"') +
      poly([wx + 20, 330, wx + 56, 302, wx + 62, 308, wx + 24, 344], can) +
      circle(wx - 4, 310, 16, 'none', ` stroke="${can}" stroke-width="6"`);
  }
  return out;
}

function street(c: Ctx): string {
  const { p, r } = c;
  let out = outdoorSky(c, 280);
  out += hills(c, 200, 40, mix(p.land[0], p.sky[1], 0.35));
  const colours = [
    p.accents[0],
    p.accents[1],
    p.accents[2],
    p.wall,
    mix(p.accents[0], p.wall, 0.5),
    mix(p.accents[1], p.ink, 0.2),
  ];
  let x = between(r, -40, 0);
  let last = '';
  const glass = mix(p.sky[1], p.ink, 0.2);
  while (x < 640) {
    const w = between(r, 90, 140);
    const h = between(r, 110, 180) * (c.grand ? 1.1 : 1);
    let colour = pick(r, colours);
    if (colour === last) colour = colours[(colours.indexOf(colour) + 1) % colours.length]!;
    last = colour;
    const top = 290 - h;
    const roofColour = mix(colour, p.ink, 0.4);
    if (r() < 0.65) {
      out += poly([x - 6, top, x + w / 2, top - w * 0.42, x + w + 6, top], roofColour);
      if (r() < 0.5) out += rect(x + w * 0.68, top - w * 0.4, 16, 36, roofColour);
    } else out += rect(x - 4, top - 14, w + 8, 16, roofColour);
    out += rect(x, top, w, h, colour);
    const cols = w > 115 ? 3 : 2;
    const cw = w / cols;
    const lit: [number, number, number, number][] = [];
    const dark: [number, number, number, number][] = [];
    for (let wy = top + 18; wy < 230; wy += 46)
      for (let i = 0; i < cols; i++) (c.lit && r() < 0.7 ? lit : dark).push([x + i * cw + cw * 0.25, wy, cw * 0.5, 28]);
    const frame = ` stroke="${p.wall}" stroke-width="3"`;
    if (lit.length) out += path(boxes(lit), p.glow, frame);
    if (dark.length) out += path(boxes(dark), glass, frame);
    out += rect(x + w / 2 - 14, 240, 28, 50, mix(colour, p.ink, 0.55), ' rx="3"');
    x += w;
  }
  out += rect(0, 290, 640, 22, mix(p.wall, p.ink, 0.2)) + rect(0, 312, 640, 48, mix(p.land[2], p.ink, 0.45));
  for (let dx = between(r, 0, 60); dx < 640; dx += 110) out += rect(dx, 334, 56, 6, p.wall, op(0.7));
  // A street lamp and a tree in a planter.
  const lx = between(r, 60, 580);
  out +=
    rect(lx - 4, 190, 8, 110, p.ink) +
    rect(lx - 14, 176, 28, 22, c.lit ? p.glow : mix(p.wall, p.ink, 0.2), ' rx="4"') +
    poly([lx - 18, 178, lx, 164, lx + 18, 178], p.ink);
  if (c.lit) out += circle(lx, 188, 60, glowFill(c));
  const tx = (lx + between(r, 200, 440)) % 640;
  out += roundTree(tx, 300, 0.8, p.land[2], p.wood);
  if (c.coop || r() < 0.5) out += figures(c, ((tx + 160) % 600) + 20, 304, 58);
  return out;
}

function train(c: Ctx): string {
  const { p, r } = c;
  const horizon = between(r, 200, 220);
  let out = outdoorSky(c, horizon);
  out += hills(c, horizon - 20, 60, p.land[0], 3);
  out += hills(c, horizon + 30, 40, p.land[1]);
  const track = between(r, 262, 284);
  const viaduct = r() < 0.45;
  if (viaduct) {
    const stone = mix(p.wall, p.wood, 0.45);
    let d = `M0 ${n(track + 8)}H640V360`;
    for (let x = 640; x > 0; x -= 110) d += `H${n(x - 20)}V${n(track + 70)}a45 45 0 0 0 -90 0V360`;
    out += path(`${d}H0Z`, stone);
    out += rect(0, track + 4, 640, 10, mix(stone, p.ink, 0.3));
  } else {
    out += path(`M0 ${n(track + 4)}H640V360H0Z`, p.land[2]);
    out += rect(0, track + 4, 640, 10, mix(p.wood, p.ink, 0.4));
  }
  // The train: an engine and its carriages.
  const dir = r() < 0.5 ? 1 : -1;
  const cars = int(r, 2, 3) + (c.grand ? 1 : 0) + (c.coop ? 1 : 0);
  const engineX = dir === 1 ? between(r, 420, 500) : between(r, 60, 140);
  const body = pick(r, [p.accents[0], p.ink, mix(p.accents[1], p.ink, 0.2)]);
  const carColour = pick(r, [p.accents[1], p.accents[2], p.wall, mix(p.accents[0], p.wall, 0.3)]);
  const wheel = (x: number) => circle(x, track - 4, 13, p.ink) + circle(x, track - 4, 5, mix(p.wall, p.ink, 0.3));
  for (let i = 1; i <= cars; i++) {
    const x = engineX - dir * (i * 112) - (dir === 1 ? 0 : -10);
    const cx = dir === 1 ? x - 20 : x + 20;
    out +=
      rect(cx, track - 70, 104, 60, carColour, ' rx="6"') +
      rect(cx - 4, track - 78, 112, 10, mix(carColour, p.ink, 0.4), ' rx="4"');
    for (let w = 0; w < 3; w++)
      out += rect(cx + 10 + w * 32, track - 58, 22, 22, c.lit ? p.glow : mix(p.sky[1], '#ffffff', 0.3), ' rx="3"');
    out += wheel(cx + 22) + wheel(cx + 82);
  }
  const front = dir === 1 ? engineX + 110 : engineX - 10;
  const ex = dir === 1 ? engineX : engineX - 10;
  out += rect(ex, track - 60, 120, 50, body, ' rx="8"');
  const cabX = dir === 1 ? ex : ex + 72;
  out +=
    rect(cabX, track - 100, 48, 90, mix(body, p.ink, 0.2), ' rx="4"') +
    rect(cabX + 10, track - 90, 28, 26, c.lit ? p.glow : mix(p.sky[1], '#ffffff', 0.3), ' rx="3"');
  const chimney = dir === 1 ? ex + 92 : ex + 16;
  out += rect(chimney - 9, track - 92, 18, 34, p.ink);
  out += poly([front, track - 22, front + dir * 22, track - 6, front, track - 6], p.ink);
  out += wheel(ex + 30) + wheel(ex + 62) + wheel(ex + 94);
  for (let i = 0; i < 5; i++)
    out += circle(chimney - dir * i * 34, track - 112 - i * 12, 14 + i * 5, '#ffffff', op(0.85 - i * 0.13));
  if (r() < 0.6)
    for (let i = 0; i < 3; i++) out += pine(between(r, 10, 630), 372, between(r, 80, 120), mix(p.land[2], p.ink, 0.25));
  return out;
}

function lake(c: Ctx): string {
  const { p, r } = c;
  const shore = between(r, 215, 235);
  let out = outdoorSky(c, shore - 40);
  // Mountains with snow, mirrored in the water.
  const peaks = int(r, 2, 4);
  let mountains = '';
  let snow = '';
  for (let i = 0; i < peaks; i++) {
    const px = (640 / peaks) * (i + 0.5) + between(r, -50, 50);
    const h = between(r, 100, 160);
    const w = between(r, 170, 240);
    mountains += `M${n(px - w)} ${n(shore)}L${n(px)} ${n(shore - h)}L${n(px + w)} ${n(shore)}Z`;
    const cap = h * 0.28;
    snow += `M${n(px)} ${n(shore - h)}L${n(px + (w * cap) / h)} ${n(shore - h + cap)}L${n(px + (w * cap) / h / 3)} ${n(shore - h + cap * 0.8)}L${n(px)} ${n(shore - h + cap)}L${n(px - (w * cap) / h / 3)} ${n(shore - h + cap * 0.8)}L${n(px - (w * cap) / h)} ${n(shore - h + cap)}Z`;
  }
  const rock = mix(p.land[0], p.ink, 0.25);
  out += path(mountains, rock) + path(snow, mix(p.wall, '#ffffff', 0.5));
  out += rect(0, shore, 640, 360, waterFill(c));
  out += `<g transform="matrix(1 0 0 -1 0 ${n(shore * 2)})"${op(0.25)}>${path(mountains, rock)}</g>`;
  for (let x = -10; x < 660; x += between(r, 20, 34)) out += pine(x, shore + 6, between(r, 36, 60), p.land[2]);
  for (let i = 0; i < 6; i++)
    out += rect(between(r, 40, 560), between(r, shore + 30, 330), between(r, 30, 80), 4, '#ffffff', op(0.35));
  // A cabin with a jetty, or a rowing boat.
  const left = r() < 0.5;
  if (r() < 0.6) {
    const hx = left ? between(r, 40, 100) : between(r, 440, 520);
    out += path(
      `M${left ? -20 : 660} ${n(shore - 10)}Q${n(hx + 60)} ${n(shore - 30)} ${n(hx + (left ? 200 : -60))} ${n(shore + 20)}L${left ? -20 : 660} ${n(shore + 20)}Z`,
      p.land[1],
    );
    out += house(c, hx, shore + 4, 90, 60, p.wood, pick(r, [p.accents[0], p.ink]));
    const jx = left ? hx + 110 : hx - 80;
    out +=
      rect(jx, shore + 8, 70, 10, mix(p.wood, p.wall, 0.3)) +
      rect(jx + 6, shore + 18, 6, 20, p.wood) +
      rect(jx + 58, shore + 18, 6, 20, p.wood);
  }
  const bx = between(r, 200, 440);
  const by = between(r, 290, 320);
  out += path(
    `M${n(bx - 60)} ${n(by - 16)}H${n(bx + 60)}Q${n(bx + 50)} ${n(by + 4)} ${n(bx + 30)} ${n(by + 4)}H${n(bx - 30)}Q${n(bx - 50)} ${n(by + 4)} ${n(bx - 60)} ${n(by - 16)}Z`,
    pick(r, [p.accents[0], p.wood, p.accents[1]]),
  );
  out += figures(c, bx, by - 14, 40);
  out += stroke(`M${n(bx - 80)} ${n(by + 6)}L${n(bx + 10)} ${n(by - 36)}`, p.wood, 4);
  // Reeds at the front.
  const reedX = left ? between(r, 520, 600) : between(r, 20, 100);
  for (let i = 0; i < 5; i++)
    out += stroke(
      `M${n(reedX + i * 10)} 362Q${n(reedX + i * 12 - 6)} 320 ${n(reedX + i * 14 - 10)} ${n(between(r, 270, 300))}`,
      p.land[2],
      5,
    );
  return out;
}

function room(c: Ctx): string {
  const { p, r } = c;
  const wall = indoorWall(
    c,
    pick(r, [p.wall, mix(p.accents[1], p.wall, 0.6), mix(p.accents[2], p.wall, 0.5), mix(p.land[0], p.wall, 0.5)]),
  );
  let out = rect(0, 0, 640, 360, wall);
  if (r() < 0.6) for (let x = 20; x < 640; x += 60) out += rect(x, 0, 24, 270, mix(wall, p.ink, 0.05));
  const floor = mix(p.wood, p.wall, 0.2);
  out += rect(0, 270, 640, 90, floor) + rect(0, 262, 640, 10, mix(wall, p.ink, 0.2));
  const left = r() < 0.5;
  const winW = between(r, 170, 210);
  const winX = left ? between(r, 50, 90) : 590 - winW;
  out += skyWindow(c, winX, 50, winW, 140, p.wall);
  const curtain = pick(r, p.accents);
  out +=
    path(`M${n(winX - 30)} 30h40q-12 90 8 190h-48Z`, curtain) +
    path(`M${n(winX + winW + 30)} 30h-40q12 90 -8 190h48Z`, curtain);
  out += rect(winX - 40, 22, winW + 80, 10, p.wood, ' rx="5"');
  if (r() < 0.5) {
    // A cat on the sill.
    const cx = winX + winW * between(r, 0.3, 0.7);
    const sill = 208;
    out += ellipse(cx, sill - 18, 26, 18, p.ink) + circle(cx + 20, sill - 38, 14, p.ink);
    out += poly(
      [cx + 10, sill - 46, cx + 12, sill - 62, cx + 22, sill - 50, cx + 26, sill - 60, cx + 32, sill - 44],
      p.ink,
    );
    out += stroke(`M${n(cx - 24)} ${n(sill - 6)}q-24 4 -20 -26`, p.ink, 7);
  }
  const rug = pick(r, p.accents);
  if (r() < 0.5) out += ellipse(320, 322, between(r, 200, 250), 30, rug, op(0.85));
  else out += rect(between(r, 90, 140), 300, between(r, 360, 420), 44, rug, ' rx="10"' + op(0.85));
  // A bookshelf, an armchair and a lamp.
  const sx = left ? between(r, 470, 500) : between(r, 30, 60);
  out += rect(sx, 90, 120, 180, p.wood);
  for (let s = 0; s < 3; s++) {
    const sy = 100 + s * 56;
    let bx = sx + 8;
    while (bx < sx + 100) {
      const bw = between(r, 12, 20);
      const bh = between(r, 32, 46);
      out += rect(bx, sy + 46 - bh, bw, bh, pick(r, [...p.accents, p.wall, mix(p.accents[0], p.ink, 0.3)]));
      bx += bw + 2;
    }
    out += rect(sx + 4, sy + 46, 112, 6, mix(p.wood, p.ink, 0.35));
  }
  const chairs = c.coop ? 2 : 1;
  const chairColour = pick(r, [
    p.accents[0],
    p.accents[1],
    mix(p.accents[0], p.ink, 0.25),
    mix(p.land[2], p.wall, 0.1),
  ]);
  for (let i = 0; i < chairs; i++) {
    const ax =
      (left ? between(r, 280, 300) : between(r, 230, 260)) +
      i * 130 * (left ? -1 : 1) * (chairs === 2 ? 1 : 0) +
      (left ? 0 : 20);
    const ch = i ? mix(chairColour, p.wall, 0.35) : chairColour;
    out += rect(ax - 55, 180, 110, 110, ch, ' rx="30"') + rect(ax - 70, 230, 140, 60, mix(ch, p.ink, 0.15), ' rx="18"');
    out += rect(ax - 80, 220, 34, 76, ch, ' rx="16"') + rect(ax + 46, 220, 34, 76, ch, ' rx="16"');
    out += rect(ax - 30, 200, 50, 36, pick(r, [p.wall, p.accents[2]]), ' rx="12"');
  }
  if (r() < 0.6) {
    // A potted plant on the floor.
    const px = left ? between(r, 150, 190) : between(r, 420, 460);
    const leaf = mix(p.land[2], p.ink, c.night ? 0.1 : 0);
    out +=
      ellipse(px - 20, 250, 14, 34, leaf, ` transform="rotate(-25 ${n(px - 20)} 250)"`) +
      ellipse(px + 20, 250, 14, 34, leaf, ` transform="rotate(25 ${n(px + 20)} 250)"`) +
      ellipse(px, 236, 14, 40, mix(leaf, '#ffffff', 0.12));
    out += poly(
      [px - 24, 268, px + 24, 268, px + 18, 304, px - 18, 304],
      pick(r, [p.accents[0], p.wall, mix(p.accents[1], p.ink, 0.2)]),
    );
  }
  const lampX = left ? between(r, 410, 440) : between(r, 180, 210);
  out += circle(lampX, 110, 110, glowFill(c));
  out +=
    rect(lampX - 3, 110, 6, 170, p.ink) +
    ellipse(lampX, 282, 24, 6, p.ink) +
    poly([lampX - 34, 122, lampX + 34, 122, lampX + 22, 78, lampX - 22, 78], mix(p.glow, p.wall, 0.3));
  if (c.timed) out += clockFace(c, left ? 400 : 240, 54, 26);
  return out;
}

function tiles(c: Ctx): string {
  const { p, r } = c;
  let out = rect(0, 0, 640, 360, skyFill(c));
  out += circle(between(r, 60, 580), between(r, 50, 300), between(r, 120, 200), p.orb, op(0.18));
  const cols = int(r, 4, 6);
  const rows = cols === 6 ? 3 : int(r, 3, 4);
  const size = Math.min(470 / cols, 270 / rows) - 12;
  const gap = 12;
  const gw = cols * (size + gap) - gap;
  const gh = rows * (size + gap) - gap;
  const x0 = (640 - gw) / 2;
  const y0 = (360 - gh) / 2;
  const colours = [...p.accents, p.land[1], p.land[2], mix(p.accents[0], p.accents[1], 0.5)];
  const gapAt = int(r, 0, cols * rows - 1);
  let g = rect(x0 - 14, y0 - 14, gw + 28, gh + 28, mix(p.ink, p.sky[0], 0.35), ' rx="18"' + op(0.5));
  for (let i = 0; i < cols * rows; i++) {
    const x = x0 + (i % cols) * (size + gap);
    const y = y0 + Math.floor(i / cols) * (size + gap);
    if (i === gapAt) continue;
    const colour = pick(r, colours);
    g += rect(x, y + 5, size, size, mix(colour, p.ink, 0.35), ' rx="10"') + rect(x, y, size, size, colour, ' rx="10"');
    const mark = r();
    const m = size / 2;
    if (mark < 0.3) g += circle(x + m, y + m, size * 0.22, p.wall, op(0.85));
    else if (mark < 0.55)
      g += poly([x + m, y + m * 0.5, x + m * 1.5, y + m * 1.4, x + m * 0.5, y + m * 1.4], p.wall, op(0.85));
    else if (mark < 0.75) g += rect(x + m * 0.55, y + m * 0.55, m * 0.9, m * 0.9, p.wall, ' rx="4"' + op(0.85));
  }
  out += `<g transform="rotate(${n(between(r, -8, 8))} 320 180)">${g}</g>`;
  // The missing tile, lifted out beside the board.
  const fx = Math.max(size * 0.7, Math.min(640 - size * 0.7, r() < 0.5 ? x0 - size * 0.3 : x0 + gw + size * 0.3));
  const fy = between(r, 60, 300);
  const lifted = (x: number, y: number, colour: string) =>
    rect(x - size / 2 + 8, y - size / 2 + 14, size, size, p.ink, ' rx="10"' + op(0.2)) +
    `<g transform="rotate(${n(between(r, -25, 25))} ${n(x)} ${n(y)})">${rect(x - size / 2, y - size / 2, size, size, colour, ' rx="10"')}${circle(x, y, size * 0.22, p.wall)}</g>`;
  out += lifted(fx, fy, p.accents[0]);
  // Played together: a second tile, lifted on the other side.
  if (c.coop) out += lifted(640 - fx, 360 - fy, p.accents[1]);
  return out;
}

function hexes(c: Ctx): string {
  const { p, r } = c;
  let out = rect(0, 0, 640, 360, waterFill(c));
  for (let i = 0; i < 8; i++)
    out += stroke(`M${n(between(r, 10, 600))} ${n(between(r, 20, 340))}q12 -8 24 0t24 0`, '#ffffff', 4, op(0.35));
  const radius = c.grand ? 3 : int(r, 2, 3);
  const size = radius === 3 ? between(r, 34, 38) : between(r, 40, 46);
  const squash = 0.72;
  const cx = 320 + between(r, -30, 30);
  const cy = 190 + between(r, -8, 8);
  const cells: [number, number][] = [];
  for (let q = -radius; q <= radius; q++)
    for (let s = -radius; s <= radius; s++) {
      if (Math.abs(q + s) > radius) continue;
      if (Math.abs(q) + Math.abs(s) + Math.abs(q + s) === radius * 2 && r() < 0.45) continue;
      cells.push([q, s]);
    }
  const centre = (q: number, s: number) => [cx + size * Math.sqrt(3) * (q + s / 2), cy + size * 1.5 * s * squash];
  cells.sort((a, b) => centre(...a)[1]! - centre(...b)[1]!);
  // One hexagon, drawn once and placed with <use>, keeps the document small.
  const corners: number[] = [];
  for (let k = 0; k < 6; k++) {
    const a = (Math.PI / 3) * k + Math.PI / 6;
    corners.push(size * Math.cos(a), size * Math.sin(a) * squash);
  }
  const hexId = `${c.uid}h`;
  c.defs.set(
    hexId,
    `<polygon id="${hexId}" points="${pts(corners)}" stroke="#000" stroke-opacity="0.12" stroke-width="2"/>`,
  );
  const pineId = `${c.uid}p`;
  c.defs.set(pineId, pine(0, 0, 32, p.land[2]).replace('<polygon', `<polygon id="${pineId}"`));
  const tree = (x: number, y: number) => `<use href="#${pineId}" x="${n(x)}" y="${n(y)}"/>`;
  const kinds = ['grass', 'grass', 'forest', 'field', 'house', 'water'];
  // Tiles grouped by colour: all the sides first, then all the tops, then what stands on them.
  const sides = new Map<string, string>();
  const tops = new Map<string, string>();
  const add = (groups: Map<string, string>, fill: string, x: number, y: number) =>
    groups.set(fill, (groups.get(fill) ?? '') + `<use href="#${hexId}" x="${n(x)}" y="${n(y)}"/>`);
  let things = '';
  for (const [q, s] of cells) {
    const [x, y] = centre(q, s) as [number, number];
    const kind = (q === 0 && s === 0) || (c.coop && q === 1 && s === 0) ? 'house' : pick(r, kinds);
    const top =
      kind === 'field' ? p.accents[2] : kind === 'water' ? p.water[0] : kind === 'forest' ? p.land[1] : p.land[0];
    add(sides, mix(kind === 'water' ? p.land[1] : top, p.ink, 0.4), x, y + 10);
    add(tops, top, x, y);
    if (kind === 'forest') things += tree(x - 10, y + 8) + tree(x + 12, y + 4);
    if (kind === 'field')
      things += stroke(
        `M${n(x - 20)} ${n(y - 6)}H${n(x + 20)}M${n(x - 22)} ${n(y + 6)}H${n(x + 22)}`,
        mix(p.accents[2], p.wood, 0.5),
        4,
      );
    if (kind === 'house') {
      const roof = pick(r, [p.accents[0], p.accents[1], p.ink]);
      things += rect(x - 14, y - 16, 28, 22, p.wall) + poly([x - 19, y - 16, x, y - 34, x + 19, y - 16], roof);
      if (c.lit) things += rect(x - 5, y - 8, 10, 10, p.glow);
    }
  }
  for (const groups of [sides, tops]) for (const [fill, uses] of groups) out += `<g fill="${fill}">${uses}</g>`;
  return out + things;
}

function trail(c: Ctx): string {
  const { p, r } = c;
  const horizon = between(r, 170, 200);
  let out = outdoorSky(c, horizon);
  // A big mountain with a snowy top and a summit flag.
  const px = between(r, 220, 420);
  const ph = between(r, 150, 190);
  const top = horizon + 60 - ph;
  out += poly([px - 320, horizon + 80, px, top, px + 320, horizon + 80], mix(p.land[0], p.ink, 0.2));
  out += poly(
    [px, top, px + 50, top + 46, px + 20, top + 38, px, top + 52, px - 22, top + 36, px - 48, top + 44],
    mix(p.wall, '#ffffff', 0.5),
  );
  out +=
    stroke(`M${n(px)} ${n(top)}V${n(top - 40)}`, p.ink, 4) +
    poly([px + 2, top - 40, px + 34, top - 31, px + 2, top - 22], p.accents[0]);
  out += hills(c, horizon + 70, 50, p.land[1], 3);
  // A switchback trail from the front up to the slope.
  const trailColour = mix(p.wood, p.wall, 0.6);
  let x = between(r, 220, 420);
  let y = 370;
  let d = `M${n(x)} ${n(y)}`;
  for (let i = 0; i < 4; i++) {
    const nx = i % 2 ? x + between(r, 80, 160) : x - between(r, 80, 160);
    y -= between(r, 28, 40);
    d += `Q${n(nx + (nx - x) * 0.3)} ${n(y + 12)} ${n(nx)} ${n(y)}`;
    x = nx;
  }
  out += stroke(d, mix(trailColour, p.ink, 0.15), 28) + stroke(d, trailColour, 20);
  for (let i = 0; i < 6; i++) {
    const side = i % 2 ? between(r, 10, 150) : between(r, 490, 630);
    out += pine(side, between(r, horizon + 130, 370), between(r, 70, 110), p.land[2], p.wood);
  }
  // A signpost and walkers.
  const sx = between(r, 150, 480);
  out +=
    rect(sx - 4, 270, 8, 70, p.wood) +
    poly([sx, 274, sx + 50, 274, sx + 62, 286, sx + 50, 298, sx, 298], mix(p.wood, p.wall, 0.35)) +
    poly([sx, 302, sx - 48, 302, sx - 60, 314, sx - 48, 326, sx, 326], mix(p.wood, p.wall, 0.25));
  const fx = sx < 320 ? sx + 110 : sx - 110;
  if (c.adventurous) out += campfire(c, sx < 320 ? sx - 70 : sx + 70, 350);
  out += figures(c, fx, 350, 62);
  out += rect(fx - 20, 312, 14, 22, mix(p.wood, p.ink, 0.2), ' rx="4"');
  return out;
}

function suit(kind: number, x: number, y: number, s: number, fill: string): string {
  switch (kind) {
    case 0:
      return path(
        `M${n(x)} ${n(y + s)}C${n(x - s * 1.6)} ${n(y - s * 0.2)} ${n(x - s * 0.6)} ${n(y - s * 1.3)} ${n(x)} ${n(y - s * 0.4)}C${n(x + s * 0.6)} ${n(y - s * 1.3)} ${n(x + s * 1.6)} ${n(y - s * 0.2)} ${n(x)} ${n(y + s)}Z`,
        fill,
      );
    case 1:
      return poly([x, y - s * 1.1, x + s * 0.8, y, x, y + s * 1.1, x - s * 0.8, y], fill);
    case 2:
      return (
        circle(x, y - s * 0.5, s * 0.48, fill) +
        circle(x - s * 0.52, y + s * 0.2, s * 0.48, fill) +
        circle(x + s * 0.52, y + s * 0.2, s * 0.48, fill) +
        poly([x, y, x + s * 0.3, y + s, x - s * 0.3, y + s], fill)
      );
    default:
      return (
        path(
          `M${n(x)} ${n(y - s)}C${n(x + s * 1.5)} ${n(y + s * 0.1)} ${n(x + s * 0.5)} ${n(y + s)} ${n(x)} ${n(y + s * 0.3)}C${n(x - s * 0.5)} ${n(y + s)} ${n(x - s * 1.5)} ${n(y + s * 0.1)} ${n(x)} ${n(y - s)}Z`,
          fill,
        ) + poly([x, y + s * 0.2, x + s * 0.3, y + s * 1.05, x - s * 0.3, y + s * 1.05], fill)
      );
  }
}

function cards(c: Ctx): string {
  const { p, r } = c;
  const felt = pick(r, [
    mix(p.land[2], p.ink, 0.2),
    mix(p.accents[1], p.ink, 0.35),
    mix(p.water[1], p.ink, 0.1),
    mix(p.wood, p.ink, 0.1),
  ]);
  let out = rect(0, 0, 640, 360, felt);
  out += circle(320, 180, 260, '#ffffff', op(0.06)) + circle(320, 180, 170, '#ffffff', op(0.05));
  const pivotX = between(r, 260, 380);
  const pivotY = 420;
  const count = int(r, 4, 5);
  const spread = between(r, 15, 19);
  const w = 120;
  const h = 170;
  const red = p.accents[0];
  for (let i = 0; i < count; i++) {
    const angle = (i - (count - 1) / 2) * spread;
    const kind = int(r, 0, 3);
    const colour = kind < 2 ? red : p.ink;
    const card =
      rect(pivotX - w / 2 + 4, 140 + 6, w, h, p.ink, ' rx="12"' + op(0.25)) +
      rect(pivotX - w / 2, 140, w, h, '#fffaf0', ` rx="12" stroke="${mix('#fffaf0', p.ink, 0.2)}" stroke-width="3"`) +
      suit(kind, pivotX - w / 2 + 32, 140 + h * 0.5, 20, colour) +
      suit(kind, pivotX - w / 2 + 22, 162, 9, colour) +
      (i === count - 1 ? suit(kind, pivotX + 12, 140 + h * 0.5, 28, colour) : '');
    out += `<g transform="rotate(${n(angle)} ${n(pivotX)} ${pivotY})">${card}</g>`;
  }
  // The deck, chips and a cup of tea.
  const deckX = pivotX > 320 ? between(r, 40, 80) : between(r, 450, 490);
  const back = pick(r, [p.accents[1], p.accents[2], mix(p.accents[0], p.ink, 0.3)]);
  for (let i = 0; i < 4; i++)
    out += rect(deckX + i * 3, 40 - i * 3, 96, 136, mix(back, p.ink, 0.3 - i * 0.1), ' rx="10"');
  out += rect(deckX + 21, 43, 72, 112, 'none', ` rx="6" stroke="${p.wall}" stroke-width="4"` + op(0.7));
  const chipX = pivotX > 320 ? between(r, 60, 120) : between(r, 480, 560);
  for (let i = 0; i < int(r, 3, 5); i++)
    out += ellipse(
      chipX,
      300 - i * 9,
      30,
      12,
      i % 2 ? p.wall : p.accents[1],
      ` stroke="${mix(p.ink, p.wall, 0.3)}" stroke-width="2"`,
    );
  const cupX = pivotX > 320 ? between(r, 200, 230) : between(r, 420, 460);
  out +=
    ellipse(cupX, 80, 44, 30, p.wall) +
    circle(cupX, 76, 26, mix(p.wood, p.accents[1], 0.3), ` stroke="${mix(p.wall, p.ink, 0.1)}" stroke-width="8"`);
  out += steam(cupX - 8, 56, 40, '#ffffff') + steam(cupX + 10, 52, 44, '#ffffff');
  if (c.coop) out += rect(pivotX - 40, 20, 80, 110, mix(back, p.ink, 0.2), ' rx="10" transform="rotate(-8 320 80)"');
  return out;
}

function island(c: Ctx): string {
  const { p, r } = c;
  const horizon = between(r, 170, 200);
  let out = outdoorSky(c, horizon);
  out += rect(0, horizon, 640, 360, waterFill(c));
  if (r() < 0.6)
    out += ellipse(between(r, 60, 580), horizon + 6, between(r, 40, 70), 10, mix(p.land[0], p.sky[1], 0.4));
  for (let i = 0; i < 6; i++)
    out += stroke(
      `M${n(between(r, 10, 600))} ${n(between(r, horizon + 30, 350))}q12 -8 24 0t24 0`,
      '#ffffff',
      4,
      op(0.45),
    );
  // The island: a ring of sand with a green hump.
  const ix = between(r, 240, 400);
  const iy = between(r, 280, 300);
  const iw = between(r, 190, 240) * (c.grand ? 1.1 : 1);
  const sand = mix(p.accents[2], p.wall, 0.4);
  out += ellipse(ix, iy + 8, iw + 30, 30, '#ffffff', op(0.35));
  out += ellipse(ix, iy, iw, 42, p.mood === 'night' ? mix(sand, p.sky[0], 0.4) : sand);
  out += path(
    `M${n(ix - iw * 0.85)} ${n(iy - 10)}Q${n(ix - iw * 0.4)} ${n(iy - 80)} ${n(ix)} ${n(iy - 60)}T${n(ix + iw * 0.8)} ${n(iy - 12)}Z`,
    p.land[1],
  );
  // Palms.
  const palms = int(r, 1, 3);
  for (let i = 0; i < palms; i++) {
    const px = ix + (i - (palms - 1) / 2) * 90 + between(r, -20, 20) + (c.coop ? -60 : 0);
    const lean = between(r, -40, 40);
    const py = iy - 30;
    const topX = px + lean;
    const topY = py - between(r, 110, 140);
    out += stroke(`M${n(px)} ${n(py)}Q${n(px + lean * 0.1)} ${n((py + topY) / 2)} ${n(topX)} ${n(topY)}`, p.wood, 10);
    for (let k = 0; k < 5; k++) {
      const a = -150 + k * 38 + between(r, -8, 8);
      out += ellipse(
        topX,
        topY,
        48,
        11,
        p.land[2],
        ` transform="rotate(${n(a)} ${n(topX)} ${n(topY)}) translate(40 0)"`,
      );
    }
  }
  // A hut, and a neighbour's when played together.
  const hut = (hx: number) => {
    const roof = pick(r, [p.accents[0], p.accents[1], p.wood]);
    return (
      rect(hx - 30, iy - 64, 60, 44, p.wall) +
      poly([hx - 42, iy - 62, hx, iy - 100, hx + 42, iy - 62], roof) +
      rect(hx - 10, iy - 46, 20, 26, c.lit ? p.glow : mix(roof, p.ink, 0.4))
    );
  };
  out += hut(ix + iw * 0.45);
  if (c.adventurous) out += campfire(c, ix + iw * 0.15, iy + 6);
  if (c.coop) out += hut(ix - iw * 0.05);
  const jx = ix + (r() < 0.5 ? -iw - 40 : iw - 40);
  out += rect(jx, iy + 2, 80, 10, mix(p.wood, p.wall, 0.3)) + rect(jx + 70, iy + 12, 6, 20, p.wood);
  return out;
}

const RENDERERS: Record<CoverScene, (c: Ctx) => string> = {
  farm,
  shop,
  forest,
  cafe,
  seaside,
  'night-town': nightTown,
  workshop,
  garden,
  street,
  train,
  lake,
  room,
  tiles,
  hexes,
  trail,
  cards,
  island,
};

/**
 * The palette turns with the id, so games next to each other never share one; the scene comes
 * from a hash of id and title. The salt is fixed so the shipped catalogue spreads well over scene
 * and palette pairs; changing it redraws every cover.
 */
const DESIGN_SALT = 'cozy-370';
const PALETTE_STEP = 9;
const isDark = (palette: Palette) => palette.mood === 'night' || palette.mood === 'dusk';

export interface CoverDesign {
  scene: CoverScene;
  palette: string;
}

function design(game: CoverInput): { scene: CoverScene; palette: Palette } {
  const slot = (((Math.trunc(game.id) * PALETTE_STEP) % PALETTES.length) + PALETTES.length) % PALETTES.length;
  const palette = PALETTES[slot]!;
  const r = random(hash(`${DESIGN_SALT}|${game.id}|${game.title}`));
  const scenes = GENRE_SCENES[game.genre] ?? COVER_SCENES;
  let scene = pick(r, scenes);
  // A night town needs a night sky; in daylight the genre's other scenes stand in.
  if (scene === 'night-town' && !isDark(palette))
    scene = pick(
      r,
      scenes.filter((s) => s !== 'night-town'),
    );
  return { scene, palette };
}

/** The scene and palette a game's cover is drawn with. */
export function coverDesign(game: CoverInput): CoverDesign {
  const { scene, palette } = design(game);
  return { scene, palette: palette.name };
}

/** Raised whenever the drawing changes: it is part of each generated cover's ETag. */
export const COVER_DRAWING_VERSION = 2;

export function renderCoverSvg(game: CoverInput): string {
  const { scene, palette } = design(game);
  const modes = game.playModes ?? [];
  const c: Ctx = {
    r: random(hash(`${game.id}:${game.title}`)),
    p: palette,
    uid: `c${Math.trunc(game.id)}`,
    night: palette.mood === 'night',
    lit: palette.mood === 'night' || palette.mood === 'dusk',
    coop: modes.includes('co-op') || modes.includes('online'),
    timed: game.timePressure === 'yes',
    grand: game.length === 'long' || game.length === 'endless',
    adventurous: Boolean(game.hasCombat) || game.failState === 'yes',
    defs: new Map(),
  };
  const body = RENDERERS[scene](c);
  const defs = c.defs.size ? `<defs>${[...c.defs.values()].join('')}</defs>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360" role="img" aria-label="${escapeXml(game.title)} cover art">${defs}${body}</svg>`;
}

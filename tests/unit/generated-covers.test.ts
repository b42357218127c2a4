import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FailState, GameLength, PlayMode, TimePressure } from '../../common/cozy-profile.ts';
import {
  COVER_SCENES,
  GENRE_SCENES,
  coverDesign,
  renderCoverSvg,
  type CoverInput,
} from '../../server/modules/covers/cover-svg.ts';

interface SeedGame {
  title: string;
  genre: string;
  hasCombat?: boolean;
}
type SeedProfile = Partial<{
  failState: { value: FailState | null };
  timePressure: { value: TimePressure | null };
  length: { value: GameLength | null };
  playModes: { value: PlayMode[] };
}>;

const readSeed = <T>(file: string): T =>
  JSON.parse(readFileSync(new URL(`../../db/seed/catalogue/${file}`, import.meta.url), 'utf8')) as T;

/** The shipped catalogue as a fresh database holds it: ids 1..n in file order. */
const seedGames = readSeed<SeedGame[]>('games.json');
const profiles = readSeed<Record<string, SeedProfile>>('profiles.json');
const games: CoverInput[] = seedGames.map((game, i) => {
  const profile = profiles[game.title] ?? {};
  return {
    id: i + 1,
    title: game.title,
    genre: game.genre,
    hasCombat: game.hasCombat ?? false,
    failState: profile.failState?.value ?? null,
    timePressure: profile.timePressure?.value ?? null,
    length: profile.length?.value ?? null,
    playModes: profile.playModes?.value ?? [],
  };
});

const ENTITY = /&(?:#\d+|#x[0-9a-fA-F]+|amp|lt|gt|quot|apos);/y;
const TAG = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y;
const ATTRIBUTE = /([\w:-]+)="([^"<]*)"/g;

/**
 * A small well-formedness check: every tag parses, tags nest and close, attributes are quoted and
 * not repeated, every & starts an entity, ids are unique, and there is no text between the tags.
 */
function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const ids = new Set<string>();
  const checkAmpersands = (text: string, where: string) => {
    for (let at = text.indexOf('&'); at !== -1; at = text.indexOf('&', at + 1)) {
      ENTITY.lastIndex = at;
      if (!ENTITY.test(text)) problems.push(`bare & in ${where}`);
    }
  };
  let position = 0;
  while (position < xml.length) {
    if (xml[position] !== '<') {
      const end = xml.indexOf('<', position);
      const text = xml.slice(position, end === -1 ? undefined : end);
      if (text.trim()) problems.push(`text content: ${text.trim().slice(0, 40)}`);
      position = end === -1 ? xml.length : end;
      continue;
    }
    TAG.lastIndex = position;
    const tag = TAG.exec(xml);
    if (!tag) {
      problems.push(`unparsable markup at ${position}: ${xml.slice(position, position + 40)}`);
      break;
    }
    const [whole, closing, name, attributes, selfClosing] = tag as unknown as [string, string, string, string, string];
    if (closing) {
      if (attributes || selfClosing) problems.push(`malformed closing tag </${name}>`);
      if (stack.pop() !== name) problems.push(`</${name}> closes nothing open`);
    } else {
      const seen = new Set<string>();
      for (const [, attribute, value] of attributes.matchAll(ATTRIBUTE) as Iterable<[string, string, string]>) {
        if (seen.has(attribute)) problems.push(`<${name}> repeats ${attribute}`);
        seen.add(attribute);
        checkAmpersands(value, `${name}@${attribute}`);
        if (attribute === 'id') {
          if (ids.has(value)) problems.push(`duplicate id ${value}`);
          ids.add(value);
        }
      }
      if (!selfClosing) stack.push(name);
    }
    if (stack.length === 0 && position + whole.length < xml.length && !selfClosing && closing)
      problems.push('content after the root element');
    position += whole.length;
  }
  if (stack.length) problems.push(`unclosed: ${stack.join(', ')}`);
  return problems;
}

const svgs = games.map((game) => renderCoverSvg(game));

describe('generated covers of the shipped catalogue', () => {
  it('reads the whole catalogue', () => {
    expect(games.length).toBeGreaterThanOrEqual(100);
  });

  it('draws a different picture for every game', () => {
    expect(new Set(svgs).size).toBe(games.length);
  });

  it('paints no text: the title is only in the aria-label', () => {
    games.forEach((game, i) => {
      const svg = svgs[i]!;
      expect(svg).not.toMatch(/<text|<tspan|<title|<desc/);
      const escaped = game.title.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
      expect(svg).toContain(`role="img" aria-label="${escaped} cover art"`);
      const withoutLabel = svg.replace(` aria-label="${escaped} cover art"`, '');
      expect(withoutLabel).not.toContain(game.title);
      expect(withoutLabel).not.toContain(escaped);
    });
  });

  it('is well-formed, self-contained and small', () => {
    games.forEach((game, i) => {
      const svg = svgs[i]!;
      expect(xmlProblems(svg), game.title).toEqual([]);
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"')).toBe(true);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(svg).not.toMatch(/<script|<foreignObject|<image|\son\w+=|javascript:/i);
      // The namespace is the only URL; every reference points inside the document.
      expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:|\/\//);
      for (const [, target] of svg.matchAll(/(?:url\(#|href="#)([\w-]+)/g)) expect(svg).toContain(`id="${target}"`);
      expect(svg).not.toMatch(/href="[^#]/);
      expect(Buffer.byteLength(svg), game.title).toBeLessThan(7000);
    });
  });

  it('gives the same input the same output', () => {
    games.forEach((game, i) => {
      expect(renderCoverSvg({ ...game, playModes: game.playModes ? [...game.playModes] : [] })).toBe(svgs[i]);
      expect(coverDesign({ ...game })).toEqual(coverDesign(game));
    });
    // Rendering others in between does not disturb a game's picture.
    expect(renderCoverSvg(games[0]!)).toBe(svgs[0]);
  });

  it('picks a scene that suits the genre', () => {
    for (const game of games) {
      const { scene } = coverDesign(game);
      expect(GENRE_SCENES[game.genre] ?? COVER_SCENES).toContain(scene);
    }
  });

  it('spreads the catalogue over scenes and palettes', () => {
    const designs = games.map((game) => coverDesign(game));
    const scenes = new Set(designs.map((design) => design.scene));
    expect(scenes.size).toBeGreaterThanOrEqual(10);
    expect(new Set(designs.map((design) => design.palette)).size).toBeGreaterThanOrEqual(12);
    const pairs = new Map<string, number>();
    for (const { scene, palette } of designs)
      pairs.set(`${scene}/${palette}`, (pairs.get(`${scene}/${palette}`) ?? 0) + 1);
    const repeated = [...pairs].filter(([, count]) => count > 2);
    expect(repeated).toEqual([]);
    // Neighbours in the catalogue never share both scene and palette.
    for (let i = 1; i < designs.length; i++) expect(designs[i], games[i]!.title).not.toEqual(designs[i - 1]);
  });
});

describe('generated covers of any game', () => {
  const base: CoverInput = { id: 9001, title: 'Tom & Jerry\'s "Big" <Café>', genre: 'no-such-genre' };

  it('escapes the title in the label and draws any scene for an unknown genre', () => {
    const svg = renderCoverSvg(base);
    expect(svg).toContain('aria-label="Tom &#38; Jerry&#39;s &#34;Big&#34; &#60;Café&#62; cover art"');
    expect(xmlProblems(svg)).toEqual([]);
    expect(COVER_SCENES).toContain(coverDesign(base).scene);
  });

  it('draws every scene well-formed, with and without a profile', () => {
    const seen = new Set<string>();
    for (let id = 1; id <= 400 && seen.size < COVER_SCENES.length * 2; id++) {
      for (const profile of [
        {},
        { playModes: ['solo', 'co-op'] as PlayMode[], timePressure: 'yes' as const, length: 'endless' as const },
      ]) {
        const game = { ...base, id, ...profile };
        const { scene } = coverDesign(game);
        seen.add(`${scene}:${Object.keys(profile).length}`);
        const svg = renderCoverSvg(game);
        expect(xmlProblems(svg), scene).toEqual([]);
        expect(Buffer.byteLength(svg), scene).toBeLessThan(7000);
      }
    }
    expect(seen.size).toBe(COVER_SCENES.length * 2);
  });

  it('takes the profile into account: a game played together shows it in every scene', () => {
    const scenes = new Set<string>();
    for (let id = 1; id <= 200; id++) {
      const solo = { ...base, id, playModes: ['solo'] as PlayMode[] };
      const together = { ...solo, playModes: ['solo', 'co-op'] as PlayMode[] };
      expect(coverDesign(together)).toEqual(coverDesign(solo));
      scenes.add(coverDesign(solo).scene);
      expect(renderCoverSvg(together), coverDesign(solo).scene).not.toBe(renderCoverSvg(solo));
    }
    expect(scenes.size).toBe(COVER_SCENES.length);
  });
});

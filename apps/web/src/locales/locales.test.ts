import { readdirSync, readFileSync } from 'node:fs';
import { MESSAGES, SITE_LANGUAGES } from '@nyaya/shared';
import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

const folder = new URL('./', import.meta.url);
const read = (file: string): Tree => JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as Tree;
const pageSections = readdirSync(new URL('pages/', folder));

/** A language's texts whole: its locale file and the sections its pages load with them (pages/<section>/). */
const textsIn = (code: string): Tree => ({
  ...read(`${code}.json`),
  ...Object.fromEntries(pageSections.map((section) => [section, read(`pages/${section}/${code}.json`)])),
});

/** English as the app shows it: its texts plus the messages the server and the forms share. */
const english: Tree = { ...textsIn('en'), messages: MESSAGES };

/** Every leaf of a locale tree as "a.b.c" → text; a branch where a text belongs is kept as a non-string. */
function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const found = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key}`;
    if (value !== null && typeof value === 'object') {
      for (const [leaf, text] of leaves(value, `${path}.`)) found.set(leaf, text);
    } else found.set(path, value);
  }
  return found;
}

/**
 * What a translation must carry over unchanged: i18next's {{x}}, the {x} that the server or fillMessage fills,
 * and the <tag>…</tag> of a Trans component.
 */
function placeholders(text: string): string[] {
  const doubles = text.match(/\{\{[^{}]+\}\}/g) ?? [];
  const singles = text.replace(/\{\{[^{}]+\}\}/g, '').match(/\{\w+\}/g) ?? [];
  const tags = text.match(/<\/?[\w-]+\s*\/?>/g) ?? [];
  return [...doubles, ...singles, ...tags].map((token) => token.replace(/\s+/g, '')).sort();
}

const englishLeaves = leaves(english);
const otherLocales = readdirSync(folder)
  .filter((file) => file.endsWith('.json') && file !== 'en.json')
  .map((file) => file.slice(0, -'.json'.length));

describe('locale files', () => {
  it('give each page section in every language, and no section twice', () => {
    for (const section of pageSections) {
      expect(readdirSync(new URL(`pages/${section}/`, folder)).sort()).toEqual(
        ['en', ...otherLocales].map((code) => `${code}.json`).sort(),
      );
      expect(Object.keys(read('en.json'))).not.toContain(section);
    }
  });

  it('are the languages the server writes in, Hindi among them', () => {
    expect(['en', ...otherLocales].sort()).toEqual([...SITE_LANGUAGES].sort());
    expect(otherLocales).toContain('hi');
  });

  describe.each(otherLocales)('%s.json', (code) => {
    const translated = leaves(textsIn(code));

    it('translates every key of en.json and of MESSAGES', () => {
      const missing = [...englishLeaves.keys()].filter((key) => typeof translated.get(key) !== 'string');
      expect(missing).toEqual([]);
    });

    it('has no key that English lacks', () => {
      const extra = [...translated.keys()].filter((key) => !englishLeaves.has(key));
      expect(extra).toEqual([]);
    });

    it('leaves no text empty', () => {
      const empty = [...translated].filter(([, text]) => typeof text !== 'string' || text.trim() === '');
      expect(empty.map(([key]) => key)).toEqual([]);
    });

    it('keeps the placeholders and tags of every English text', () => {
      const differing = [...englishLeaves]
        .filter(([key]) => typeof translated.get(key) === 'string')
        .filter(
          ([key, text]) =>
            placeholders(String(text)).join(' ') !== placeholders(String(translated.get(key))).join(' '),
        )
        .map(([key]) => key);
      expect(differing).toEqual([]);
    });
  });
});

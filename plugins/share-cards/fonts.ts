import { readdirSync, readFileSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

/**
 * The font of the share cards: Noto Sans CJK SC, which sets Chinese and Latin text alike, read from the
 * machine (Debian's fonts-noto-cjk, installed by scripts/ensure-fonts.sh). Never from the network.
 */
export const CARD_FONT_FAMILY = 'Noto Sans CJK SC';

/** File names of the two weights: Debian's collections (all CJK faces in one file), or Adobe's single fonts. */
const FONT_FILES = {
  400: ['NotoSansCJK-Regular.ttc', 'NotoSansCJKsc-Regular.otf'],
  700: ['NotoSansCJK-Bold.ttc', 'NotoSansCJKsc-Bold.otf'],
} as const;

const FONT_DIRS = [
  '/usr/share/fonts',
  '/usr/local/share/fonts',
  path.join(homedir(), '.local/share/fonts'),
  path.join(homedir(), '.fonts'),
];

export interface CardFont {
  name: string;
  weight: 400 | 700;
  data: Buffer;
}

function findFontFile(names: readonly string[]): string | undefined {
  for (const dir of FONT_DIRS) {
    let files: string[];
    try {
      files = readdirSync(dir, { recursive: true, encoding: 'utf8' });
    } catch {
      continue;
    }
    for (const name of names) {
      const found = files.find((file) => path.basename(file) === name);
      if (found) return path.join(dir, found);
    }
  }
  return undefined;
}

/** The family name (name ID 1, Windows platform) of the font whose table directory starts at `offset`. */
function familyName(data: Buffer, offset: number): string {
  const tables = data.readUInt16BE(offset + 4);
  for (let index = 0; index < tables; index++) {
    const record = offset + 12 + 16 * index;
    if (data.toString('latin1', record, record + 4) !== 'name') continue;
    const name = data.readUInt32BE(record + 8);
    const count = data.readUInt16BE(name + 2);
    const strings = name + data.readUInt16BE(name + 4);
    for (let entry = 0; entry < count; entry++) {
      const at = name + 6 + 12 * entry;
      if (data.readUInt16BE(at) !== 3 || data.readUInt16BE(at + 6) !== 1) continue;
      const start = strings + data.readUInt16BE(at + 10);
      return Buffer.from(data.subarray(start, start + data.readUInt16BE(at + 8)))
        .swap16()
        .toString('utf16le');
    }
  }
  return '';
}

/**
 * One font out of a TrueType/OpenType collection (`ttcf`), as a standalone font file: satori's font
 * parser reads single fonts only. The font's tables are copied after a new table directory that points
 * at them (OpenType spec, "Font Collections"); a file that is no collection is returned as it is.
 */
export function fontFromCollection(data: Buffer, family: string): Buffer {
  if (data.toString('latin1', 0, 4) !== 'ttcf') return data;
  const fonts = data.readUInt32BE(8);
  for (let font = 0; font < fonts; font++) {
    const offset = data.readUInt32BE(12 + 4 * font);
    if (familyName(data, offset) !== family) continue;
    const count = data.readUInt16BE(offset + 4);
    const records = Array.from({ length: count }, (_, index) => offset + 12 + 16 * index);
    const padded = (length: number) => (length + 3) & ~3;
    const directory = 12 + 16 * count;
    const size = records.reduce((total, record) => total + padded(data.readUInt32BE(record + 12)), directory);
    const out = Buffer.alloc(size);
    data.copy(out, 0, offset, offset + 12);
    let position = directory;
    records.forEach((record, index) => {
      const start = data.readUInt32BE(record + 8);
      const length = data.readUInt32BE(record + 12);
      data.copy(out, 12 + 16 * index, record, record + 8); // tag and checksum
      out.writeUInt32BE(position, 12 + 16 * index + 8);
      out.writeUInt32BE(length, 12 + 16 * index + 12);
      data.copy(out, position, start, start + length);
      position += padded(length);
    });
    return out;
  }
  throw new Error(`share cards: no "${family}" font in the collection`);
}

/**
 * Finds the two weights on the machine; fails the build with what to install when one is missing.
 * `identity` (the files, their sizes and times) is part of every card's cache key.
 */
export function locateCardFonts(): { files: Record<400 | 700, string>; identity: string } {
  const files = { 400: findFontFile(FONT_FILES[400]), 700: findFontFile(FONT_FILES[700]) };
  if (!files[400] || !files[700])
    throw new Error(
      `share cards: ${CARD_FONT_FAMILY} was not found in ${FONT_DIRS.join(', ')}. Install Debian's fonts-noto-cjk ` +
        '(sudo apt-get install fonts-noto-cjk; scripts/ensure-fonts.sh does it as root).',
    );
  const found = files as Record<400 | 700, string>;
  const identity = [found[400], found[700]]
    .map((file) => `${file}:${statSync(file).size}:${statSync(file).mtimeMs}`)
    .join('|');
  return { files: found, identity };
}

/** Reads the fonts (about 30 MB of collections), only when a card has to be drawn. */
export function loadCardFonts(files: Record<400 | 700, string>): CardFont[] {
  return ([400, 700] as const).map((weight) => ({
    name: CARD_FONT_FAMILY,
    weight,
    data: fontFromCollection(readFileSync(files[weight]), CARD_FONT_FAMILY),
  }));
}

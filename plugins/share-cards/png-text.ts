import { crc32 } from 'node:zlib';

/** A PNG's 8-byte signature, then chunks: length (4), type (4), data, CRC-32 of type and data (4). */
const SIGNATURE_LENGTH = 8;

function chunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 0);
  typeAndData.copy(out, 4);
  out.writeUInt32BE(crc32(typeAndData), 8 + data.length);
  return out;
}

/**
 * Adds UTF-8 text to a PNG as uncompressed `iTXt` chunks right after its header (PNG spec 11.3.3.4),
 * so that what a card says can be read back without reading the picture ("Title", "Description").
 */
export function withPngText(png: Buffer, entries: Record<string, string>): Buffer {
  const headerEnd = SIGNATURE_LENGTH + 8 + png.readUInt32BE(SIGNATURE_LENGTH) + 4;
  const texts = Object.entries(entries).map(([keyword, text]) =>
    // keyword NUL, compression flag 0, method 0, empty language tag NUL, empty translated keyword NUL, text
    chunk('iTXt', Buffer.concat([Buffer.from(`${keyword}\0\0\0\0\0`, 'latin1'), Buffer.from(text, 'utf8')])),
  );
  return Buffer.concat([png.subarray(0, headerEnd), ...texts, png.subarray(headerEnd)]);
}

/** The `iTXt` chunks of a PNG, keyword to text. */
export function readPngText(png: Buffer): Record<string, string> {
  const texts: Record<string, string> = {};
  for (let at = SIGNATURE_LENGTH; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    if (type === 'iTXt') {
      const data = png.subarray(at + 8, at + 8 + length);
      const keywordEnd = data.indexOf(0);
      // After the keyword: compression flag and method, then the language tag and translated keyword, each ended by NUL.
      const languageEnd = data.indexOf(0, keywordEnd + 3);
      const textStart = data.indexOf(0, languageEnd + 1) + 1;
      texts[data.toString('latin1', 0, keywordEnd)] = data.toString('utf8', textStart);
    }
    if (type === 'IEND') break;
    at += 12 + length;
  }
  return texts;
}

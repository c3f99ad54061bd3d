import { pinyin } from 'pinyin-pro';
import { formatSounds } from '../core/zh-pairs';

/**
 * GB 2312's first level: the 3,755 most used characters, in the order the standard lists them.
 * A pinyin input method offers these first, so a slip usually lands on one of them even when the
 * site's text never uses it (预揽 for 预览).
 */
export function commonChineseCharacters(): string[] {
  const gbk = new TextDecoder('gbk');
  const chars: string[] = [];
  for (let row = 0xb0; row <= 0xd7; row++) {
    // The last row of the first level ends at 0xF9.
    for (let cell = 0xa1; cell <= (row === 0xd7 ? 0xf9 : 0xfe); cell++)
      chars.push(gbk.decode(new Uint8Array([row, cell])));
  }
  return chars;
}

/**
 * The readings, without tones and grouped by reading ("bu部布 shu署数"), of every Chinese
 * character in a text and of the common characters (above): the browser's typo correction
 * (search/core/zh-pairs.ts) prefers characters that sound like the one typed. The index build
 * puts the readings of the index's own characters in the manifest and those of the other common
 * characters in reading files of their own (index-build.ts). Build side only (pinyin-pro is not shipped).
 */
export function pinyinTable(text: string): string {
  const sounds = new Map<string, string[]>();
  for (const char of new Set([...(text.match(/\p{Script=Han}/gu) ?? []), ...commonChineseCharacters()])) {
    const readings = pinyin(char, { toneType: 'none', multiple: true, type: 'array', v: true });
    const kept = [...new Set(readings)].filter((reading) => /^[a-zü]+$/.test(reading));
    if (kept.length > 0) sounds.set(char, kept);
  }
  return formatSounds(sounds);
}

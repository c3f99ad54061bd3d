import { pinyin } from 'pinyin-pro';

/**
 * The readings of every Chinese character in a text, grouped by reading and
 * without tones ("bu部布 shu署数"), for the index file: the browser's typo
 * correction (search/core/zh-pairs.ts) prefers characters that sound like the
 * one typed. Only characters of the index are listed, which keeps it to a few
 * kilobytes; build side only (pinyin-pro is not shipped).
 */
export function pinyinTable(text: string): string {
  const byReading = new Map<string, Set<string>>();
  for (const char of new Set(text.match(/\p{Script=Han}/gu) ?? [])) {
    const readings = pinyin(char, { toneType: 'none', multiple: true, type: 'array', v: true });
    for (const reading of new Set(readings)) {
      if (!/^[a-zü]+$/.test(reading)) continue;
      if (!byReading.has(reading)) byReading.set(reading, new Set());
      byReading.get(reading)?.add(char);
    }
  }
  return [...byReading]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([reading, chars]) => reading + [...chars].sort().join(''))
    .join(' ');
}

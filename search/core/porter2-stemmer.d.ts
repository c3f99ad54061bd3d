/** wink-porter2-stemmer ships no types: one function, word -> Porter2 (Snowball English) stem. */
declare module 'wink-porter2-stemmer' {
  function stem(word: string): string;
  export = stem;
}

/**
 * Prints, as JSON, the answer the dialog would receive for a query, from the built index:
 *   npm run search -- --lang zh "暗黑模式"
 *   npm run search -- --lang en --narrow "deploy"     (5-word snippets, as on screens <= 768 px)
 */
import { parseArgs } from 'node:util';
import { docsearchRequest } from '../core/request';
import { answerWhenLoaded } from '../core/respond';
import { loadBuiltIndex, parseLang } from './built-index';

async function main() {
  const { values, positionals } = parseArgs({
    options: {
      lang: { type: 'string', default: 'en' },
      narrow: { type: 'boolean', default: false },
      'out-dir': { type: 'string', default: 'doc_build' },
    },
    allowPositionals: true,
  });
  const query = positionals.join(' ');
  if (!query) throw new Error('Usage: npm run search -- --lang <en|zh> "<query>"');
  const lang = parseLang(values.lang);
  const index = loadBuiltIndex(lang, values['out-dir']);
  const request = docsearchRequest(query, `site-${lang}`, { narrow: values.narrow });
  const [result] = (await answerWhenLoaded(index, [request])).results;
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { algoliaIndexSettings, pushRecords } from '../../../../search/build/push';
import { synonymsOf } from '../../../../search/build/synonym-table';
import { buildSearchRecords } from '../../../../search/core/records';
import { fixturePages } from '../core/fixtures';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** Just enough of Algolia's write API on 127.0.0.1 for replaceAllObjects and setSettings. */
async function algoliaWriteServer() {
  const log: { method: string; path: string; body: unknown }[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://x').pathname;
      log.push({ method: request.method ?? '', path, body: body ? JSON.parse(body) : null });
      response.writeHead(200, { 'content-type': 'application/json' });
      if (path.includes('/task/')) {
        response.end(JSON.stringify({ status: 'published', pendingTask: false }));
      } else {
        response.end(JSON.stringify({ taskID: log.length, objectIDs: [], updatedAt: new Date().toISOString() }));
      }
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { host: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, log };
}

describe('search:push', () => {
  const records = fixturePages.flatMap((page) => buildSearchRecords(page, { lvl0: 'Guide' }));

  it('uploads every record through a temporary index, moves it into place and sets the settings', async () => {
    const server = await algoliaWriteServer();
    const synonyms = synonymsOf('en').slice(0, 3);
    await pushRecords(records, { appId: 'APP', adminKey: 'admin', indexName: 'docs', hosts: [server.host] }, synonyms);
    const batches = server.log.filter((call) => call.path.endsWith('/batch') && !call.path.includes('/synonyms/'));
    const uploaded = batches.flatMap((call) => (call.body as { requests: { body: { objectID: string } }[] }).requests);
    expect(uploaded.map((request) => request.body.objectID).sort()).toEqual(records.map((r) => r.objectID).sort());
    const move = server.log.find(
      (call) => call.path.endsWith('/operation') && (call.body as { operation: string }).operation === 'move',
    );
    expect(move?.body).toEqual({ operation: 'move', destination: 'docs' });
    const settings = server.log.find((call) => call.path === '/1/indexes/docs/settings');
    expect(settings?.method).toBe('PUT');
    expect(settings?.body).toEqual(algoliaIndexSettings);
    expect(algoliaIndexSettings).toMatchObject({ removeWordsIfNoResults: 'allOptional', queryLanguages: ['en', 'zh'] });
    expect(algoliaIndexSettings.searchableAttributes).toContain('unordered(slug)');
    const saved = server.log.find((call) => call.path === '/1/indexes/docs/synonyms/batch');
    expect(saved?.body).toEqual(synonyms);
  });

  it('reports missing credentials with the client’s messages', async () => {
    await expect(pushRecords(records, { appId: '', adminKey: 'admin', indexName: 'docs' })).rejects.toThrow(
      '`appId` is missing.',
    );
    await expect(pushRecords(records, { appId: 'APP', adminKey: '', indexName: 'docs' })).rejects.toThrow(
      '`apiKey` is missing.',
    );
  });
});

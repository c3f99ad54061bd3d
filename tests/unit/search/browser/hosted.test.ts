import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createHostedSearchClient } from '../../../../search/browser/hosted';
import { readHostedSearchConfig } from '../../../../search/build/hosted-config';
import { MemoryIndex } from '../../../../search/core/memory-index';
import { buildSearchRecords } from '../../../../search/core/records';
import { answerSearch } from '../../../../search/core/respond';
import type { SearchRequest } from '../../../../search/core/types';
import { fixturePages } from '../core/fixtures';

const index = new MemoryIndex(
  'en',
  fixturePages.filter((page) => page.lang === 'en').flatMap((page) => buildSearchRecords(page, { lvl0: 'Guide' })),
);

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void;
const servers: Server[] = [];

/** A stand-in for Algolia's search API on 127.0.0.1: POST /1/indexes/*\/queries. */
async function startServer(handler: Handler): Promise<{ host: string; calls: string[] }> {
  const calls: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      calls.push(`${request.method} ${request.url}`);
      handler(request, body, response);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { host: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls };
}

/** A port that refuses connections. */
async function deadHost(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

const answerQueries: Handler = (request, body, response) => {
  if (request.method !== 'POST' || !request.url?.startsWith('/1/indexes/*/queries')) {
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ message: 'Not found', status: 404 }));
    return;
  }
  const { requests } = JSON.parse(body) as { requests: SearchRequest[] };
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(answerSearch(index, requests)));
};

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

const docsearchRequest = {
  indexName: 'docs',
  query: 'deploy',
  attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'content', 'type', 'url'],
  attributesToSnippet: ['hierarchy.lvl1:10', 'content:10'],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
  facetFilters: ['lang:en'],
};

const config = (hosts: string[]) => ({ appId: 'TESTAPP', apiKey: 'search-key', indexName: 'docs', hosts });

describe('hosted provider (Algolia client against a local server)', () => {
  it('sends the query with the credentials in query parameters and reads the hits', async () => {
    const server = await startServer(answerQueries);
    const client = createHostedSearchClient(config([server.host]));
    const { results } = await client.search({ requests: [docsearchRequest] });
    const first = results[0] as { hits: { url: string }[]; nbHits: number };
    expect(first.hits[0].url).toBe('/guide/basic/deploy');
    expect(first.nbHits).toBeGreaterThan(0);
    expect(server.calls[0]).toMatch(/^POST \/1\/indexes\/\*\/queries\?/);
    expect(server.calls[0]).toContain('x-algolia-application-id=TESTAPP');
    expect(server.calls[0]).toContain('x-algolia-api-key=search-key');
  });

  it('moves on to the next host when the first is down', async () => {
    const server = await startServer(answerQueries);
    const client = createHostedSearchClient(config([await deadHost(), server.host]));
    const { results } = await client.search({ requests: [docsearchRequest] });
    expect((results[0] as { nbHits: number }).nbHits).toBeGreaterThan(0);
    expect(server.calls).toHaveLength(1);
  });

  it('throws a RetryError (the dialog’s error screen) when every host is down', async () => {
    const client = createHostedSearchClient(config([await deadHost(), await deadHost()]));
    await expect(client.search({ requests: [docsearchRequest] })).rejects.toMatchObject({ name: 'RetryError' });
  });

  it('gives up on a silent host after its timeout (connect 1 s, read 2 s) and asks the next', async () => {
    const silent = await startServer(() => {
      // Never answers.
    });
    const server = await startServer(answerQueries);
    const client = createHostedSearchClient(config([silent.host, server.host]));
    const started = Date.now();
    await client.search({ requests: [docsearchRequest] });
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(900);
    expect(elapsed).toBeLessThan(3500);
    expect(server.calls).toHaveLength(1);
  });

  it('retries a 5xx on the next host', async () => {
    const failing = await startServer((_request, _body, response) => {
      response.writeHead(503, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: 'Unavailable', status: 503 }));
    });
    const server = await startServer(answerQueries);
    const client = createHostedSearchClient(config([failing.host, server.host]));
    await client.search({ requests: [docsearchRequest] });
    expect(failing.calls).toHaveLength(1);
    expect(server.calls).toHaveLength(1);
  });

  it('throws the message of a 4xx answer without trying another host', async () => {
    const rejecting = await startServer((_request, _body, response) => {
      response.writeHead(403, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: 'Invalid Application-ID or API key', status: 403 }));
    });
    const spare = await startServer(answerQueries);
    const client = createHostedSearchClient(config([rejecting.host, spare.host]));
    await expect(client.search({ requests: [docsearchRequest] })).rejects.toMatchObject({
      name: 'ApiError',
      message: 'Invalid Application-ID or API key',
      status: 403,
    });
    expect(rejecting.calls).toHaveLength(1);
    expect(spare.calls).toHaveLength(0);
  });
});

describe('hosted provider settings', () => {
  it('stays off without Algolia variables', () => {
    expect(readHostedSearchConfig({})).toBeNull();
  });
  it('reads the variables and optional hosts', () => {
    expect(
      readHostedSearchConfig({
        ALGOLIA_APP_ID: 'APP',
        ALGOLIA_API_KEY: 'KEY',
        ALGOLIA_INDEX_NAME: 'rspress',
        ALGOLIA_HOSTS: 'http://127.0.0.1:9000, search.example.com',
      }),
    ).toEqual({
      appId: 'APP',
      apiKey: 'KEY',
      indexName: 'rspress',
      hosts: ['http://127.0.0.1:9000', 'search.example.com'],
    });
  });
  it('reports a missing app id or key with the client’s messages', () => {
    const noAppId = readHostedSearchConfig({ ALGOLIA_API_KEY: 'KEY', ALGOLIA_INDEX_NAME: 'docs' });
    expect(() => noAppId && createHostedSearchClient(noAppId)).toThrow('`appId` is missing.');
    const noKey = readHostedSearchConfig({ ALGOLIA_APP_ID: 'APP', ALGOLIA_INDEX_NAME: 'docs' });
    expect(() => noKey && createHostedSearchClient(noKey)).toThrow('`apiKey` is missing.');
  });
});

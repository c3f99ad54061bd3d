import type { Rspack } from '@rsbuild/core';

/** Rspress names each page's dynamic import "route-" plus a hash (node/route/routeChunkAssets.js). */
const ROUTE_CHUNK_GROUP = /^route-/;

type ChunkGroup = ReturnType<Rspack.Compilation['namedChunkGroups']['get']> & {};

/** The JS files of a chunk group, in the group's chunk order. */
export function jsFilesOf(group: ChunkGroup): string[] {
  return group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
}

/** One entry per page module: the group's name and its chunks (the page's own and any shared ones). */
export function routeChunkGroups(compilation: Rspack.Compilation): [name: string, group: ChunkGroup][] {
  return [...compilation.namedChunkGroups].filter(([name]) => ROUTE_CHUNK_GROUP.test(name));
}

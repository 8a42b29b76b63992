// Worker thread: indexes one search shard with a Pagefind service of its own, so that shards are
// indexed on every core (see indexShards in index-site.ts), and posts back what it indexed.
import { parentPort, workerData } from 'node:worker_threads';
import { indexShard, type IndexedShard, type SearchWorkerData } from './index-site.ts';

const { pages, outputPath } = workerData as SearchWorkerData;
parentPort!.postMessage((await indexShard(pages, outputPath)) satisfies IndexedShard);

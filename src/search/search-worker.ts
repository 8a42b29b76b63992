// Worker thread: indexes search pages with a Pagefind service of its own, and posts back what it
// indexed. Given its pages (workerData.pages), it indexes one shard, so that shards are indexed on
// every core (see indexShards in index-site.ts). In stream mode (workerData.stream), it takes pages
// as they are posted while the site renders (search-stream.ts), then writes the index when asked.
import { parentPort, workerData } from 'node:worker_threads';
import { indexShard, type IndexedShard, type SearchWorkerData } from './index-site.ts';
import { streamIndex, type StreamRequest } from './search-stream.ts';

const data = workerData as SearchWorkerData | { stream: true };
const port = parentPort!;
if ('stream' in data) {
  const index = streamIndex();
  port.on('message', (request: StreamRequest) => {
    void index.handle(request).then((answer) => {
      if (answer) port.postMessage(answer satisfies IndexedShard);
      if (request.type !== 'page') port.close();
    });
  });
} else {
  port.postMessage((await indexShard(data.pages, data.outputPath)) satisfies IndexedShard);
}

import type http from 'node:http';

/** Path of the server-sent event stream watch mode adds to the server. */
export const EVENTS_PATH = '/__docs-build/events';

/**
 * The browser side of live reload, inlined into every HTML response in watch mode: reloads
 * after a rebuild, shows build errors as an overlay naming file and line, clears it when fixed.
 */
const LIVE_RELOAD_SCRIPT = `<script>(function(){
var version=__VERSION__;
var overlay=null;
function clear(){if(overlay){overlay.remove();overlay=null;}}
function show(list){clear();overlay=document.createElement('div');overlay.id='docs-build-error-overlay';overlay.setAttribute('role','alert');
overlay.style.cssText='position:fixed;inset:0;z-index:99999;background:rgba(10,12,16,.92);color:#f3f4f6;font:14px/1.5 ui-monospace,Menlo,Consolas,monospace;padding:32px;overflow:auto;white-space:pre-wrap';
var h=document.createElement('h2');h.textContent='docs-build: the last change did not build ('+list.length+' error'+(list.length===1?'':'s')+'). The page below is the last good version.';h.style.cssText='font:600 18px system-ui,sans-serif;color:#ff8a8a;margin:0 0 16px';overlay.appendChild(h);
list.forEach(function(d){var p=document.createElement('div');p.className='docs-build-error';p.style.cssText='margin:0 0 16px;padding:12px;border-left:3px solid #ff8a8a;background:rgba(255,255,255,.04)';p.textContent=d;overlay.appendChild(p);});
var b=document.createElement('button');b.textContent='Dismiss';b.style.cssText='position:absolute;top:24px;right:32px';b.onclick=clear;overlay.appendChild(b);
document.body.appendChild(overlay);}
var es=new EventSource('${EVENTS_PATH}');
es.addEventListener('reload',function(){location.reload();});
es.addEventListener('version',function(e){if(Number(e.data)!==version)location.reload();});
es.addEventListener('failed',function(e){show(JSON.parse(e.data).errors);});
es.addEventListener('ok',function(){clear();});
})();</script>`;

/** A server-sent event hub for the watch server. */
export function createEventHub() {
  const clients = new Set<http.ServerResponse>();
  let last: { event: string; data: string } | undefined;
  let version = 0;
  return {
    /** Handles the event stream request; returns true when it did. */
    handle(req: http.IncomingMessage, res: http.ServerResponse): boolean {
      if (req.url !== EVENTS_PATH) return false;
      // The stream is for the site's own pages, which send no Origin or their own (checked by
      // serve()). An opaque origin (Origin: null: a sandboxed frame, a file: page) has no business
      // reading it: it carries every rebuild and the build's error messages.
      if (req.headers.origin === 'null') {
        res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8' }).end('The live-reload event stream answers only the pages of this site.\n');
        return true;
      }
      res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', Connection: 'keep-alive' });
      // A HEAD response has no body: the events written to it would be dropped, and its head,
      // never flushed, would leave the client waiting.
      if (req.method === 'HEAD') {
        res.end();
        return true;
      }
      // A tab that reloaded while a newer build was announced learns of it here, and reloads.
      res.write(`event: version\ndata: ${version}\n\n`);
      // A tab that opens while the build is broken sees the overlay at once.
      if (last?.event === 'failed') res.write(`event: failed\ndata: ${last.data}\n\n`);
      clients.add(res);
      req.on('close', () => clients.delete(res));
      return true;
    },
    /** Successful builds so far; served pages carry it. */
    version: () => version,
    send(event: 'reload' | 'failed' | 'ok', payload: unknown): void {
      if (event === 'reload') version++;
      const data = JSON.stringify(payload);
      last = { event, data };
      for (const res of clients) res.write(`event: ${event}\ndata: ${data}\n\n`);
    },
    close(): void {
      for (const res of clients) res.end();
      clients.clear();
    },
  };
}

/** Adds the live reload client, stamped with the build version being served, to an HTML document. */
export function injectLiveReload(html: string, version: number): string {
  const script = LIVE_RELOAD_SCRIPT.replace('__VERSION__', String(version));
  const at = html.lastIndexOf('</body>');
  return at === -1 ? html + script : html.slice(0, at) + script + html.slice(at);
}

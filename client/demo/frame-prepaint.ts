// The pre-paint script of a demo frame: bundled alone and inlined at the top of each frame
// document, so the frame's first paint already has the page's colour scheme and direction.
import { frameHost, syncWithHost } from './frame-sync.ts';

const host = frameHost();
if (host) syncWithHost(host);

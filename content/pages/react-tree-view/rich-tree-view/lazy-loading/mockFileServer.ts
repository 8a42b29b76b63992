import { fileTree, type FileKind, type FileNode } from '../items/fileTree';

/** What the mock server returns for one entry: no children, only how many there are. */
export interface RemoteFile {
  id: string;
  label: string;
  kind: FileKind;
  childrenCount: number;
}

export interface MockFileServerOptions {
  /** Delay of every response, in milliseconds. */
  latency?: number;
  /** Ids of folders whose first listing fails, to show the error state. */
  failOnceFor?: string[];
  /** Called with the parent id (or `'root'`) of every request that reaches the server. */
  onRequest?: (parentId: string) => void;
}

const childrenByParent = new Map<string, FileNode[]>();
function index(nodes: FileNode[], parentId: string) {
  childrenByParent.set(parentId, nodes);
  nodes.forEach((node) => {
    if (node.children) {
      index(node.children, node.id);
    }
  });
}
index(fileTree, 'root');

function toRemote(node: FileNode): RemoteFile {
  return { id: node.id, label: node.label, kind: node.kind, childrenCount: node.children?.length ?? 0 };
}

/**
 * A file server that runs in the browser: it answers after `latency` ms with `setTimeout`
 * and makes no network request.
 */
export function createMockFileServer({ latency = 700, failOnceFor = [], onRequest }: MockFileServerOptions = {}) {
  const failing = new Set(failOnceFor);
  // Labels renamed on this server, by id.
  const renamed = new Map<string, string>();

  return {
    getChildrenCount: (item: RemoteFile) => item.childrenCount,
    getTreeItems: (parentId?: string) =>
      new Promise<RemoteFile[]>((resolve, reject) => {
        const key = parentId ?? 'root';
        onRequest?.(key);
        setTimeout(() => {
          if (failing.has(key)) {
            failing.delete(key);
            reject(new Error(`Could not list "${key}": the server timed out.`));
            return;
          }
          const files = (childrenByParent.get(key) ?? []).map(toRemote);
          resolve(files.map((file) => ({ ...file, label: renamed.get(file.id) ?? file.label })));
        }, latency);
      }),
    /** Saves a new name for a file or folder. */
    renameFile: (id: string, label: string) =>
      new Promise<void>((resolve) => {
        setTimeout(() => {
          renamed.set(id, label);
          resolve();
        }, latency);
      }),
  };
}

import fs from 'node:fs';

/**
 * This process's child processes whose command name starts with `name` (Linux, from /proc), with
 * their state: 'Z' for one that exited and was never reaped.
 */
export function childProcesses(name: string): { pid: number; state: string }[] {
  const children: { pid: number; state: string }[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // gone meanwhile
    }
    const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const [state = '', ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    if (comm.startsWith(name) && Number(ppid) === process.pid) children.push({ pid: Number(entry), state });
  }
  return children;
}

import { readFileSync, readdirSync } from "node:fs";

/** The live processes whose parent is `pid`, as [pid, name], read from /proc (pgrep may not be installed). */
export function childrenOf(pid: number): [number, string][] {
  return readdirSync("/proc").filter((entry) => /^\d+$/u.test(entry)).flatMap((entry): [number, string][] => {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // "pid (name) state ppid …": the name may hold spaces and brackets, so read after the last ")".
      const nameEnds = stat.lastIndexOf(")");
      const [state, ppid] = stat.slice(nameEnds + 2).split(" ");
      return Number(ppid) === pid && state !== "Z" ? [[Number(entry), stat.slice(stat.indexOf("(") + 1, nameEnds)]] : [];
    } catch {
      return []; // gone while we looked
    }
  });
}

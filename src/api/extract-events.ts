import ts from 'typescript';
import { declarationPlan, type ExtractContext } from './extract-members.ts';
import { docOf, tagOf, typeText } from './ts-members.ts';
import type { ApiEvent, ApiWarning } from './types.ts';

/** The packages whose `GridEventLookup` is read, highest plan first: its module augmentations add the Pro and Premium events. */
const EVENT_PACKAGES = ['@mui/x-data-grid-premium', '@mui/x-data-grid-pro', '@mui/x-data-grid'];

/**
 * The Data Grid's events: every key of `GridEventLookup` as the highest installed plan declares it (the
 * community interface plus the Pro and Premium augmentations), with its JSDoc, the types of the
 * `params` and `event` a listener receives, and the plan whose package declares it. Events marked
 * `@ignore` are internal and left out. Sorted by name.
 */
export function extractEvents(ctx: ExtractContext): { events: ApiEvent[]; warnings: ApiWarning[] } {
  const { checker, isOwn } = ctx;
  const pkg = EVENT_PACKAGES.map((name) => ctx.packages.get(name)).find((p) => p?.exports.has('GridEventLookup'));
  const exported = pkg?.exports.get('GridEventLookup');
  if (!pkg || !exported) {
    const installed = EVENT_PACKAGES.filter((name) => ctx.packages.has(name));
    return { events: [], warnings: installed.length ? [{ code: 'ApiEventsMissing', packages: installed }] : [] };
  }
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const byName = new Map<string, ApiEvent>();
  for (const member of [...checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(symbol)), ...augmentedMembers(ctx)]) {
    if (byName.has(member.getName()) || tagOf(checker, member, 'ignore') !== undefined) continue;
    const shape = checker.getTypeOfSymbol(member);
    const event: ApiEvent = { name: member.getName(), description: docOf(checker, member), plan: declarationPlan(member, isOwn) };
    for (const key of ['params', 'event'] as const) {
      const part = shape.getProperty(key);
      if (part) event[key] = typeText(checker, part, false);
    }
    const deprecated = tagOf(checker, member, 'deprecated');
    if (deprecated !== undefined) event.deprecated = deprecated;
    byName.set(event.name, event);
  }
  const events = [...byName.values()];
  return { events: events.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)), warnings: [] };
}

/** The interfaces whose events the Pro and Premium packages add by module augmentation. */
const AUGMENTED = new Set(['GridEventLookup', 'GridControlledStateEventLookup']);

/**
 * The members that `declare module '…' { interface GridEventLookup extends GridEventLookupPro {} }`
 * blocks of the grid packages add. In the extractor's program these augmentations don't reach the
 * interface the packages re-export (the Pro and Premium events are missing from its merged type), so
 * the interfaces they extend are read directly.
 */
function augmentedMembers(ctx: ExtractContext): ts.Symbol[] {
  const { program, checker, isOwn } = ctx;
  const found: ts.Symbol[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isModuleDeclaration(node) && node.body && ts.isModuleBlock(node.body)) node.body.statements.forEach(visit);
    if (!ts.isInterfaceDeclaration(node) || !AUGMENTED.has(node.name.text) || !ts.isModuleBlock(node.parent)) return;
    for (const type of (node.heritageClauses ?? []).flatMap((clause) => [...clause.types])) found.push(...checker.getPropertiesOfType(checker.getTypeAtLocation(type)));
  };
  for (const file of program.getSourceFiles()) {
    if (isOwn(file.fileName) && /\/@mui\/x-data-grid[^/]*\//.test(file.fileName.replace(/\\/g, '/'))) ts.forEachChild(file, visit);
  }
  return found;
}

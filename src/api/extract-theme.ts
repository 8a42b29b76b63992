import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { propsOfType, type OwnFileTest } from './ts-members.ts';
import type { ApiClass, ApiTheme, ComponentApi } from './types.ts';

/** The declaration file of a package's theme augmentation, when it has one (it is not part of the package entry). */
export function themeAugmentationEntry(packageDir: string): string | undefined {
  const file = path.join(packageDir, 'themeAugmentation', 'index.d.ts');
  return fs.existsSync(file) ? file : undefined;
}

/** The `@mui/material/styles` interfaces the packages augment, and what a key of each says the theme accepts for it. */
const AUGMENTED: Record<string, (valueKeys: ReadonlySet<string>) => Partial<ApiTheme>> = {
  // `components.MuiX: { defaultProps?, styleOverrides?, … }`
  Components: (keys) => ({ defaultProps: keys.has('defaultProps'), styleOverrides: keys.has('styleOverrides') }),
  // `MuiX: XProps`: the component reads its default props from the theme.
  ComponentsPropsList: () => ({ defaultProps: true }),
  // `MuiX: XClassKey`: its style overrides are keyed by these class keys.
  ComponentNameToClassKey: () => ({ styleOverrides: true }),
};

/**
 * Every key the packages add to the theme's `components`, with what each accepts. Read from the
 * `declare module '@mui/material/styles' { interface Components<Theme> extends …Components<Theme> {} }`
 * blocks (and their `ComponentsPropsList` and `ComponentNameToClassKey` siblings) of the packages'
 * theme augmentation: the same declarations that type a reader's theme.
 */
export function themeKeysOf(program: ts.Program, checker: ts.TypeChecker, isOwn: OwnFileTest): Map<string, ApiTheme> {
  const keys = new Map<string, ApiTheme>();
  const visit = (node: ts.Node): void => {
    if (ts.isModuleDeclaration(node) && node.body && ts.isModuleBlock(node.body)) node.body.statements.forEach(visit);
    const accepts = ts.isInterfaceDeclaration(node) && ts.isModuleBlock(node.parent) ? AUGMENTED[node.name.text] : undefined;
    if (!accepts || !ts.isInterfaceDeclaration(node)) return;
    for (const heritage of (node.heritageClauses ?? []).flatMap((clause) => [...clause.types])) {
      for (const key of checker.getPropertiesOfType(checker.getTypeAtLocation(heritage))) {
        const value = checker.getNonNullableType(checker.getTypeOfSymbol(key));
        const found = accepts(new Set(checker.getPropertiesOfType(value).map((p) => p.getName())));
        const known = keys.get(key.getName()) ?? { name: key.getName(), defaultProps: false, styleOverrides: false };
        keys.set(key.getName(), { name: known.name, defaultProps: known.defaultProps || found.defaultProps === true, styleOverrides: known.styleOverrides || found.styleOverrides === true });
      }
    }
  };
  for (const file of program.getSourceFiles()) {
    if (isOwn(file.fileName) && file.fileName.replace(/\\/g, '/').includes('/themeAugmentation/')) ts.forEachChild(file, visit);
  }
  return keys;
}

/**
 * The theme key of a component: `Mui<Name>`, else without its plan suffix (DataGridPro reads the
 * theme as MuiDataGrid). A component with no key of its own whose global class names share another
 * component's prefix (ChartsAxisTooltipContent's are MuiChartsTooltip-*) is styled under that key,
 * but reads no default props from it.
 */
export function themeOf(keys: ReadonlyMap<string, ApiTheme>, component: { name: string; classes: readonly ApiClass[] }): ApiTheme | undefined {
  for (const candidate of [`Mui${component.name}`, `Mui${component.name.replace(/(Pro|Premium)$/, '')}`]) {
    const found = keys.get(candidate);
    if (found) return found;
  }
  const classPrefix = component.classes.find((c) => c.key === 'root')?.className.replace(/-root$/, '');
  const shared = classPrefix ? keys.get(classPrefix) : undefined;
  return shared?.styleOverrides ? { name: shared.name, defaultProps: false, styleOverrides: true } : undefined;
}

/** The first type argument of a type (`RefObject<T>` or an alias such as `Ref<T>`), if any. */
function firstTypeArgument(checker: ts.TypeChecker, type: ts.Type): ts.Type | undefined {
  if (type.aliasTypeArguments?.[0]) return type.aliasTypeArguments[0];
  const isReference = type.flags & ts.TypeFlags.Object && (type as ts.ObjectType).objectFlags & ts.ObjectFlags.Reference;
  return isReference ? checker.getTypeArguments(type as ts.TypeReference)[0] : undefined;
}

/**
 * Whether a component takes a `ref`, and the type of what the ref receives: from the `ref` its props
 * accept (`React.RefAttributes<HTMLDivElement>` gives "HTMLDivElement").
 */
export function refOf(checker: ts.TypeChecker, propsType: ts.Type | undefined): NonNullable<ComponentApi['ref']> {
  const ref = propsType && propsOfType(checker, propsType).find((m) => m.symbol.getName() === 'ref')?.symbol;
  if (!ref) return { forwarded: false };
  // `Ref<T>` is an alias of a union; an intersection of two props types (`P & RefAttributes<T>`) intersects their refs.
  const elementOf = (type: ts.Type, depth: number): string | undefined => {
    const argument = firstTypeArgument(checker, type);
    const element = argument && checker.typeToString(checker.getNonNullableType(argument));
    if (element && !/^(any|unknown|never|object|\{\})$/.test(element)) return element;
    if (depth > 3 || !type.isUnionOrIntersection()) return undefined;
    for (const member of type.types) {
      const found = elementOf(member, depth + 1);
      if (found) return found;
    }
    return undefined;
  };
  const element = elementOf(checker.getNonNullableType(checker.getTypeOfSymbol(ref)), 0);
  return element ? { forwarded: true, element } : { forwarded: true };
}

/** The names of the props a component takes from the Material UI component it inherits from (declared in that package). */
export function inheritedPropNames(checker: ts.TypeChecker, propsType: ts.Type, p: { packageName: string; isOwn: OwnFileTest }): string[] {
  const { packageName, isOwn } = p;
  const fromPackage = (symbol: ts.Symbol) => (symbol.declarations ?? []).some((d) => d.getSourceFile().fileName.replace(/\\/g, '/').includes(`/node_modules/${packageName}/`));
  return propsOfType(checker, propsType)
    .filter((m) => fromPackage(m.symbol) && !(m.symbol.declarations ?? []).some((d) => isOwn(d.getSourceFile().fileName)))
    .map((m) => m.symbol.getName())
    .sort();
}

import ts from 'typescript';
import type { OwnFileTest } from './ts-members.ts';
import type { ApiControl } from './types.ts';

/** Props a playground never offers: they take components, styles or children, not a value to try. */
const NOT_A_KNOB = new Set(['slots', 'components', 'componentsProps', 'sx', 'classes', 'className', 'style', 'children', 'ref', 'apiRef', 'theme', 'localeText', 'id']);

/** Identifiers (`axisId`, `itemId`): they name something the component's data has, not a value to try. */
const offered = (name: string) => !NOT_A_KNOB.has(name) && !/Id$/.test(name);

/** How deep a playground reaches into an object prop: `xAxis.0.position`, `slotProps.legend.direction`. */
const MAX_DEPTH = 3;

/** The parts of a type once `undefined` and `null` are left out (a prop's optionality is not a value to pick). */
function partsOf(checker: ts.TypeChecker, type: ts.Type): ts.Type[] {
  // A prop typed by the component's type parameter (`multiSelect?: Multiple`) takes what the parameter allows.
  const parts = (type.isUnion() ? type.types : [type]).flatMap((t) => {
    const constraint = t.isTypeParameter() ? checker.getBaseConstraintOfType(t) : undefined;
    return constraint ? (constraint.isUnion() ? constraint.types : [constraint]) : [t];
  });
  return parts.filter((t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null | ts.TypeFlags.Void)));
}

/** The element type of an array or readonly array type. */
function elementOf(checker: ts.TypeChecker, type: ts.Type): ts.Type | undefined {
  if (!checker.isArrayType(type)) return undefined;
  return (type as ts.TypeReference).typeArguments?.[0];
}

/** Whether every declaration of an object type is in an MUI X file (React's and MUI's own types are not walked). */
function declaredOwn(type: ts.Type, isOwn: OwnFileTest): boolean {
  const symbol = type.aliasSymbol ?? type.getSymbol();
  const declarations = symbol?.declarations ?? [];
  return declarations.length > 0 && declarations.every((d) => isOwn(d.getSourceFile().fileName));
}

/**
 * The playground control of a type, resolved by the checker (a prop typed `BarSeriesType['layout']`
 * is the union of its literals): a switch for a boolean, options for a union of string or number
 * literals, a number or text field, or the members of an object declared by MUI X (an array's
 * element's members for an array, keyed `0`) with a control each. Undefined for anything else
 * (callbacks, React nodes, mixed unions).
 */
export function controlOf(checker: ts.TypeChecker, type: ts.Type, p: { isOwn: OwnFileTest; depth?: number }): ApiControl | undefined {
  const depth = p.depth ?? 0;
  let byType = memo.get(p.isOwn);
  if (!byType) memo.set(p.isOwn, (byType = new WeakMap()));
  let byDepth = byType.get(type);
  if (!byDepth) byType.set(type, (byDepth = new Map()));
  if (byDepth.has(depth)) return byDepth.get(depth);
  const control = controlOfType(checker, type, { isOwn: p.isOwn, depth });
  byDepth.set(depth, control);
  return control;
}

/**
 * Controls already made, by extraction (its own-file test), type and depth: the props of a
 * component family share their types (the charts' axes, series and slot props), and the docs'
 * extraction asked for 6,068 controls, 1,329 of them of a type and depth not met before (its whole run 12.0-12.6 s before, 10.7-11.6 s
 * after, the same data). A control is never changed once made.
 */
const memo = new WeakMap<OwnFileTest, WeakMap<ts.Type, Map<number, ApiControl | undefined>>>();

function controlOfType(checker: ts.TypeChecker, type: ts.Type, p: { isOwn: OwnFileTest; depth: number }): ApiControl | undefined {
  const depth = p.depth;
  const parts = partsOf(checker, type);
  if (parts.length === 0) return undefined;
  if (parts.every((t) => t.flags & ts.TypeFlags.BooleanLiteral || t.flags & ts.TypeFlags.Boolean)) return { kind: 'boolean' };
  if (parts.every((t) => t.isStringLiteral() || t.isNumberLiteral())) {
    const values = parts.map((t) => (t as ts.LiteralType).value as string | number);
    // Numbers in order (the checker gives a union's members in the order it made their types).
    if (values.every((v) => typeof v === 'number')) values.sort((a, b) => (a as number) - (b as number));
    return values.length > 1 ? { kind: 'enum', values } : undefined;
  }
  if (parts.length === 1 && parts[0]!.flags & ts.TypeFlags.Number) return { kind: 'number' };
  // A length given as a number or a string (`innerRadius: number | string`, '50%'): the number knob.
  if (parts.length === 2 && parts.some((t) => t.flags & ts.TypeFlags.Number) && parts.some((t) => t.flags & ts.TypeFlags.String)) return { kind: 'number' };
  if (parts.length === 1 && parts[0]!.flags & ts.TypeFlags.String) return { kind: 'string' };
  if (depth >= MAX_DEPTH) return undefined;
  // Objects: the callable parts of a union (a slot's props given as a function) are left aside.
  const objects = parts.filter((t) => t.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection) && t.getCallSignatures().length === 0);
  if (objects.length === 0 || objects.length !== parts.filter((t) => t.getCallSignatures().length === 0).length) return undefined;
  const elements = objects.map((t) => elementOf(checker, t));
  if (elements.every((e) => e !== undefined)) {
    // Each element type's members (the axis kinds of `xAxis` share `position`, `label`…): the first control a name gets is kept.
    const members: Record<string, ApiControl> = {};
    for (const element of elements as ts.Type[]) {
      const control = controlOf(checker, element, { ...p, depth: depth + 1 });
      if (control?.kind === 'object') for (const [name, c] of Object.entries(control.members)) members[name] ??= c;
    }
    return Object.keys(members).length ? { kind: 'object', members: { 0: { kind: 'object', members } } } : undefined;
  }
  if (elements.some((e) => e !== undefined) || !objects.every((t) => declaredOwn(t, p.isOwn) || t.isIntersection() || (t.flags & ts.TypeFlags.Object && (t as ts.ObjectType).objectFlags & ts.ObjectFlags.Mapped))) return undefined;
  const members: Record<string, ApiControl> = {};
  for (const object of objects) {
    for (const member of checker.getPropertiesOfType(object)) {
      const name = member.getName();
      if (name in members || !offered(name) || !(member.declarations ?? []).some((d) => p.isOwn(d.getSourceFile().fileName))) continue;
      const control = controlOf(checker, checker.getTypeOfSymbol(member), { ...p, depth: depth + 1 });
      if (control) members[name] = control;
    }
  }
  return Object.keys(members).length ? { kind: 'object', members } : undefined;
}

/** The control of a component prop, or undefined for props a playground never offers. */
export function propControl(checker: ts.TypeChecker, prop: ts.Symbol, isOwn: OwnFileTest): ApiControl | undefined {
  if (!offered(prop.getName())) return undefined;
  return controlOf(checker, checker.getTypeOfSymbol(prop), { isOwn });
}

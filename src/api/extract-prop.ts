import ts from 'typescript';
import { docOf, tagOf, typeText, typeToText, type OwnFileTest } from './ts-members.ts';
import type { ApiParam, ApiProp, ApiSignature } from './types.ts';

/** One `@param` or `@returns` tag: the type in braces (when written) and the text. */
interface CallTag {
  type?: string;
  text: string;
}

/** The `@param` tags (by name, in order) and the `@returns` tag of a declaration's JSDoc. */
export interface CallTags {
  params: Map<string, CallTag>;
  returns?: CallTag;
}

/** A tag's text without the "- " some authors put between the name and the text. */
const tagText = (comment: ts.JSDocTag['comment']): string => (ts.getTextOfJSDocComment(comment) ?? '').replace(/^\s*-\s+/, '').trim();

/**
 * The `@param {Type} name text` and `@returns {Type} text` tags of a declaration. Nested names
 * (`params.row`) describe members of a parameter, not parameters: they are left out.
 */
export function callTagsOf(declaration: ts.Node): CallTags {
  const tags: CallTags = { params: new Map() };
  for (const tag of ts.getJSDocTags(declaration)) {
    if (ts.isJSDocParameterTag(tag)) {
      const name = tag.name.getText();
      if (name.includes('.') || tags.params.has(name)) continue;
      const type = tag.typeExpression?.type.getText();
      tags.params.set(name, { ...(type ? { type } : {}), text: tagText(tag.comment) });
    } else if (ts.isJSDocReturnTag(tag) && !tags.returns) {
      const type = tag.typeExpression?.type.getText();
      tags.returns = { ...(type ? { type } : {}), text: tagText(tag.comment) };
    }
  }
  return tags;
}

/** True for a signature declared in an MUI X file (a callback the package defines, not React's ref callback or MUI System's `sx` function). */
function isOwnSignature(signature: ts.Signature, isOwn: OwnFileTest): boolean {
  const declaration = signature.getDeclaration() as ts.Declaration | undefined;
  return declaration !== undefined && isOwn(declaration.getSourceFile().fileName);
}

/** The one call signature of a (non-nullable) type, when exactly one member of it is callable. */
function singleSignature(checker: ts.TypeChecker, type: ts.Type): ts.Signature | undefined {
  const nonNull = checker.getNonNullableType(type);
  const callable = (nonNull.isUnion() ? nonNull.types : [nonNull]).flatMap((t) => t.getCallSignatures());
  return callable.length === 1 ? callable[0] : undefined;
}

/** Leaves out `<any>` type arguments, which instantiated generic callbacks carry (`GridRowParams<any>` reads `GridRowParams`). */
const withoutAnyArguments = (text: string): string => text.replace(/<any(?:, any)*>/g, '');

/** The parameters of a signature, described by the JSDoc tags (matched by name, else by position when the counts agree). */
function paramsOf(checker: ts.TypeChecker, signature: ts.Signature, tags: CallTags): ApiParam[] {
  const tagList = [...tags.params.entries()];
  const declared = signature.getParameters();
  return declared.map((symbol, i) => {
    const declaration = symbol.valueDeclaration;
    const optional = declaration !== undefined && ts.isParameter(declaration) && (declaration.questionToken !== undefined || declaration.initializer !== undefined);
    const tag = tags.params.get(symbol.getName()) ?? (tagList.length === declared.length ? tagList[i]?.[1] : undefined);
    const param: ApiParam = { name: symbol.getName(), type: tag?.type ?? withoutAnyArguments(typeText(checker, symbol, optional)), description: tag?.text ?? '' };
    if (optional) param.optional = true;
    return param;
  });
}

/** The return value of a signature: the `@returns` tag's type when given, else the declared one; none for an undocumented `void`. */
function returnsOf(checker: ts.TypeChecker, signature: ts.Signature | undefined, tags: CallTags): ApiSignature['returns'] {
  const declaration = signature?.getDeclaration();
  const text = tags.returns?.text ?? '';
  const type = tags.returns?.type ?? (signature ? withoutAnyArguments(typeToText(checker, signature.getReturnType(), declaration)) : undefined);
  if (type === undefined || (type === 'void' && !text)) return undefined;
  return { type, description: text };
}

/**
 * The signature of a function-typed property, as the packages' JSDoc gives it: each parameter's
 * name, type and `@param` text, and the return value. Only for callbacks MUI X declares or
 * documents: a property typed with React's or MUI System's function types (refs, `sx`) has none.
 */
export function signatureOfProperty(checker: ts.TypeChecker, prop: ts.Symbol, isOwn: OwnFileTest): ApiSignature | undefined {
  const declaration = prop.valueDeclaration ?? prop.declarations?.[0];
  if (!declaration) return undefined;
  const tags = callTagsOf(declaration);
  const signature = singleSignature(checker, checker.getTypeOfSymbol(prop));
  const documented = tags.params.size > 0 || tags.returns !== undefined;
  if (!documented && !(signature && isOwnSignature(signature, isOwn))) return undefined;
  if (!signature) {
    // Documented, but not callable in one way (an overloaded or union type): the tags alone.
    const params = [...tags.params].map(([name, tag]): ApiParam => ({ name, type: tag.type ?? 'unknown', description: tag.text }));
    const returns = returnsOf(checker, undefined, tags);
    return { params, ...(returns ? { returns } : {}) };
  }
  const returns = returnsOf(checker, signature, tags);
  return { params: paramsOf(checker, signature, tags), ...(returns ? { returns } : {}) };
}

/** The signature of a function (a hook), with its JSDoc tags. */
export function signatureOfFunction(checker: ts.TypeChecker, signature: ts.Signature, declaration: ts.Node): ApiSignature {
  const tags = callTagsOf(declaration);
  const returns = returnsOf(checker, signature, tags);
  return { params: paramsOf(checker, signature, tags), ...(returns ? { returns } : {}) };
}

/** Converts one property symbol into the page model (with its signature when it is a callback `isOwn` files declare or its JSDoc documents). */
export function toApiProp(checker: ts.TypeChecker, prop: ts.Symbol, p: { required: boolean; isOwn: OwnFileTest }): ApiProp {
  const { required } = p;
  const result: ApiProp = {
    name: prop.getName(),
    type: typeText(checker, prop, !required),
    description: docOf(checker, prop),
    required,
  };
  const def = tagOf(checker, prop, 'default');
  if (def !== undefined) result.default = def;
  const deprecated = tagOf(checker, prop, 'deprecated');
  if (deprecated !== undefined) result.deprecated = deprecated;
  const signature = signatureOfProperty(checker, prop, p.isOwn);
  if (signature) result.signature = signature;
  return result;
}

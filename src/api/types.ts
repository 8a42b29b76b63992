/** The licence plan a component or property belongs to. */
export type Plan = 'community' | 'pro' | 'premium';

/** One documented property of a component's props or of an interface. */
export interface ApiProp {
  name: string;
  /** Readable TypeScript type, e.g. "'asc' | 'desc' | null" or "(params: GridRowParams) => void". */
  type: string;
  /** The `@default` JSDoc tag, verbatim. */
  default?: string;
  /** The JSDoc text (markdown), '' if none. */
  description: string;
  required: boolean;
  /** The `@deprecated` message ('' when the tag has no text). */
  deprecated?: string;
  /** Interface pages: set when only a Pro/Premium package has this property. */
  plan?: 'pro' | 'premium';
  /** For a function-typed property: its parameters and return value, as the JSDoc and the declaration give them. */
  signature?: ApiSignature;
  /** Component props: the playground control of its type, as the checker resolves it (src/api/extract-controls.ts). */
  control?: ApiControl;
}

/**
 * What a playground offers for a prop: a switch, options (a union of literals), a number or text
 * field, or the members of an object (an array's element is member `0`), each with its own.
 */
export type ApiControl =
  | { kind: 'boolean' }
  | { kind: 'enum'; values: (string | number)[] }
  | { kind: 'number' }
  | { kind: 'string' }
  | { kind: 'object'; members: Record<string, ApiControl> };

/** The call signature of a callback prop (or of a hook). */
export interface ApiSignature {
  params: ApiParam[];
  /** The return value; absent when the function returns `void` and the JSDoc says nothing of it. */
  returns?: { type: string; description: string };
}

/** One parameter of a signature: the JSDoc `@param {Type} name text`, else the declaration's name and type. */
export interface ApiParam {
  name: string;
  type: string;
  /** The `@param` text (markdown), '' if none. */
  description: string;
  /** Optional (or with a default value). */
  optional?: boolean;
}

/** One replaceable sub-component of a component (a key of its `slots` prop). */
export interface ApiSlot {
  name: string;
  default?: string;
  description: string;
  /** The global class name applied to the slot, when the component has a class key of the same name. */
  className?: string;
}

/** One CSS class key of a component's `classes`. */
export interface ApiClass {
  key: string;
  /** The global class name, e.g. "MuiDataGrid-root". */
  className: string;
  description: string;
}

/** The extracted API of one component page. */
export interface ComponentApi {
  kind: 'component';
  name: string;
  /** Lodash-style kebab case: ChartsXAxis -> charts-x-axis, DataGridPro -> data-grid-pro. */
  slug: string;
  product: 'data-grid' | 'date-pickers' | 'charts' | 'tree-view';
  packageName: string;
  packageVersion: string;
  plan: Plan;
  description: string;
  /** Import statements: the component's subpath (when it exists), the package root, and other plan roots re-exporting it. */
  imports: string[];
  /** Sorted: required first, then by name. */
  props: ApiProp[];
  slots: ApiSlot[];
  classes: ApiClass[];
  /** The MUI component whose props it spreads, if any (e.g. a Material UI component), and the props it takes from it. */
  inherits?: { name: string; packageName: string; props?: string[] };
  /** The key of the theme's `components` for this component, when the package's theme augmentation declares one. */
  theme?: ApiTheme;
  /** Whether a `ref` is forwarded, and the type of what it points to (e.g. "HTMLDivElement"). */
  ref?: { forwarded: boolean; element?: string };
  /** Path of the declaration file relative to the package root. */
  source: string;
}

/** What a component's entry in the theme's `components` accepts (from the packages' theme augmentation). */
export interface ApiTheme {
  /** The key, e.g. "MuiDataGrid". */
  name: string;
  defaultProps: boolean;
  styleOverrides: boolean;
}

/** The extracted API of one interface page (package-agnostic). */
export interface InterfaceApi {
  kind: 'interface';
  name: string;
  slug: string;
  product: 'data-grid' | 'date-pickers' | 'charts' | 'tree-view';
  description: string;
  imports: string[];
  props: ApiProp[];
  /** Path of the declaration file relative to the package root. */
  source: string;
  /**
   * Set on the pages made because a prop, callback, hook or event names the type (the catalogue's
   * interfaces are in the navigation; these pages are reached through those links).
   */
  referenced?: true;
  /** The interfaces it extends, as written (e.g. the sections of `GridApi`). */
  extends?: string[];
  /** For a type alias: the type it names, e.g. "GridBaseColDef | GridActionsColDef | GridSingleSelectColDef". */
  definition?: string;
}

/** One call signature of an overloaded hook. */
export interface HookOverload {
  declaration: string;
  /** The overload's own JSDoc text (markdown), less the paragraphs every overload shares; '' if none. */
  description: string;
  signature: ApiSignature;
}

/** The extracted API of one hook page. */
export interface HookApi {
  kind: 'hook';
  name: string;
  slug: string;
  product: 'data-grid' | 'date-pickers' | 'charts' | 'tree-view';
  packageName: string;
  packageVersion: string;
  plan: Plan;
  description: string;
  imports: string[];
  /**
   * The declaration as one line, e.g. "useXScale<S extends ScaleName>(axisId?: AxisId): AxisScaleConfig[S]['scale']";
   * an overloaded hook has one line per overload.
   */
  declaration: string;
  /** The parameters and return value (of the first overload, when there are several). */
  signature: ApiSignature;
  /**
   * Every call signature of an overloaded hook (absent when it has one): its declaration, what its
   * JSDoc says beyond the `description` all overloads share, its parameters and return value.
   */
  overloads?: HookOverload[];
  /** The members of the returned object, when it is an object type MUI X declares. */
  returns?: ApiProp[];
  /** Path of the declaration file relative to the package root. */
  source: string;
}

/** One event of the Data Grid (a key of `GridEventLookup`, merged across the plans). */
export interface ApiEvent {
  name: string;
  /** The JSDoc text (markdown), '' if none. */
  description: string;
  /** Type of the `params` the listener receives, when the event has any. */
  params?: string;
  /** Type of the DOM or React event the listener receives, when the event has one. */
  event?: string;
  /** The lowest plan whose package fires it (where it is declared). */
  plan: Plan;
  /** The `@deprecated` message ('' when the tag has no text). */
  deprecated?: string;
}

/** One state selector of the Data Grid (a root export of a grid package called with `apiRef`). */
export interface ApiSelector {
  name: string;
  /** The JSDoc text (markdown), '' if none. */
  description: string;
  /** The lowest plan whose package exports it. */
  plan: Plan;
  /** The feature folder of its declaration (`filter`, `rowGrouping`, `core`…): its group in the catalogue. */
  feature: string;
  /** Its second argument, when it takes one: the name the package's code gives it, and its declared type. */
  args?: { name: string; type: string };
  /** What it returns. */
  returns: string;
  /** The `@deprecated` message ('' when the tag has no text). */
  deprecated?: string;
  /** Path of the declaration file relative to the package root. */
  source: string;
}

/** The locales a product's package bundles (its `/locales` module), with what each leaves in English. */
export interface ApiLocaleSet {
  product: 'data-grid' | 'date-pickers';
  /** The module to import them from: `@mui/x-data-grid/locales`. */
  module: string;
  /** Every text key of the component, in the order of the English texts. */
  keys: string[];
  /** Each locale export, sorted by name. */
  locales: { exportName: string; tag: string; missing: string[] }[];
}

/** Everything the API reference pages render, JSON-serialisable. */
export interface ApiData {
  components: ComponentApi[];
  interfaces: InterfaceApi[];
  /** The Data Grid's events, by name. */
  events: ApiEvent[];
  /** The bundled locales of the Data Grid and the pickers (absent in data extracted before the locale tables). */
  locales?: ApiLocaleSet[];
  /** The Data Grid's state selectors (absent in data extracted before the selectors catalogue). */
  selectors?: ApiSelector[];
  /** The public hooks of every product (absent in data extracted before hooks had pages). */
  hooks?: HookApi[];
  /** Package name -> installed version, for every package involved. */
  packages: Record<string, string>;
  /** What could not be extracted, and why: each becomes a warning of its own code. */
  warnings: ApiWarning[];
}

/** One problem of an extraction, as data: the diagnostics catalogue words it (src/diagnostics/codes.ts). */
export type ApiWarning =
  | { code: 'ApiPackageMissing'; package: string; manifest: string; docsVersion: string }
  | { code: 'ApiVersionMismatch'; package: string; installed: string; docsVersion: string }
  | { code: 'ApiEntryUnreadable'; package: string; entry: string }
  | { code: 'ApiNestedPackage'; owner: string; package: string; nested: string; topLevel?: string }
  | { code: 'ApiExportMissing'; kind: 'Component' | 'Interface' | 'Hook'; name: string; packages: string[]; closest: string[] }
  | { code: 'ApiPropsMissing'; name: string; package: string }
  | { code: 'ApiHookUncatalogued'; name: string; package: string }
  | { code: 'ApiEventsMissing'; packages: string[] };

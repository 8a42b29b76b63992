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
  /** The MUI component whose props it spreads, if any (e.g. a Material UI component). */
  inherits?: { name: string; packageName: string };
  /** Path of the declaration file relative to the package root. */
  source: string;
}

/** The extracted API of one interface page (package-agnostic). */
export interface InterfaceApi {
  kind: 'interface';
  name: string;
  slug: string;
  product: 'data-grid' | 'charts';
  description: string;
  imports: string[];
  props: ApiProp[];
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

/** Everything the API reference pages render, JSON-serialisable. */
export interface ApiData {
  components: ComponentApi[];
  interfaces: InterfaceApi[];
  /** The Data Grid's events, by name. */
  events: ApiEvent[];
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
  | { code: 'ApiExportMissing'; kind: 'Component' | 'Interface'; name: string; packages: string[]; closest: string[] }
  | { code: 'ApiPropsMissing'; name: string; package: string }
  | { code: 'ApiEventsMissing'; packages: string[] };

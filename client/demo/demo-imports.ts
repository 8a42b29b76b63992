// What edited demo code can import (see DemoImports in edit-code.ts). The build writes this
// module's contents for the island runtime's build (src/demos/bundle-demos.ts), where only the
// live editor's chunk imports it; this empty index stands in for type checking and the scan of
// the runtime's imports.
import type { DemoImports } from './edit-code.ts';

const imports: DemoImports = {};
export default imports;

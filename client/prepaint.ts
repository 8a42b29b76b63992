// The pre-paint script's entry: the build bundles it alone and inlines it at the top of every page.
import { applyStoredPreferences } from './prepaint-core.ts';

try {
  applyStoredPreferences();
} catch {
  // Storage can be off (private modes, policies): the page then shows the defaults.
}

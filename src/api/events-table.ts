import type { Root } from 'hast';
import type { ApiEntryView } from '../../templates/api-data.ts';
import { EVENTS_PLACEHOLDER } from '../markdown/remark-events.ts';
import { markdownToHtml } from './api-page.ts';
import { placeholdersIn, type Placements } from './placeholders.ts';
import type { ApiEvent } from './types.ts';

/** The anchor of an event's entry: `#event-rowClick`. */
export const eventAnchor = (name: string): string => `event-${name}`;

/** The events as API entries: the listener's parameter types (linked when the type has a page), plan marks, deprecations. */
export function eventEntries(events: readonly ApiEvent[], hrefOfType: (name: string) => string | undefined): ApiEntryView[] {
  return events.map((e) => {
    const view: ApiEntryView = { name: e.name, id: eventAnchor(e.name), descriptionHtml: markdownToHtml(e.description) };
    if (e.params !== undefined) {
      view.params = e.params;
      const href = /^\w+$/.test(e.params) ? hrefOfType(e.params) : undefined;
      if (href) view.paramsHref = href;
    }
    if (e.event !== undefined) view.event = e.event;
    if (e.plan !== 'community') view.plan = e.plan;
    if (e.deprecated !== undefined) view.deprecatedHtml = markdownToHtml(e.deprecated);
    return view;
  });
}

/** True when a page's tree holds an events table. */
export function hasEventTable(tree: Root): boolean {
  return placeholdersIn(tree, EVENTS_PLACEHOLDER).length > 0;
}

/** The events placeholders of a page become the table's HTML (one language's rendering). */
export function eventsPlacement(html: () => string): Placements {
  return { [EVENTS_PLACEHOLDER]: () => html() };
}

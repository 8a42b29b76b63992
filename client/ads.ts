// The ad slot (loaded on pages that have one) and the small feed ad under opened demos.
// Everything that comes from the ad network or the feed is untrusted: text goes through
// textContent, and only http(s) links and images are used.
import { clientConfig, gtag, isHttpUrl, random } from './runtime.ts';

const BOT = /bot|googlebot|crawler|spider|robot|crawling/i;
const BACKERS = 'https://material-ui-next.com/discover-more/backers';
const POLL_MS = 500;
const MAX_POLLS = 30;
const POLLS_BEFORE_BLOCKED = 6;
const DISPLAY_DELAY_MS = 2500;
const FEED_TRIES = 10;

/** An in-house ad record. */
export interface InHouseAd {
  name: string;
  link: string;
  img: string;
  title: string;
  description: string;
  poweredby: string;
  label: string;
}

const utm = (name: string) => `utm_source=docs&utm_medium=referral&utm_campaign=in-house-${name}`;

/** The four in-house ads: templates, themes, enterprise support, design kit. */
export const IN_HOUSE_ADS: InHouseAd[] = [
  { name: 'templates', link: `https://mui.com/store/?${utm('templates')}`, img: 'themes-2.jpg', title: 'Premium Templates', description: 'Dashboards, admin panels and landing pages, ready to adapt to your product.', poweredby: 'MUI', label: 'in-house-templates' },
  { name: 'themes', link: `https://mui.com/store/?${utm('themes')}`, img: 'themes.png', title: 'Premium Themes', description: 'Give your app a finished look with a complete theme built on Material UI.', poweredby: 'MUI', label: 'in-house-themes' },
  { name: 'tidelift', link: 'https://tidelift.com/?utm_source=npm-material-ui&utm_medium=referral&utm_campaign=enterprise&utm_content=ad', img: 'tidelift.png', title: 'MUI for enterprise', description: 'Maintained, secured and licence-checked open source, supported by the people who write it.', poweredby: 'MUI', label: 'in-house-tidelift' },
  { name: 'figma', link: `https://mui.com/store/items/figma-react/?${utm('figma')}`, img: 'figma.png', title: 'For Figma', description: 'A design kit of the Material UI and MUI X components, matching the code one to one.', poweredby: 'MUI', label: 'in-house-figma' },
];

type Shape = 'inline' | 'image';

/** One draw per visit: inline in 20 % of visits, image otherwise. */
export function adShape(): Shape {
  const key = 'docs-ad-shape';
  let shape = sessionStorage.getItem(key);
  if (shape !== 'inline' && shape !== 'image') {
    shape = random('ad-shape') < 0.2 ? 'inline' : 'image';
    sessionStorage.setItem(key, shape);
  }
  return shape as Shape;
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Record<string, string> = {}, ...children: (Node | string)[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

function sponsoredLink(href: string, className: string, label: string, shape: Shape): HTMLAnchorElement {
  return el('a', { href, class: className, target: '_blank', rel: 'noopener sponsored', 'data-ga-event-category': 'ad', 'data-ga-event-action': 'click', 'data-ga-event-label': `${label}-body-top-${shape}` });
}

function inHouseAd(ad: InHouseAd, shape: Shape, publisherLabel: string, label: string): HTMLElement {
  const text = el('span', {}, el('strong', {}, ad.title), ` - ${ad.description}`);
  const publisher = publisherLabel.replace('{{publisher}}', ad.poweredby);
  if (shape === 'inline') {
    const link = sponsoredLink(ad.link, 'docs-ad-inline', label, shape);
    link.append(el('span', { class: 'docs-ad-badge' }, 'Ad'), text, el('span', { class: 'docs-ad-get-started' }, 'Get started'));
    return link;
  }
  const link = sponsoredLink(ad.link, 'docs-ad-image', label, shape);
  const img = el('img', { src: new URL(ad.img, clientConfig().ads.inHouseImagesUrl).href, alt: ad.name, width: '130', height: '100', loading: 'lazy' });
  text.append(el('span', { class: 'docs-ad-poweredby' }, publisher));
  link.append(img, text);
  return link;
}

/**
 * Runs the slot: loads the network's script into it and polls for its placement every 500 ms,
 * 30 times at most. Found: the ad shows (or, on the backers placeholder, an in-house ad).
 * After more than 6 polls with nothing, the ad counts as blocked: the adblock message in
 * 20 % of cases, otherwise a random in-house ad; a placement that appears later still wins.
 */
export function startAds(slot: HTMLElement): void {
  if (BOT.test(navigator.userAgent)) {
    slot.setAttribute('data-ad-state', 'bot'); // bots get an empty slot (and tests a definite signal)
    return;
  }
  const { ads } = clientConfig();
  if (!ads?.enabled) return;
  const labels = slot.dataset;
  const shape = adShape();
  let displayTimer: number | undefined;
  let fallback: HTMLElement | undefined;

  // What the slot shows, for styles and tests: shown | fallback | adblock | crashed.
  const setState = (value: string) => slot.setAttribute('data-ad-state', value);
  const displayed = (label: string) => {
    window.clearTimeout(displayTimer); // a replaced ad is not reported
    displayTimer = window.setTimeout(() => {
      if (random('ad-display') <= ads.displayRatio) gtag('event', 'ad', { eventAction: 'display', eventLabel: label });
    }, DISPLAY_DELAY_MS);
  };
  const crash = (label: string) => {
    window.clearTimeout(displayTimer);
    slot.replaceChildren(); // a crashing ad renders nothing
    setState('crashed');
    gtag('event', 'ad', { eventAction: 'crash', eventLabel: String(label) });
  };
  const showInHouse = (label: string) => {
    const ad = IN_HOUSE_ADS[Math.floor(random('ad-pick') * IN_HOUSE_ADS.length)] ?? IN_HOUSE_ADS[0]!;
    fallback?.remove();
    fallback = el('div', { class: 'docs-ad-fallback' }, inHouseAd(ad, shape, labels.labelPublisher ?? 'ad by {{publisher}}', label === 'in-house' ? ad.label : label));
    slot.append(fallback);
    setState('fallback');
    displayed(label === 'in-house' ? ad.label : label);
  };
  const showAdblock = () => {
    fallback?.remove();
    fallback = el(
      'div',
      { class: 'docs-ad-fallback docs-ad-adblock', 'data-ga-event-category': 'ad', 'data-ga-event-action': 'click', 'data-ga-event-label': `in-house-adblock-body-top-${shape}` },
      el('strong', {}, labels.labelAdblockTitle ?? ''),
      el('p', {}, labels.labelAdblockBody ?? ''),
      el('p', {}, labels.labelAdblockThanks ?? ''),
    );
    slot.append(fallback);
    setState('adblock');
    displayed('in-house-adblock');
  };

  if (!isHttpUrl(ads.networkScriptUrl)) return;
  const script = el('script', { id: '_carbonads_js', async: '', src: ads.networkScriptUrl });
  slot.append(script);

  let polls = 0;
  const poll = () => {
    polls++;
    let label = 'carbon';
    try {
      const placement = slot.querySelector('.ea-placement, #carbonads, .carbonads');
      if (placement) {
        const first = placement.querySelector('a');
        if (first && first.getAttribute('href') === BACKERS) {
          // The network has nothing to show: its placeholder gives way to an in-house ad.
          label = 'in-house-carbon';
          (placement as HTMLElement).hidden = true;
          showInHouse(label);
        } else {
          fallback?.remove();
          fallback = undefined;
          setState('shown');
          displayed(label);
        }
        return;
      }
      if (polls > POLLS_BEFORE_BLOCKED && !fallback) {
        label = 'in-house';
        if (random('ad-adblock') < 0.2) showAdblock();
        else showInHouse(label);
      }
    } catch {
      crash(label);
      return;
    }
    if (polls < MAX_POLLS) window.setTimeout(poll, POLL_MS);
  };
  window.setTimeout(poll, POLL_MS);
}

/** One ad of the JSON feed, as the network sends it (every field untrusted). */
interface FeedAd {
  statlink?: unknown;
  statimp?: unknown;
  image?: unknown;
  company?: unknown;
  description?: unknown;
  pixel?: unknown;
  timestamp?: unknown;
}

/**
 * The small ad under an opened demo: GET the feed and use the first ad that has a usable
 * statlink; while none is usable, try again, 10 tries in all. Any failure: no ad, silently.
 */
export async function renderFeedAd(container: HTMLElement): Promise<void> {
  // The outcome, for styles and tests: shown | crashed | failed | gave-up | off.
  container.dataset.adFeedState = await feedOutcome(container);
}

async function feedOutcome(container: HTMLElement): Promise<string> {
  const { ads } = clientConfig();
  if (!ads?.enabled || !isHttpUrl(ads.feedUrl) || BOT.test(navigator.userAgent)) return 'off';
  for (let attempt = 0; attempt < FEED_TRIES; attempt++) {
    let ad: FeedAd | undefined;
    try {
      const response = await fetch(ads.feedUrl);
      if (!response.ok) return 'failed';
      const data = (await response.json()) as { ads?: unknown };
      const list = Array.isArray(data?.ads) ? (data.ads as unknown[]) : [];
      ad = list.find((a): a is FeedAd => typeof a === 'object' && a !== null && isHttpUrl((a as FeedAd).statlink)) as FeedAd | undefined;
    } catch {
      return 'failed';
    }
    if (ad) {
      try {
        container.replaceChildren(feedAd(ad));
        gtag('event', 'ad', { eventAction: 'display', eventLabel: 'carbon-demo-inline' });
        return 'shown';
      } catch {
        container.replaceChildren();
        gtag('event', 'ad', { eventAction: 'crash', eventLabel: 'carbon-demo-inline' });
        return 'crashed';
      }
    }
  }
  return 'gave-up';
}

function feedAd(ad: FeedAd): HTMLElement {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  const link = el('a', { href: ad.statlink as string, class: 'docs-ad-feed-link', target: '_blank', rel: 'noopener sponsored', 'data-ga-event-category': 'ad', 'data-ga-event-action': 'click', 'data-ga-event-label': 'carbon-demo-inline' });
  if (isHttpUrl(ad.image)) link.append(el('img', { src: ad.image, alt: '', width: '20', height: '20' }));
  link.append(el('strong', {}, text(ad.company)), ` - ${text(ad.description)}`);
  const root = el('span', { class: 'docs-ad-feed' }, link, el('span', { class: 'docs-ad-poweredby' }, 'ad by Carbon'));
  // Impression pixels, with their [timestamp] filled in.
  const stamp = String(typeof ad.timestamp === 'string' || typeof ad.timestamp === 'number' ? ad.timestamp : Math.floor(Date.now() / 1000));
  const pixels = [ad.statimp, ...text(ad.pixel).split('||')].map((p) => (typeof p === 'string' ? p.replace(/\[timestamp\]/g, stamp) : p));
  for (const pixel of pixels) if (isHttpUrl(pixel)) root.append(el('img', { src: pixel, alt: '', width: '1', height: '1', style: 'display:none' }));
  return root;
}

// "Was this page helpful?" and per-section comments: an analytics event, a post to the
// configured endpoint (or a prefilled issue link), and never a lost comment.
import { clientConfig, gtag } from './runtime.ts';

let rating: 1 | 0 | null = null;
let section: { id: string; title: string } | null = null;

function parts() {
  const root = document.querySelector<HTMLElement>('.docs-feedback')!;
  return {
    root,
    form: root.querySelector<HTMLFormElement>('.docs-feedback-form')!,
    label: root.querySelector<HTMLLabelElement>('.docs-feedback-label')!,
    textarea: root.querySelector<HTMLTextAreaElement>('textarea')!,
    status: root.querySelector<HTMLElement>('.docs-feedback-status')!,
  };
}

function open(labelText: string): void {
  const { form, label, textarea, status } = parts();
  label.textContent = labelText;
  status.textContent = '';
  form.hidden = false;
  textarea.focus();
}

/** The reader voted thumbs up (1) or down (0). */
export function rate(value: 1 | 0): void {
  rating = value;
  section = null;
  const { root } = parts();
  for (const b of root.querySelectorAll<HTMLElement>('[data-feedback-rating]')) b.setAttribute('aria-pressed', String(b.dataset.feedbackRating === String(value)));
  open((value === 1 ? root.dataset.labelUp : root.dataset.labelDown) ?? '');
}

/** The reader wants to comment on one section. */
export function commentOn(id: string, title: string): void {
  rating = null;
  section = { id, title };
  const { root } = parts();
  open((root.dataset.labelSection ?? '').replace('{{sectionName}}', title));
  root.scrollIntoView({ block: 'center' });
}

function issueLink(comment: string): string {
  const { feedback } = clientConfig();
  const url = new URL(feedback.issueUrl);
  url.searchParams.set('page-url', location.href.split('#')[0] + (section ? `#${section.id}` : ''));
  if (comment) url.searchParams.set('feedback', comment);
  return url.href;
}

async function submit(): Promise<void> {
  const { root, form, textarea, status } = parts();
  const comment = textarea.value.trim();
  const page = location.pathname;
  gtag('event', 'feedback', { eventAction: section ? 'section' : rating === 1 ? 'yes' : 'no', eventLabel: section ? `${page}#${section.id}` : page });
  const { feedback, version } = clientConfig();
  if (!feedback.endpoint) {
    status.replaceChildren();
    const a = document.createElement('a');
    a.href = issueLink(comment);
    a.target = '_blank';
    a.rel = 'noopener';
    a.textContent = root.dataset.labelGithub ?? '';
    status.append(a);
    return;
  }
  try {
    const response = await fetch(feedback.endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ page, section: section?.id ?? null, rating, comment, version, language: document.documentElement.lang }),
    });
    if (!response.ok) throw new Error(String(response.status));
    status.textContent = root.dataset.labelSubmitted ?? '';
    textarea.value = '';
    window.setTimeout(() => (form.hidden = true), 3000);
  } catch {
    // The text stays where it is: the reader can try again.
    status.textContent = root.dataset.labelFailed ?? '';
  }
}

/** Wires the form (once). */
export function setupFeedbackForm(): void {
  const { form, textarea } = parts();
  if (form.dataset.ready) return;
  form.dataset.ready = 'true';
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void submit();
  });
  textarea.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    }
  });
  form.querySelector('[data-feedback-cancel]')?.addEventListener('click', () => {
    form.hidden = true;
    rating = null;
    section = null;
  });
}

import { ERROR_CODES, type CustomerPage } from '@paani/contracts';
import { fetchPage, pinStore, sendRequest, statementUrl, type Result } from './api';
import { h } from './dom';
import { buildForm, formState, said, type FormState, type FormView } from './form';
import { readPin, type Checked, type Errors, type Msg, type Values } from './limits';
import { firstLanguage, makeSay, storedLanguage, storeLanguage, type Say } from './locale';
import { drawPage, type PageContext } from './page';
import type { Language } from './words';

/** A random key for one request (crypto.getRandomValues: also on a plain-http address, where randomUUID is missing). */
function requestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The customer's page, `/c/{token}`: loads the page (asking the link's PIN when it has one), draws it
 * in the chosen language, and sends the customer's asks. The state lives here; the DOM is drawn from
 * it again on a change of language or data, keeping the focus (by id) and every form's values.
 */
type View =
  { name: 'loading' } | { name: 'failed'; message: Msg } | { name: 'gone' } | { name: 'pin' } | { name: 'page'; page: CustomerPage };

/** The token of `/c/{token}` (22 base64url characters), or null for any other path. */
export function tokenFromPath(path: string): string | null {
  return /^\/c\/([A-Za-z0-9_-]{22})\/?$/.exec(path)?.[1] ?? null;
}

type Failure = Extract<Result<unknown>, { ok: false }>;

/** 401: the link has a PIN and none, or not its own, came (a PIN changed by the owner too). */
function needsPin(failure: Failure): boolean {
  return (
    failure.status === 401 || failure.code === ERROR_CODES.customerPagePinRequired || failure.code === ERROR_CODES.customerPagePinWrong
  );
}

function tooMany(failure: Failure): boolean {
  return failure.status === 429 || failure.code === ERROR_CODES.customerPageTooManyGuesses;
}

function waitMessage(failure: Failure): Msg {
  const seconds = failure.retryAfter;
  return seconds === null
    ? (say) => say.t('waitLater')
    : (say) => say.t('waitMinutes', { minutes: say.count(Math.max(1, Math.ceil(seconds / 60))) });
}

/** The API's 422 by field: the form's own fields beside them, any other under the form. */
function serverErrors(failure: Failure, values: Values): { errors: Errors; general: Msg | null } {
  const errors: Errors = {};
  const other: string[] = [];
  for (const [field, messages] of Object.entries(failure.errors)) {
    const text = (Array.isArray(messages) ? messages : [String(messages)]).join(' ');
    if (field in values) errors[field] = text;
    else other.push(text);
  }
  const general = other.length
    ? other.join(' ')
    : Object.keys(errors).length
      ? null
      : (failure.message ?? ((say: Say) => say.t('sendFailed')));
  return { errors, general };
}

export function startCustomerPage(root: HTMLElement, token: string | null): Promise<void> {
  let lang: Language = firstLanguage();
  let say = makeSay(lang);
  let view: View = { name: 'loading' };
  let pin = token ? pinStore.get(token) : null;
  let pinForm = formState({ pin: '' });
  const forms = new Map<string, FormState>();
  const initials = new Map<string, () => Values>();
  const views = new Map<string, FormView>();

  function draw(focusId?: string): void {
    const active = document.activeElement as HTMLInputElement | null;
    const keep = focusId ?? (active && root.contains(active) ? active.id : '');
    let selection: [number, number] | null = null;
    try {
      if (!focusId && active && typeof active.selectionStart === 'number')
        selection = [active.selectionStart, active.selectionEnd ?? active.selectionStart];
    } catch {
      selection = null;
    }
    views.clear();
    document.title = view.name === 'page' ? `${view.page.customer.name} · ${view.page.plant.name}` : say.t('pageTitle');
    root.replaceChildren(bar(), h('main', { id: 'main', tabindex: -1, class: `view-${view.name}` }, ...content()));
    const target = keep ? (document.getElementById(keep) as HTMLInputElement | null) : null;
    if (target) {
      // The page after its PIN: the cursor on its start, the language toggle above left in sight.
      target.focus({ preventScroll: target.id === 'main' });
      if (selection) target.setSelectionRange?.(selection[0], selection[1]);
    }
  }

  function bar(): HTMLElement {
    const other: Language = lang === 'en' ? 'ur' : 'en';
    return h(
      'div',
      { class: 'bar' },
      h(
        'button',
        {
          type: 'button',
          id: 'language',
          class: 'language',
          'data-testid': 'language',
          lang: other,
          onclick: () => {
            storeLanguage(other);
            setLanguage(other);
          },
        },
        say.t('otherLanguage'),
      ),
    );
  }

  function setLanguage(next: Language): void {
    lang = next;
    say = makeSay(next);
    draw();
  }

  function content(): Node[] {
    switch (view.name) {
      case 'loading':
        return [
          h('p', { class: 'status', role: 'status' }, say.t('loading')),
          ...[0, 1, 2].map(() => h('div', { class: 'card skeleton', 'aria-hidden': 'true' })),
        ];
      case 'failed':
        return [
          h(
            'div',
            { class: 'card notice' },
            h('p', { role: 'alert' }, said(say, view.message)),
            h('button', { type: 'button', class: 'primary', id: 'retry', onclick: () => void load() }, say.t('retry')),
          ),
        ];
      case 'gone':
        return [h('div', { class: 'card notice' }, h('h1', null, say.t('gone')))];
      case 'pin':
        return [pinView()];
      case 'page':
        return drawPage(context(view.page));
    }
  }

  function pinView(): HTMLElement {
    const { el, view: pinFormView } = buildForm({
      say,
      id: 'pin',
      testid: 'pin-form',
      intro: [h('p', null, say.t('pinHelp'))],
      fields: [
        {
          name: 'pin',
          label: 'pinLabel',
          control: 'text',
          attrs: { inputmode: 'numeric', autocomplete: 'one-time-code', maxlength: 4, pattern: '[0-9]*', class: 'pin', dir: 'ltr' },
        },
      ],
      state: pinForm,
      submit: 'pinOpen',
      busy: 'pinChecking',
      onSubmit: () => void tryPin(pinFormView),
    });
    views.set('pin', pinFormView);
    return h('div', { class: 'card' }, h('h1', null, say.t('pinTitle')), el);
  }

  async function tryPin(formView: FormView): Promise<void> {
    const typed = readPin(pinForm.values.pin ?? '');
    pinForm.general = null;
    if (!typed) {
      pinForm.errors = { pin: (s) => s.t('pinFormat') };
      formView.paint();
      formView.focusError();
      return;
    }
    pinForm.errors = {};
    pinForm.sending = true;
    formView.paint();
    const answer = await fetchPage(token!, typed);
    pinForm.sending = false;
    if (answer.ok) {
      pin = typed;
      pinStore.set(token!, typed);
      pinForm = formState({ pin: '' });
      show(answer.data);
      draw('main');
      return;
    }
    if (answer.status === 404) return gone();
    if (needsPin(answer)) {
      pinForm.values.pin = '';
      pinForm.errors = { pin: (s) => s.t('pinWrong') };
    } else if (tooMany(answer)) pinForm.general = waitMessage(answer);
    else pinForm.general = (s) => s.t('failed');
    draw();
    views.get('pin')?.focusError();
  }

  function gone(): void {
    if (token) pinStore.clear(token);
    pin = null;
    view = { name: 'gone' };
    draw();
  }

  function askPin(): void {
    if (token) pinStore.clear(token);
    pin = null;
    view = { name: 'pin' };
    draw();
  }

  function show(page: CustomerPage): void {
    view = { name: 'page', page };
    // The customer's language until this phone picks one.
    if (
      storedLanguage() === null &&
      page.customer.language !== lang &&
      (page.customer.language === 'en' || page.customer.language === 'ur')
    ) {
      lang = page.customer.language;
      say = makeSay(lang);
    }
  }

  /** Loads the page; quiet (after a send): a failure keeps the page as it is. */
  async function load(quiet = false): Promise<void> {
    if (!token) return gone();
    if (!quiet) {
      view = { name: 'loading' };
      draw();
    }
    const answer = await fetchPage(token, pin);
    if (answer.ok) {
      show(answer.data);
      return draw();
    }
    if (answer.status === 404) return gone();
    if (needsPin(answer)) return askPin();
    if (quiet) return;
    view = { name: 'failed', message: tooMany(answer) ? waitMessage(answer) : (s) => s.t('failed') };
    draw();
  }

  function context(page: CustomerPage): PageContext {
    return {
      say,
      page,
      form(key, initial) {
        initials.set(key, initial);
        let state = forms.get(key);
        if (!state) {
          state = formState(initial());
          forms.set(key, state);
        }
        return state;
      },
      register: (key, formView) => views.set(key, formView),
      send: (key, check) => void send(key, check),
      pdf: (month) => statementUrl(token!, month, lang, pin),
      redraw: (focusId) => draw(focusId),
    };
  }

  async function send(key: string, check: () => Checked): Promise<void> {
    const state = forms.get(key);
    if (!state || state.sending) return;
    const paint = (focus: boolean) => {
      const formView = views.get(key);
      formView?.paint();
      if (focus) formView?.focusError();
    };
    state.sent = false;
    state.general = null;
    const checked = check();
    if (checked.errors) {
      state.errors = checked.errors;
      return paint(true);
    }
    state.errors = {};
    state.sending = true;
    paint(false);
    const asked = JSON.stringify(checked.input);
    if (state.pending?.asked !== asked) state.pending = { key: requestKey(), asked };
    const answer = await sendRequest(token!, pin, { ...checked.input, client_key: state.pending.key });
    state.sending = false;
    if (answer.ok) {
      state.pending = null;
      state.values = (initials.get(key) ?? (() => state.values))();
      state.open = false;
      state.sent = true;
      // Shown as waiting at once, then the page as the API has it now.
      if (view.name === 'page') {
        const requests = [answer.data, ...view.page.requests.filter((request) => request.id !== answer.data.id)];
        view = { name: 'page', page: { ...view.page, requests } };
      }
      draw(`${key}-submit`);
      return load(true);
    }
    if (answer.status === 404) return gone();
    if (needsPin(answer)) return askPin();
    if (answer.status === 422) Object.assign(state, serverErrors(answer, state.values));
    else if (tooMany(answer)) state.general = waitMessage(answer);
    else if (answer.status >= 400 && answer.status < 500 && answer.message) state.general = answer.message;
    else state.general = (s) => s.t('sendFailed');
    paint(true);
  }

  if (!token) {
    gone();
    return Promise.resolve();
  }
  return load();
}

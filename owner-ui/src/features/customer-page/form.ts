import { h, type Child, type Props } from './dom';
import type { Errors, Msg, Values } from './limits';
import type { Say } from './locale';
import type { WordKey } from './words';

/**
 * One small form: its values, errors and sending state live here (kept when the page is drawn again,
 * on a failure, a language switch or a refetch), the inputs only mirror them.
 */
export interface FormState {
  values: Values;
  /** By field name: ours (said when shown) or the API's 422 messages. */
  errors: Errors;
  /** A failure not tied to a field (no network, too many tries, a field this form does not show). */
  general: Msg | null;
  sending: boolean;
  /** Sent: the confirmation is shown until the next send. */
  sent: boolean;
  /** A statement's dispute note is open. */
  open: boolean;
  /**
   * The key of the request last sent from this form and what it asked: sent again unchanged after
   * a failure, the same key lets the API answer the request it may already have made.
   */
  pending: { key: string; asked: string } | null;
}

export function formState(values: Values): FormState {
  return { values, errors: {}, general: null, sending: false, sent: false, open: false, pending: null };
}

export interface Field {
  name: string;
  label: WordKey;
  control: 'date' | 'number' | 'select' | 'textarea' | 'radio' | 'text';
  hint?: Msg;
  options?: { value: string; label: string }[];
  attrs?: Props;
}

/** What the page asks of a drawn form: show the state again (errors, sending), put the cursor on the first error. */
export interface FormView {
  paint(): void;
  focusError(): void;
}

export function said(say: Say, message: Msg): string {
  return typeof message === 'string' ? message : message(say);
}

interface FormOptions {
  say: Say;
  /** Unique on the page: the ids of its fields start with it (the focus is kept across redraws by id). */
  id: string;
  testid: string;
  title?: WordKey;
  fields: Field[];
  state: FormState;
  submit: WordKey;
  /** Its own words for the submit button (a label naming the month, say). */
  submitLabel?: string;
  busy?: WordKey;
  onSubmit(): void;
  /** More buttons beside Send (disabled while sending). */
  actions?: HTMLButtonElement[];
  /** Above the fields. */
  intro?: Child[];
}

export function buildForm(options: FormOptions): { el: HTMLFormElement; view: FormView } {
  const { say, id, state } = options;
  const parts = options.fields.map((field) => buildField(say, id, field, state));
  const general = h('p', { class: 'form-error', role: 'alert' });
  const status = h('p', { class: 'form-sent', role: 'status', id: `${id}-sent` });
  const button = h('button', { type: 'submit', class: 'primary', id: `${id}-submit`, 'aria-label': options.submitLabel });
  const form = h(
    'form',
    {
      class: 'ask',
      id,
      'data-testid': options.testid,
      novalidate: true,
      onsubmit: (event) => {
        event.preventDefault();
        if (!state.sending) options.onSubmit();
      },
    },
    options.title ? h('h3', null, say.t(options.title)) : null,
    ...(options.intro ?? []),
    ...parts.map((part) => part.el),
    general,
    h('div', { class: 'actions' }, button, ...(options.actions ?? [])),
    status,
  );
  const view: FormView = {
    paint() {
      parts.forEach((part) => part.paint());
      general.textContent = state.general ? said(say, state.general) : '';
      status.textContent = state.sent ? say.t('sent') : '';
      button.disabled = state.sending;
      button.textContent = say.t(state.sending ? (options.busy ?? 'sending') : options.submit);
      options.actions?.forEach((action) => (action.disabled = state.sending));
      form.setAttribute('aria-busy', String(state.sending));
    },
    focusError() {
      const first = parts.find((part) => state.errors[part.name]);
      if (first) first.focus();
      else if (state.general) button.focus();
    },
  };
  view.paint();
  return { el: form, view };
}

interface FieldPart {
  name: string;
  el: HTMLElement;
  paint(): void;
  focus(): void;
}

function buildField(say: Say, formId: string, field: Field, state: FormState): FieldPart {
  const id = `${formId}-${field.name}`;
  const error = h('p', { class: 'field-error', id: `${id}-error`, 'aria-live': 'polite' });
  const hint = field.hint ? h('p', { class: 'hint', id: `${id}-hint` }, said(say, field.hint)) : null;
  const describedBy = [hint ? `${id}-hint` : '', `${id}-error`].join(' ').trim();
  const keep = (event: Event) => {
    state.values[field.name] = (event.target as HTMLInputElement).value;
  };
  let controls: (HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement)[];
  let el: HTMLElement;

  if (field.control === 'radio') {
    const radios = (field.options ?? []).map((option) =>
      h('input', {
        type: 'radio',
        id: `${id}-${option.value}`,
        name: field.name,
        value: option.value,
        checked: state.values[field.name] === option.value,
        onchange: keep,
      }),
    );
    controls = radios;
    el = h(
      'fieldset',
      { class: 'field', 'aria-describedby': describedBy },
      h('legend', null, say.t(field.label)),
      ...radios.map((radio, index) => h('div', { class: 'choice' }, radio, h('label', { for: radio.id }, field.options![index].label))),
      hint,
      error,
    );
  } else {
    const common = { id, name: field.name, 'aria-describedby': describedBy, ...field.attrs };
    let control: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
    if (field.control === 'select') {
      control = h(
        'select',
        { ...common, onchange: keep },
        ...(field.options ?? []).map((option) => h('option', { value: option.value }, option.label)),
      );
    } else if (field.control === 'textarea') {
      control = h('textarea', { rows: 3, ...common, oninput: keep });
    } else {
      control = h('input', { type: field.control, ...common, oninput: keep, onchange: keep });
    }
    control.value = state.values[field.name] ?? '';
    controls = [control];
    el = h('div', { class: 'field' }, h('label', { for: id }, say.t(field.label)), hint, control, error);
  }

  return {
    name: field.name,
    el,
    paint() {
      const message = state.errors[field.name];
      error.textContent = message ? said(say, message) : '';
      controls.forEach((control) => (message ? control.setAttribute('aria-invalid', 'true') : control.removeAttribute('aria-invalid')));
    },
    focus: () => controls[0]?.focus(),
  };
}

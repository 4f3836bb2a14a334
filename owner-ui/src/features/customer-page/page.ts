import {
  CUSTOMER_NOTE_MAX,
  CUSTOMER_PROBLEM_KINDS,
  EXTRA_DELIVERY_MAX,
  PAUSE_MAX_DAYS,
  isCalendarDate,
  plantDate,
  toNumber,
  type CustomerPage,
  type CustomerPageLine,
  type CustomerRequest,
} from '@paani/contracts';
import { h, sentence } from './dom';
import { buildForm, type Field, type FormState, type FormView } from './form';
import { askWindow, checkDispute, checkExtra, checkPause, checkProblem, pauseLastDay, type Checked, type Values } from './limits';
import type { Say } from './locale';
import type { WordKey } from './words';

/** What the page's pieces need from the app: the words, the data, the forms' kept state and the actions. */
export interface PageContext {
  say: Say;
  page: CustomerPage;
  /** The form's kept state, made from `initial` the first time (and again after a send). */
  form(key: string, initial: () => Values): FormState;
  /** The drawn form, to paint when its send ends. */
  register(key: string, view: FormView): void;
  /** Checks and sends a form's ask (nothing when one is on its way). */
  send(key: string, check: () => Checked): void;
  /** The month's statement PDF link. */
  pdf(month: string): string;
  /** Draws the page again (a dispute note opened or closed), then focuses the element with this id. */
  redraw(focusId?: string): void;
}

/** The sections of a customer's page, top to bottom. */
export function drawPage(ctx: PageContext): HTMLElement[] {
  return [header(ctx), balance(ctx), containers(ctx), lines(ctx), statements(ctx), ask(ctx), requests(ctx)];
}

/** Newest first (as the API sends them; a stable sort keeps a day's order). */
function newestFirst<T>(items: T[], day: (item: T) => string): T[] {
  return [...items].sort((a, b) => day(b).localeCompare(day(a)));
}

function section(testid: string, say: Say, title: WordKey, ...children: (Node | null)[]): HTMLElement {
  return h(
    'section',
    { class: 'card', 'data-testid': testid, 'aria-labelledby': `${testid}-title` },
    h('h2', { id: `${testid}-title` }, say.t(title)),
    ...children,
  );
}

function productName(say: Say, product: { name: string; name_ur: string | null }): string {
  return say.lang === 'ur' && product.name_ur ? product.name_ur : product.name;
}

function header({ say, page }: PageContext): HTMLElement {
  const phone = page.plant.phone;
  return h(
    'header',
    { class: 'top' },
    h('p', { class: 'plant' }, page.plant.name),
    phone
      ? h('a', { class: 'call', href: `tel:${phone.replace(/[^\d+]/g, '')}` }, h('span', null, ...sentence(say, 'call', { phone })))
      : null,
    h('h1', null, page.customer.name),
    h('p', { class: 'code' }, ...sentence(say, 'customerCode', { code: page.customer.code })),
    page.customer.address ? h('p', { class: 'address' }, page.customer.address) : null,
  );
}

function balance({ say, page }: PageContext): HTMLElement {
  const amount = Math.round(toNumber(page.balance) * 100) / 100;
  const text =
    amount > 0
      ? h('p', { class: 'balance owe' }, ...sentence(say, 'owe', { amount: say.money(amount) }))
      : amount < 0
        ? h('p', { class: 'balance ahead' }, ...sentence(say, 'ahead', { amount: say.money(-amount) }))
        : h('p', { class: 'balance clear' }, say.t('nothingOwed'));
  const details = page.plant.payment_details?.trim();
  return section(
    'balance',
    say,
    'balanceTitle',
    text,
    details ? h('h3', null, say.t('paymentDetails')) : null,
    details ? h('p', { class: 'payment' }, details) : null,
  );
}

function containers({ say, page }: PageContext): HTMLElement {
  const rows = page.containers.map((item) =>
    h('li', null, h('span', null, productName(say, item)), h('bdi', { class: 'count' }, say.count(item.held))),
  );
  return section(
    'containers',
    say,
    'containersTitle',
    rows.length ? h('ul', { class: 'rows' }, ...rows) : h('p', { class: 'empty' }, say.t('containersNone')),
  );
}

const LINE_KINDS = [
  'opening',
  'delivery',
  'payment',
  'adjustment',
  'deposit_taken',
  'deposit_refunded',
  'reversal',
  'containers_lost',
  'rental',
] as const;

/**
 * What a line is: in English the plant's own words (the ledger's description), in Urdu the kind
 * of line in Urdu (the description is written in English by the server).
 */
function lineText(say: Say, line: CustomerPageLine): string {
  const kind = LINE_KINDS.find((known) => known === line.kind);
  if (say.lang === 'en' && line.description) return line.description;
  return kind ? say.t(`line_${kind}`) : line.description;
}

function lineItem(say: Say, line: CustomerPageLine): HTMLLIElement {
  const cans = [
    line.cans_delivered > 0 ? say.t('delivered', { count: say.count(line.cans_delivered) }) : '',
    line.cans_returned > 0 ? say.t('returned', { count: say.count(line.cans_returned) }) : '',
  ].filter(Boolean);
  const debit = toNumber(line.debit);
  const credit = toNumber(line.credit);
  return h(
    'li',
    { class: 'line' },
    h(
      'div',
      { class: 'line-head' },
      h('bdi', { class: 'date' }, say.day(line.date)),
      debit ? h('span', { class: 'debit' }, ...sentence(say, 'debit', { amount: say.money(debit) })) : null,
      credit ? h('span', { class: 'credit' }, ...sentence(say, 'credit', { amount: say.money(credit) })) : null,
    ),
    h('p', { class: 'desc' }, lineText(say, line)),
    cans.length ? h('p', { class: 'cans' }, cans.join(' · ')) : null,
  );
}

function lines({ say, page }: PageContext): HTMLElement {
  return section(
    'lines',
    say,
    'linesTitle',
    page.lines.length
      ? h('ul', { class: 'lines' }, ...newestFirst(page.lines, (line) => line.date).map((line) => lineItem(say, line)))
      : h('p', { class: 'empty' }, say.t('linesNone')),
  );
}

const NOTE: Partial<Field> = { control: 'textarea', attrs: { maxlength: CUSTOMER_NOTE_MAX } };

function statementItem(ctx: PageContext, month: string, answer: CustomerPage['statements'][number]['answer']): HTMLLIElement {
  const { say } = ctx;
  const key = `st-${month}`;
  const state = ctx.form(key, () => ({ note: '' }));
  const label = say.month(month);
  const intro = [
    h('h3', null, label),
    h('a', { class: 'button', href: ctx.pdf(month), 'aria-label': say.t('downloadLabel', { month: label }) }, say.t('download')),
    answer ? h('p', { class: `answer ${answer}` }, say.t(answer === 'statement_confirm' ? 'answeredConfirm' : 'answeredDispute')) : null,
  ];
  const other = h('button', { type: 'button', id: `${key}-${state.open ? 'cancel' : 'dispute'}` });
  const { el, view } = state.open
    ? buildForm({
        say,
        id: key,
        testid: `statement-${month}`,
        intro,
        fields: [{ ...NOTE, name: 'note', label: 'disputeNote' } as Field],
        state,
        submit: 'sendDispute',
        actions: [other],
        onSubmit: () => ctx.send(key, () => checkDispute(state.values, month)),
      })
    : buildForm({
        say,
        id: key,
        testid: `statement-${month}`,
        intro,
        fields: [],
        state,
        submit: 'confirm',
        submitLabel: say.t('confirmLabel', { month: label }),
        actions: [other],
        onSubmit: () => ctx.send(key, () => ({ errors: null, input: { kind: 'statement_confirm', month } })),
      });
  if (state.open) {
    other.textContent = say.t('cancel');
    other.addEventListener('click', () => {
      state.open = false;
      state.errors = {};
      ctx.redraw(`${key}-dispute`);
    });
  } else {
    other.textContent = say.t('dispute');
    other.setAttribute('aria-label', say.t('disputeLabel', { month: label }));
    other.addEventListener('click', () => {
      state.open = true;
      state.sent = false;
      state.general = null;
      ctx.redraw(`${key}-note`);
    });
  }
  ctx.register(key, view);
  return h('li', { class: 'statement' }, el);
}

function statements(ctx: PageContext): HTMLElement {
  const { say, page } = ctx;
  return section(
    'statements',
    say,
    'statementsTitle',
    page.statements.length
      ? h(
          'ul',
          { class: 'plain' },
          ...newestFirst(page.statements, (item) => item.month).map((item) => statementItem(ctx, item.month, item.answer)),
        )
      : h('p', { class: 'empty' }, say.t('statementsNone')),
  );
}

function ask(ctx: PageContext): HTMLElement {
  const { say, page } = ctx;
  const today = page.plant.today;
  const { first, last } = askWindow(today);
  const productIds = page.products.map((product) => product.id);

  const extra = ctx.form('extra', () => ({
    date: first,
    product_id: productIds.length ? String(productIds[0]) : '',
    quantity: '1',
    note: '',
  }));
  const extraForm = buildForm({
    say,
    id: 'extra',
    testid: 'ask-extra',
    title: 'extraTitle',
    state: extra,
    submit: 'send',
    fields: [
      { name: 'date', label: 'extraDate', control: 'date', attrs: { min: first, max: last } },
      ...(page.products.length
        ? [
            {
              name: 'product_id',
              label: 'product',
              control: 'select',
              options: page.products.map((product) => ({ value: String(product.id), label: productName(say, product) })),
            } satisfies Field,
          ]
        : []),
      { name: 'quantity', label: 'quantity', control: 'number', attrs: { min: 1, max: EXTRA_DELIVERY_MAX, step: 1, inputmode: 'numeric' } },
      { ...NOTE, name: 'note', label: 'note' } as Field,
    ],
    onSubmit: () => ctx.send('extra', () => checkExtra(extra.values, today, productIds)),
  });
  ctx.register('extra', extraForm.view);

  const pause = ctx.form('pause', () => ({ from: first, until: '', note: '' }));
  const pauseForm = buildForm({
    say,
    id: 'pause',
    testid: 'ask-pause',
    title: 'pauseTitle',
    state: pause,
    submit: 'send',
    fields: [
      { name: 'from', label: 'pauseFrom', control: 'date', attrs: { min: first, max: last } },
      {
        name: 'until',
        label: 'pauseUntil',
        control: 'date',
        attrs: { min: first, max: pauseLastDay(first) },
        hint: (s) => s.t('pauseHint', { days: s.count(PAUSE_MAX_DAYS) }),
      },
      { ...NOTE, name: 'note', label: 'note' } as Field,
    ],
    onSubmit: () => ctx.send('pause', () => checkPause(pause.values, today)),
  });
  ctx.register('pause', pauseForm.view);
  // The last day's picker follows the first day: from it, at most PAUSE_MAX_DAYS.
  const fromInput = pauseForm.el.querySelector<HTMLInputElement>('#pause-from');
  const untilInput = pauseForm.el.querySelector<HTMLInputElement>('#pause-until');
  const follow = () => {
    const from = fromInput?.value ?? '';
    if (!untilInput || !isCalendarDate(from) || from < first) return;
    untilInput.min = from;
    untilInput.max = pauseLastDay(from);
  };
  fromInput?.addEventListener('change', follow);
  follow();

  const problem = ctx.form('problem', () => ({ problem: '', note: '' }));
  const problemForm = buildForm({
    say,
    id: 'problem',
    testid: 'ask-problem',
    title: 'problemTitle',
    state: problem,
    submit: 'send',
    fields: [
      {
        name: 'problem',
        label: 'problemKind',
        control: 'radio',
        options: CUSTOMER_PROBLEM_KINDS.map((kind) => ({ value: kind, label: say.t(`problem_${kind}`) })),
      },
      { ...NOTE, name: 'note', label: 'problemNote', hint: (s) => s.t('problemNoteHint') } as Field,
    ],
    onSubmit: () => ctx.send('problem', () => checkProblem(problem.values)),
  });
  ctx.register('problem', problemForm.view);

  return h(
    'section',
    { class: 'card', 'aria-labelledby': 'ask-title' },
    h('h2', { id: 'ask-title' }, say.t('askTitle')),
    extraForm.el,
    pauseForm.el,
    problemForm.el,
  );
}

function requestSentence(say: Say, page: CustomerPage, request: CustomerRequest): (Node | string)[] {
  switch (request.kind) {
    case 'statement_confirm':
    case 'statement_dispute':
      return sentence(say, `req_${request.kind}`, { month: request.month ? say.month(request.month) : '' });
    case 'extra_delivery': {
      const product = page.products.find((item) => item.id === request.product_id);
      const name = product ? productName(say, product) : request.product_name;
      const vars = { date: request.date ? say.day(request.date) : '', quantity: say.count(request.quantity ?? 1) };
      return name ? sentence(say, 'req_extra_delivery', { ...vars, product: name }) : sentence(say, 'req_extra_delivery_plain', vars);
    }
    case 'pause':
      return sentence(say, 'req_pause', {
        from: request.from ? say.day(request.from) : '',
        until: request.until ? say.day(request.until) : '',
      });
    case 'problem':
      return sentence(say, 'req_problem', { problem: request.problem ? say.t(`problem_${request.problem}`) : '' });
    default:
      return [request.kind];
  }
}

function sentDay(say: Say, createdAt: string): string {
  const instant = new Date(createdAt);
  return Number.isNaN(instant.getTime()) ? '' : say.day(plantDate(instant));
}

function requests(ctx: PageContext): HTMLElement {
  const { say, page } = ctx;
  const items = page.requests.map((request) =>
    h(
      'li',
      { class: 'request', 'data-status': request.status },
      h(
        'p',
        { class: 'request-head' },
        h('span', { class: `pill ${request.status}` }, say.t(`status_${request.status}`)),
        ' ',
        ...requestSentence(say, page, request),
      ),
      request.note ? h('p', { class: 'note' }, ...sentence(say, 'yourNote', { note: request.note })) : null,
      request.reply ? h('p', { class: 'reply' }, ...sentence(say, 'reply', { reply: request.reply })) : null,
      h('p', { class: 'meta' }, ...sentence(say, 'sentOn', { date: sentDay(say, request.created_at) })),
    ),
  );
  return section(
    'requests',
    say,
    'requestsTitle',
    items.length ? h('ul', { class: 'plain' }, ...items) : h('p', { class: 'empty' }, say.t('requestsNone')),
  );
}

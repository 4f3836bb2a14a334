import type { Say } from './locale';
import { fillParts, type Vars, type WordKey } from './words';

/**
 * A few lines instead of a framework: elements made with createElement, text with text nodes, never
 * HTML from strings (the page runs under a strict CSP and shows what customers and owners wrote).
 */
export type Child = Node | string | number | null | undefined | false;
type Handler = (event: Event) => void;
export type Props = Record<string, string | number | boolean | Handler | null | undefined>;

/** `h('p', { class: 'x', onclick: fn, 'data-testid': 'y' }, 'text', child)`. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Props | null = null,
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(props ?? {})) {
    if (value === null || value === undefined || value === false) continue;
    if (typeof value === 'function') element.addEventListener(name.slice(2), value);
    else if (name === 'class') element.className = String(value);
    else element.setAttribute(name, value === true ? '' : String(value));
  }
  append(element, children);
  return element;
}

export function append(parent: Node, children: Child[]): void {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    parent.appendChild(typeof child === 'object' ? child : document.createTextNode(String(child)));
  }
}

/**
 * A sentence of the words with its values in <bdi>: an amount, a date, a name or a number keeps its
 * own direction inside an Urdu line ("Rs 1,250" is not turned around), and a value is only ever text.
 */
export function sentence(say: Say, key: WordKey, vars: Vars = {}): (Node | string)[] {
  return fillParts(say.template(key), vars).map((part) => (part.value ? h('bdi', null, part.text) : part.text));
}

/** Western or Eastern Arabic digits (an Urdu keyboard's ۱۲۳) as ASCII. */
export function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
}

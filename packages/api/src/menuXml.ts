import { create } from 'superstruct';
import { type PrimaryMenuList, primaryMenuList } from './menu.ts';

/**
 * The static menu file (`xml/primaryMenu.xml`, spec 001 §7) in the same shape as the menu call:
 * one `<MODULE1>` element per top entry, its fields as child elements, its children as repeated
 * `<MODULE2>` elements, lists as `<item>`s, null as `nil="true"`. The server writes it, the app reads it
 * (no DOM needed, so it also runs in Node tests).
 */

const NUMBER_FIELD = /^(MENU_ID|LEVEL|ACTIVE)[1-4]$/;
const LIST_FIELD = /^(NJAC_NO|NJBRCODE)[1-4]$/;
const CHILD_LIST = /^MODULE[2-4]$/;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot|apos);/gi, (_, code: string) => {
    const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
    if (code[0] !== '#') return named[code.toLowerCase()] ?? '';
    return String.fromCodePoint(
      code[1] === 'x' || code[1] === 'X' ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1)),
    );
  });
}

export function primaryMenuToXml(list: PrimaryMenuList): string {
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>', '<primaryMenu>'];
  const writeEntry = (tag: string, entry: Record<string, unknown>, indent: string) => {
    out.push(`${indent}<${tag}>`);
    for (const [key, value] of Object.entries(entry)) {
      const pad = `${indent}  `;
      if (CHILD_LIST.test(key)) {
        for (const child of value as Record<string, unknown>[]) writeEntry(key, child, pad);
      } else if (Array.isArray(value)) {
        out.push(
          `${pad}<${key}>${value.map((v) => `<item>${escapeXml(String(v))}</item>`).join('')}</${key}>`,
        );
      } else if (value === null || value === undefined) {
        out.push(`${pad}<${key} nil="true"/>`);
      } else {
        out.push(`${pad}<${key}>${escapeXml(String(value))}</${key}>`);
      }
    }
    out.push(`${indent}</${tag}>`);
  };
  for (const entry of list) writeEntry('MODULE1', entry, '  ');
  out.push('</primaryMenu>', '');
  return out.join('\n');
}

interface XmlElement {
  name: string;
  nil: boolean;
  children: XmlElement[];
  text: string;
}

function parseElements(xml: string): XmlElement {
  const body = xml.replace(/<\?[\s\S]*?\?>/g, '').replace(/<!--[\s\S]*?-->/g, '');
  const root: XmlElement = { name: '#root', nil: false, children: [], text: '' };
  const stack: XmlElement[] = [root];
  const token = /<(\/?)([A-Za-z_][\w.-]*)([^>]*?)(\/?)>|([^<]+)/g;
  let match: RegExpExecArray | null = token.exec(body);
  let consumed = 0;
  while (match) {
    if (match.index !== consumed) throw new Error('primaryMenu.xml: malformed markup');
    consumed = token.lastIndex;
    const [, closing, name, attributes, selfClosing, text] = match;
    const current = stack[stack.length - 1] as XmlElement;
    if (text !== undefined) {
      current.text += unescapeXml(text);
    } else if (closing) {
      if (current.name !== name) throw new Error(`primaryMenu.xml: </${name}> closes <${current.name}>`);
      stack.pop();
    } else {
      const element: XmlElement = {
        name: name as string,
        nil: /\bnil="true"/.test(attributes ?? ''),
        children: [],
        text: '',
      };
      current.children.push(element);
      if (!selfClosing) stack.push(element);
    }
    match = token.exec(body);
  }
  if (consumed !== body.length || stack.length !== 1) throw new Error('primaryMenu.xml: unclosed markup');
  return root;
}

/** Reads the static menu file; throws when it is not a valid menu, so the caller falls back to the call. */
export function primaryMenuFromXml(xml: string): PrimaryMenuList {
  const root = parseElements(xml);
  const menu = root.children.find((e) => e.name === 'primaryMenu');
  if (!menu) throw new Error('primaryMenu.xml: no <primaryMenu>');
  const readEntry = (element: XmlElement): Record<string, unknown> => {
    const entry: Record<string, unknown> = {};
    for (const field of element.children) {
      if (CHILD_LIST.test(field.name)) {
        const list = (entry[field.name] as unknown[] | undefined) ?? [];
        list.push(readEntry(field));
        entry[field.name] = list;
      } else if (field.nil) entry[field.name] = null;
      else if (LIST_FIELD.test(field.name)) entry[field.name] = field.children.map((item) => item.text);
      else if (NUMBER_FIELD.test(field.name)) entry[field.name] = Number(field.text.trim());
      else entry[field.name] = field.text;
    }
    return entry;
  };
  const list = menu.children.filter((e) => e.name === 'MODULE1').map(readEntry);
  // An entry with no children has no MODULE{n+1} element; give it the empty list the struct wants.
  const fillChildren = (entry: Record<string, unknown>, level: number) => {
    if (level >= 4) return;
    const key = `MODULE${level + 1}`;
    const children = (entry[key] as Record<string, unknown>[] | undefined) ?? [];
    entry[key] = children;
    for (const child of children) fillChildren(child, level + 1);
  };
  for (const entry of list) fillChildren(entry, 1);
  return create(list, primaryMenuList);
}

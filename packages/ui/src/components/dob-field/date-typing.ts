export interface DateEdit {
  /** The text to show: digits with slashes, at most 'DD/MM/YYYY'. */
  text: string;
  /** Where the caret goes in `text`. */
  caret: number;
}

const LIMITS = [2, 2, 4] as const;
const isSeparator = (char: string) => /[/.\-\s]/.test(char);

/**
 * Shapes what the user typed into DD/MM/YYYY as they type, keeping the caret after the same digit:
 * '05081990' gives '05/08/1990'; a slash is added once a day or month is complete (not while deleting,
 * so Backspace can remove it); a day or month typed as one digit and a separator ('5/') is padded
 * ('05/'). Letters are dropped; a pasted '5-8-1990', '05.08.1990' or '1990-08-05' comes out as '05/08/1990'.
 */
export function shapeDate(raw: string, caret: number, deleting: boolean): DateEdit {
  // A pasted ISO date ('1990-08-05') is turned round rather than read as a day of 19.
  const iso = /^\s*(\d{4})-(\d{2})-(\d{2})\s*$/.exec(raw);
  if (iso) {
    const text = `${iso[3]}/${iso[2]}/${iso[1]}`;
    return { text, caret: text.length };
  }
  const groups = ['', '', ''];
  let group = 0;
  // Digits of the output that stand before the caret (padding zeros count where they are added).
  let kept = 0;
  for (let i = 0; i < raw.length && group < 3; i++) {
    const char = raw[i]!;
    const beforeCaret = i < caret;
    if (/\d/.test(char)) {
      if (groups[group]!.length === LIMITS[group]) {
        group++;
        if (group === 3) break;
      }
      groups[group] += char;
      if (beforeCaret) kept++;
    } else if (isSeparator(char) && group < 2 && groups[group]!.length > 0) {
      // While deleting inside the date, a short part stays as it is until the user types again.
      if (groups[group]!.length === 1 && !deleting) {
        groups[group] = `0${groups[group]}`;
        if (beforeCaret) kept++;
      }
      group++;
    }
  }
  let text = groups[0]!;
  if (groups[1]!.length || group >= 1) text += `/${groups[1]}`;
  if (groups[2]!.length || group >= 2) text += `/${groups[2]}`;
  // A complete day or month gets its slash at once, so the user types on; not while deleting.
  const last = Math.min(group, 2);
  if (!deleting && last < 2 && groups[last]!.length === LIMITS[last]) text += '/';
  // The caret goes after the same number of digits as before, past a slash that follows them.
  let position = 0;
  let counted = 0;
  while (position < text.length && counted < kept) {
    if (/\d/.test(text[position]!)) counted++;
    position++;
  }
  const atEnd = caret >= raw.length;
  if (atEnd || (text[position] === '/' && !deleting)) position = atEnd ? text.length : position + 1;
  return { text, caret: position };
}

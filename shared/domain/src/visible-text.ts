/**
 * Characters that show nothing by themselves: white space, control and format characters
 * (zero-width spaces and joiners, bidi marks, embeddings and isolates, word joiners, the byte
 * order mark, soft hyphens), other default-ignorable ones (variation selectors, fillers),
 * combining marks with no letter to sit on, and the blank Braille pattern.
 */
const INVISIBLE = /[\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\p{M}\u2800]/gu;

/** Whether `text` has at least one character a reader can see. */
export function hasVisibleText(text: string): boolean {
  return text.replace(INVISIBLE, '') !== '';
}

/**
 * `text`, or '' when nothing in it would show. A required text runs it before its `.min(1)`,
 * so a text made only of invisible characters is refused with that field's empty message.
 */
export function visibleOrEmpty(text: string): string {
  return hasVisibleText(text) ? text : '';
}

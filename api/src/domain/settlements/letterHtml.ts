/**
 * The staff-edited parts of a settlement letter are rich text (HTML cleaned on save by the engine);
 * the PDF lays them out as blocks of styled runs instead of printing the markup (issue 21 §4). Only
 * what a letter needs is kept: paragraphs, headings, list items and line breaks, with bold, italic and
 * underline. jsdom (already the sanitizer's) parses, loaded on the first letter.
 */

export interface TextRun {
  text: string;
  bold: boolean;
  italic: boolean;
  underline: boolean;
}

export interface LetterBlock {
  kind: 'paragraph' | 'heading' | 'item';
  /** The list item's marker ('•' or '3.'); empty otherwise. */
  marker: string;
  runs: TextRun[];
}

type Style = Omit<TextRun, 'text'>;

const BLOCK_TAGS = new Set(['P', 'DIV', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'LI', 'BLOCKQUOTE', 'TR']);

let parser: Promise<(html: string) => Document> | undefined;
const getParser = () =>
  (parser ??= import('jsdom').then(
    ({ JSDOM }) =>
      (html: string) =>
        new JSDOM(`<body>${html}</body>`).window.document,
  ));

/** The blocks of an HTML fragment, in order; plain text (no tags) gives one paragraph per line. */
export async function htmlBlocks(html: string): Promise<LetterBlock[]> {
  const doc = (await getParser())(
    /<[a-z][\s\S]*>/i.test(html)
      ? html
      : html
          .split('\n')
          .map((l) => `<p>${escapeText(l)}</p>`)
          .join(''),
  );
  const blocks: LetterBlock[] = [];
  let current: LetterBlock | null = null;
  const open = (kind: LetterBlock['kind'], marker = '') => {
    current = { kind, marker, runs: [] };
    blocks.push(current);
  };
  const close = () => {
    current = null;
  };
  const walk = (node: Node, style: Style) => {
    if (node.nodeType === 3) {
      const text = (node.textContent ?? '').replace(/[ \t\r\n]+/g, ' ');
      if (!text.trim() && !current) return;
      if (!current) open('paragraph');
      current!.runs.push({ text, ...style });
      return;
    }
    if (node.nodeType !== 1) return;
    const el = node as Element;
    const tag = el.tagName;
    if (tag === 'BR') {
      if (current) current.runs.push({ text: '\n', ...style });
      return;
    }
    const next: Style = {
      bold: style.bold || tag === 'STRONG' || tag === 'B' || /^H\d$/.test(tag),
      italic: style.italic || tag === 'EM' || tag === 'I',
      underline: style.underline || tag === 'U',
    };
    if (BLOCK_TAGS.has(tag)) {
      close();
      if (tag === 'LI') {
        const list = el.parentElement;
        const ordered = list?.tagName === 'OL';
        const index = list ? [...list.children].filter((c) => c.tagName === 'LI').indexOf(el) + 1 : 1;
        open('item', ordered ? `${index}.` : '•');
      } else open(/^H\d$/.test(tag) ? 'heading' : 'paragraph');
      for (const child of [...el.childNodes]) walk(child, next);
      close();
      return;
    }
    for (const child of [...el.childNodes]) walk(child, next);
  };
  for (const child of [...doc.body.childNodes]) walk(child, { bold: false, italic: false, underline: false });
  return blocks.map((b) => ({ ...b, runs: trimRuns(b.runs) })).filter((b) => b.runs.some((r) => r.text.trim() !== ''));
}

/** Leading and trailing spaces of a block go; inner ones stay. */
function trimRuns(runs: TextRun[]): TextRun[] {
  const out = runs.map((r) => ({ ...r }));
  if (out[0]) out[0].text = out[0].text.replace(/^\s+/, '');
  const last = out[out.length - 1];
  if (last) last.text = last.text.replace(/[ \t]+$/, '');
  return out.filter((r) => r.text !== '');
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

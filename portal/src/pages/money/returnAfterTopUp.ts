/**
 * Where a member goes back to after adding money from another page (issue 21 §6b): the page that sent
 * them to the gateway remembers its path here, and the payment result page offers "Back to …" once
 * the money is in. Only in-app paths are kept (never another site).
 */
const KEY = 'after-top-up';

export type ReturnKind = 'report' | 'cir';

export interface TopUpReturn {
  path: string;
  kind: ReturnKind;
}

/** An in-app path: one leading slash, no scheme, no protocol-relative '//'. */
export const isAppPath = (path: string) => /^\/(?![/\\])[^\s]*$/.test(path);

export function rememberReturn(r: TopUpReturn): void {
  if (!isAppPath(r.path)) return;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(r));
  } catch {
    /* storage unavailable: the result page offers the wallet only */
  }
}

export function readReturn(): TopUpReturn | null {
  try {
    const r = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<TopUpReturn> | null;
    return r && typeof r.path === 'string' && isAppPath(r.path) && (r.kind === 'report' || r.kind === 'cir')
      ? { path: r.path, kind: r.kind }
      : null;
  } catch {
    return null;
  }
}

export function forgetReturn(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* nothing kept */
  }
}

// The WHATWG URL classes the shared code (validation/url.ts, contracts/cirView.ts) uses: globals in node and
// in every browser, but in neither lib ES2023 nor a program without node or DOM types. Only
// api/tsconfig.shared.json includes this file; the server and the apps get the real ones from node or the DOM.
declare class URL {
  constructor(url: string, base?: string | URL);
  readonly protocol: string;
  readonly hostname: string;
  readonly username: string;
  readonly password: string;
  toString(): string;
}

declare class URLSearchParams {
  constructor(init?: string | Record<string, string> | [string, string][]);
  get(name: string): string | null;
  toString(): string;
}

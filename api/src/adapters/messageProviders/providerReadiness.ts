/**
 * What production start asks of a real provider (issue 20 §3): its name, that it is no sandbox, and
 * the environment variables it needs but lacks. Production refuses to start while `missing` is not
 * empty for a chosen provider (that wiring lives with the server's start, not here).
 */
export interface ProviderReadiness {
  adapter: string;
  sandbox: false;
  /** Environment variables the provider needs that are not set (or are malformed, with a hint). */
  missing: string[];
}
